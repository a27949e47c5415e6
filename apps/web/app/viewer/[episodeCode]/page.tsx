import { viewerPath } from '@cw/paths';
import type { Metadata } from 'next';
import { serverApi } from '@/server/serverApi';
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

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const data = await loadViewerPage((await params).episodeCode);
  const { episode, work } = data.kind === 'readable' ? data.manifest : data.detail;
  return {
    title: `${episode.title} | ${work.title}`,
    alternates: { canonical: viewerPath(episode.code) },
  };
}

export default async function ViewerPage({ params }: Props) {
  const data = await loadViewerPage((await params).episodeCode);
  if (data.kind === 'store-only') {
    return (
      <main className="cw-viewer-page">
        <StoreOnlyScreen detail={data.detail} />
      </main>
    );
  }
  const { works } = await serverApi().getRecommendedSeries({ workId: data.manifest.work.id });
  const { episode, work } = data.manifest;
  return (
    <main className="cw-viewer-page">
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
