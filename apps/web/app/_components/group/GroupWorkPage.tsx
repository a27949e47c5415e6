import { MEDIA_WIDTHS } from '@cw/contract/constants';
import { episodeAvailability } from '@cw/domain';
import { chooseReadActions } from '@cw/episode-list';
import {
  type LanguageGroup,
  languageGroupViewerPath,
  languageGroupWorkPath,
  workPath,
} from '@cw/paths';
import { buttonClassName, Heading, linkClassName, mediaImage, Thumbnail } from '@cw/ui';
import { getFormatter, getTranslations } from 'next-intl/server';
import { cache } from 'react';
import { GROUPS } from '@/i18n/groups';
import { missingAs404 } from '@/server/catalog';
import { coverImage } from '@/server/pageMetadata';
import { serverApi } from '@/server/serverApi';
import { groupPageMetadata } from './groupMetadata';

const loadWork = cache((workCode: string) =>
  serverApi().getWorkDetail({ workCode }).catch(missingAs404),
);

export async function groupWorkMetadata(group: LanguageGroup, workCode: string) {
  const { work } = await loadWork(workCode);
  return groupPageMetadata(group, (other) => languageGroupWorkPath(other, work.code), {
    type: 'book',
    title: work.title,
    description: work.summary || undefined,
    image: coverImage(work),
  });
}

/**
 * A work's page in a language group (`/{group}/contents/detail/{workCode}`): the work with the
 * interface in the group's language: cover, authors, label, summary, the read button of a new
 * reader, and its episodes with their dates (Japan time, in the group's format): those
 * `episodeAvailability` calls `readable` or `trial`, and those sold in stores, marked so (their
 * viewer page offers the stores, as the Japanese page's store cards do); no promotional entries,
 * none ended. The reader's own state (follows, resume) is the Japanese page's, linked below.
 */
export async function GroupWorkPage({
  group,
  workCode,
}: {
  group: LanguageGroup;
  workCode: string;
}) {
  const { locale } = GROUPS[group];
  const [detail, t, format] = await Promise.all([
    loadWork(workCode),
    getTranslations({ locale, namespace: 'work' }),
    getFormatter({ locale }),
  ]);
  const { work, episodes } = detail;
  const { primary } = chooseReadActions({ episodes, resume: null });
  const cover = mediaImage(work.thumbnail, MEDIA_WIDTHS.covers);
  const shown = episodes.flatMap((episode) => {
    const { kind } = episodeAvailability(episode);
    return kind === 'readable' || kind === 'trial' || kind === 'store-only'
      ? [{ episode, storeOnly: kind === 'store-only' }]
      : [];
  });
  return (
    <main className="cw-page cw-group-work">
      <div className="cw-group-work__cover">
        <Thumbnail ratio="5:7" src={cover.src} sources={cover.sources} alt="" loading="eager" />
      </div>
      <Heading level={1}>{work.title}</Heading>
      <p>{t('by', { authors: work.authors.map((author) => author.name).join(', ') })}</p>
      <p>{t('label', { label: work.labelInfo.name })}</p>
      {work.summary ? <p className="cw-group-work__summary">{work.summary}</p> : null}
      {primary?.kind === 'read' ? (
        <p>
          <a
            href={languageGroupViewerPath(group, primary.episode.code)}
            className={buttonClassName({ variant: 'primary' })}
          >
            {t('readFirst')}
          </a>
        </p>
      ) : null}
      <section aria-labelledby="group-episodes">
        <Heading level={2} id="group-episodes">
          {t('episodes')} <small>{t('episodeCount', { count: shown.length })}</small>
        </Heading>
        {shown.length === 0 ? <p>{t('noEpisodes')}</p> : null}
        <ol className="cw-group-work__episodes">
          {shown.map(({ episode, storeOnly }) => (
            <li key={episode.id}>
              <a href={languageGroupViewerPath(group, episode.code)} className={linkClassName()}>
                {episode.title}
              </a>{' '}
              <span>
                {t('updated', {
                  date: format.dateTime(new Date(episode.updateDate), { dateStyle: 'medium' }),
                })}
              </span>{' '}
              <span>{storeOnly ? t('storeOnly') : t('read')}</span>
            </li>
          ))}
        </ol>
      </section>
      <p>
        <a href={workPath(work.code)} hrefLang="ja" className={linkClassName()}>
          {t('original')}
        </a>
      </p>
    </main>
  );
}
