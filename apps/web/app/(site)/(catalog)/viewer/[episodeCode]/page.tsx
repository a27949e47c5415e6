import type { Metadata } from 'next';
import { ViewerRoute, viewerMetadata } from '@/app/_components/viewer/viewerRoute';

// A catalog page, cached as the `(catalog)` layout says (apps/web/README.md, "Catalog pages");
// the reader's own state (start page, history, follow) is fetched in the browser. `?page=N`
// is served by `[startPage]` (next.config.ts), HTML of its own starting at that page.

type Props = { params: Promise<{ episodeCode: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return viewerMetadata((await params).episodeCode);
}

export default async function ViewerPage({ params }: Props) {
  return <ViewerRoute episodeCode={(await params).episodeCode} startPage={1} />;
}
