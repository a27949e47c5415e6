import type { Episode, WorkSummary } from '@cw/api-client/schemas';
import { authorPath, labelPath, viewerPath, workPath } from '@cw/paths';
import type { Metadata } from 'next';
import { JsonLd } from '@/app/_components/JsonLd';
import { env } from '@/server/env';
import { coverImage, pageMetadata } from '@/server/pageMetadata';
import { serverApi } from '@/server/serverApi';
import { breadcrumbJsonLd, comicIssueJsonLd, HOME_CRUMB } from '@/server/structuredData';
import { StoreOnlyScreen } from './_components/StoreOnlyScreen';
import { ViewerScreen } from './_components/ViewerScreen';
import { loadViewerPage } from './data';
import '@cw/viewer/styles.css';

// A catalog page: rendered on first request, then cached (apps/web/README.md, "Catalog pages");
// the reader's own state (start page, history, follow) is fetched in the browser.
export const revalidate = 300;
export const dynamic = 'force-static';
export const fetchCache = 'force-cache';

type Props = { params: Promise<{ episodeCode: string }> };

/** The episode and its work, whether the episode is read here or sold in stores. */
const episodeOf = (data: Awaited<ReturnType<typeof loadViewerPage>>) =>
  data.kind === 'readable' ? data.manifest : data.detail;

const episodeName = (episode: Episode) =>
  episode.subTitle ? `${episode.title} ${episode.subTitle}` : episode.title;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { episode, work } = episodeOf(await loadViewerPage((await params).episodeCode));
  return pageMetadata({
    // An episode is a chapter of its work: a book, shown with the work's cover.
    type: 'book',
    path: viewerPath(episode.code),
    title: `${episode.title} | ${work.title}`,
    description: `『${work.title}』${episodeName(episode)}（${work.labelInfo.name}）`,
    image: coverImage(work),
    authorPaths: work.authors.map((author) => authorPath(author.id)),
    tags: [work.genre.name],
  });
}

/** The episode as a ComicIssue of its work, and the way to it from the home page. */
function EpisodeJsonLd({ episode, work }: { episode: Episode; work: WorkSummary }) {
  const origin = env().siteUrl;
  return (
    <JsonLd
      data={[
        comicIssueJsonLd(episode, work, origin),
        breadcrumbJsonLd(
          [
            HOME_CRUMB,
            { name: work.labelInfo.name, path: labelPath(work.labelInfo.code) },
            { name: work.title, path: workPath(work.code) },
            { name: episodeName(episode), path: viewerPath(episode.code) },
          ],
          origin,
        ),
      ]}
    />
  );
}

export default async function ViewerPage({ params }: Props) {
  const data = await loadViewerPage((await params).episodeCode);
  if (data.kind === 'store-only') {
    return (
      <main className="cw-viewer-page">
        <EpisodeJsonLd episode={data.detail.episode} work={data.detail.work} />
        <StoreOnlyScreen detail={data.detail} />
      </main>
    );
  }
  const { works } = await serverApi().getRecommendedSeries({ workId: data.manifest.work.id });
  const { episode, work } = data.manifest;
  return (
    <main className="cw-viewer-page">
      <EpisodeJsonLd episode={episode} work={work} />
      {/* The pages are the content; the heading names them for assistive technology. */}
      <h1 className="cw-ui-visually-hidden">
        {work.title} {episode.title}
      </h1>
      <ViewerScreen
        key={data.manifest.episode.code}
        manifest={data.manifest}
        recommendations={works}
      />
    </main>
  );
}
