import { WorkGrid } from '@cw/catalog/components';
import { type LanguageGroup, languageGroupWorkPath } from '@cw/paths';
import { Heading } from '@cw/ui';
import { getTranslations } from 'next-intl/server';
import { GROUPS } from '@/i18n/groups';
import { serverApi } from '@/server/serverApi';

/** The works a group's root lists: the catalog's works in its language, newest update first. */
const WORKS_SHOWN = 60;

/** A language group's root: what it is, and the works of the catalog in its language. */
export async function GroupHome({ group }: { group: LanguageGroup }) {
  const { locale, language } = GROUPS[group];
  const [t, works] = await Promise.all([
    getTranslations({ locale, namespace: 'home' }),
    serverApi().getSeries({ language, perPage: WORKS_SHOWN }),
  ]);
  return (
    <main className="cw-page">
      <Heading level={1}>{t('title')}</Heading>
      <p>{t('intro')}</p>
      <WorkGrid
        locale={locale}
        works={works.items}
        heading={t('works')}
        headingLevel={2}
        emptyLabel={t('empty')}
        workHref={(work) => languageGroupWorkPath(group, work.code)}
        priorityCount={4}
      />
    </main>
  );
}
