import type { ReactNode } from 'react';

// Every page here is a catalog page: rendered on first request, then cached (apps/web/README.md,
// "Catalog pages"); the settings hold for the whole segment. The site's other pages (its
// search, the reader's own pages, the terms, the error pages) are beside this route group.
export const revalidate = 300;
export const dynamic = 'force-static';

/** The Japanese site's catalog pages (a route group: no part of their URLs). */
export default function CatalogSegment({ children }: { children: ReactNode }) {
  return children;
}
