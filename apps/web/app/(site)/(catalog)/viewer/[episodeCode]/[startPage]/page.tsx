import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { ViewerRoute, viewerMetadata } from '@/app/_components/viewer/viewerRoute';
import { VIEWER_START_PAGE_PATTERN } from '@/server/viewerStartPage';

// `/viewer/{episodeCode}?page=N`, rewritten here by next.config.ts: a catalog page like the
// episode's own (apps/web/README.md, "Catalog pages"), one per start page, so the page a
// shared or reloaded link names is in the HTML and loads with it.

type Props = { params: Promise<{ episodeCode: string; startPage: string }> };

const START_PAGE = new RegExp(`^${VIEWER_START_PAGE_PATTERN}$`);

/** `N` as the rewrite passes it; anything else reached here directly is not a page. */
function startPageOf(param: string): number {
  if (!START_PAGE.test(param)) notFound();
  return Number(param);
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { episodeCode, startPage } = await params;
  startPageOf(startPage);
  return viewerMetadata(episodeCode);
}

export default async function ViewerAtPage({ params }: Props) {
  const { episodeCode, startPage } = await params;
  return <ViewerRoute episodeCode={episodeCode} startPage={startPageOf(startPage)} />;
}
