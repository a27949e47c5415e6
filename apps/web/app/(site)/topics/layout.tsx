import type { ReactNode } from 'react';

// Every topics page is a catalog page: rendered on first request, then cached
// (apps/web/README.md, "Catalog pages"); the settings hold for the whole segment.
export const revalidate = 300;
export const dynamic = 'force-static';

export default function TopicsSegment({ children }: { children: ReactNode }) {
  return children;
}
