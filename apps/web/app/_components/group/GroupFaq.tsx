import type { LanguageGroup } from '@cw/paths';
import { Heading } from '@cw/ui';
import { getTranslations } from 'next-intl/server';
import { GROUPS } from '@/i18n/groups';

/** The questions of the FAQ, in order (their texts are in each group's messages). */
const QUESTIONS = ['reading', 'free', 'signin', 'stores', 'devices'] as const;

/** A group's `/info/faq`: reading, what is free, accounts, stores and devices. */
export async function GroupFaq({ group }: { group: LanguageGroup }) {
  const t = await getTranslations({ locale: GROUPS[group].locale, namespace: 'faq' });
  return (
    <main className="cw-page cw-group-faq">
      <Heading level={1}>{t('title')}</Heading>
      <dl>
        {QUESTIONS.map((question) => (
          <div key={question}>
            <dt>{t(`items.${question}.q`)}</dt>
            <dd>{t(`items.${question}.a`)}</dd>
          </div>
        ))}
      </dl>
    </main>
  );
}
