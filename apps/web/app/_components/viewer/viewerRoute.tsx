import type { Episode, WorkSummary } from '@cw/contract/schemas';
import { authorPath, type LanguageGroup, labelPath } from '@cw/paths';
import type { Metadata } from 'next';
import { JsonLd } from '@/app/_components/JsonLd';
import { env } from '@/server/env';
import { coverImage, pageMetadata } from '@/server/pageMetadata';
import { serverApi } from '@/server/serverApi';
import { breadcrumbJsonLd, comicIssueJsonLd, HOME_CRUMB } from '@/server/structuredData';
import { loadViewerPage } from './loadViewerPage';
import { StoreOnlyScreen } from './StoreOnlyScreen';
import { ViewerScreen } from './ViewerScreen';
import { type ViewerLinks, viewerLinks } from './viewerLinks';
import '@cw/viewer/styles.css';

/** The episode and its work, whether the episode is read here or sold in stores. */
const episodeOf = (data: Awaited<ReturnType<typeof loadViewerPage>>) =>
  data.kind === 'readable' ? data.manifest : data.detail;

const episodeName = (episode: Episode) =>
  episode.subTitle ? `${episode.title} ${episode.subTitle}` : episode.title;

/**
 * The viewer's metadata, the same at every start page: one canonical address per episode (in
 * its language group, with `group`).
 */
export async function viewerMetadata(
  episodeCode: string,
  group?: LanguageGroup,
): Promise<Metadata> {
  const { episode, work } = episodeOf(await loadViewerPage(episodeCode));
  return pageMetadata({
    // An episode is a chapter of its work: a book, shown with the work's cover.
    type: 'book',
    path: viewerLinks(group).episodeHref(episode),
    title: `${episode.title} | ${work.title}`,
    description: `『${work.title}』${episodeName(episode)}（${work.labelInfo.name}）`,
    image: coverImage(work),
    authorPaths: work.authors.map((author) => authorPath(author.id)),
    tags: [work.genre.name],
  });
}

/** The episode as a ComicIssue of its work, and the way to it from the home page. */
function EpisodeJsonLd({
  episode,
  work,
  links,
}: {
  episode: Episode;
  work: WorkSummary;
  links: ViewerLinks;
}) {
  const origin = env().siteUrl;
  return (
    <JsonLd
      data={[
        comicIssueJsonLd(episode, work, origin),
        breadcrumbJsonLd(
          [
            HOME_CRUMB,
            { name: work.labelInfo.name, path: labelPath(work.labelInfo.code) },
            { name: work.title, path: links.workHref(work) },
            { name: episodeName(episode), path: links.episodeHref(episode) },
          ],
          origin,
        ),
      ]}
    />
  );
}

/**
 * The viewer page of an episode, its HTML starting at `startPage` (one-based; past the last
 * page, the last): that page's image is in the HTML, so it loads with the page.
 */
export async function ViewerRoute({
  episodeCode,
  startPage,
  group,
}: {
  episodeCode: string;
  startPage: number;
  /** A language group's viewer (`/{group}/viewer/{episodeCode}`): its links stay in the group. */
  group?: LanguageGroup;
}) {
  const data = await loadViewerPage(episodeCode);
  const links = viewerLinks(group);
  if (data.kind === 'store-only') {
    return (
      <main className="cw-viewer-page">
        <EpisodeJsonLd episode={data.detail.episode} work={data.detail.work} links={links} />
        <StoreOnlyScreen detail={data.detail} group={group} />
      </main>
    );
  }
  const { works } = await serverApi().getRecommendedSeries({ workId: data.manifest.work.id });
  const { episode, work, pages } = data.manifest;
  return (
    <main className="cw-viewer-page">
      <EpisodeJsonLd episode={episode} work={work} links={links} />
      {/* The pages are the content; the heading names them for assistive technology. */}
      <h1 className="cw-ui-visually-hidden">
        {work.title} {episode.title}
      </h1>
      <ViewerScreen
        key={episode.code}
        manifest={data.manifest}
        // The tiles' fields only: the rest of each work would ride in the page's data for nothing.
        recommendations={works.map(({ code, title, thumbnail }) => ({ code, title, thumbnail }))}
        startPage={Math.min(startPage, pages.length)}
        group={group}
      />
    </main>
  );
}
