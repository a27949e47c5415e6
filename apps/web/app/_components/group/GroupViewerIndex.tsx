import { chooseReadActions } from '@cw/episode-list';
import { type LanguageGroup, languageGroupViewerPath } from '@cw/paths';
import { buttonClassName, Heading } from '@cw/ui';
import { getTranslations } from 'next-intl/server';
import { GROUPS } from '@/i18n/groups';
import { serverApi } from '@/server/serverApi';

/** How many of the group's works, most recently updated first, offer their first episode. */
const WORKS_OFFERED = 12;

/**
 * A group's `/viewer`: the way into the viewer, a read button per work of the group (the
 * most recently updated), opening its first readable episode as a new reader's button does.
 */
export async function GroupViewerIndex({ group }: { group: LanguageGroup }) {
  const { locale, language } = GROUPS[group];
  const api = serverApi();
  const [t, works] = await Promise.all([
    getTranslations({ locale, namespace: 'viewer' }),
    api.getSeries({ language, perPage: WORKS_OFFERED }),
  ]);
  const details = await Promise.all(
    works.items.map((work) => api.getWorkDetail({ workCode: work.code })),
  );
  const firstEpisodes = details.flatMap(({ work, episodes }) => {
    const { primary } = chooseReadActions({ episodes, resume: null });
    return primary?.kind === 'read' ? [{ work, episode: primary.episode }] : [];
  });
  return (
    <main className="cw-page">
      <Heading level={1}>{t('title')}</Heading>
      <p>{t('intro')}</p>
      <ul className="cw-group-reads">
        {firstEpisodes.map(({ work, episode }) => (
          <li key={work.id}>
            <a
              href={languageGroupViewerPath(group, episode.code)}
              className={buttonClassName({ variant: 'primary' })}
            >
              {t('readFirst', { title: work.title })}
            </a>
          </li>
        ))}
      </ul>
    </main>
  );
}
