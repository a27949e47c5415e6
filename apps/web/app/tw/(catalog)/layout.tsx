import type { ReactNode } from 'react';

// Every page here is a catalog page: rendered on first request, then cached (apps/web/README.md,
// "Catalog pages"); the settings hold for the whole segment. The group's sign-in pages and its
// not-found page, beside this route group, are not cached so.
export const revalidate = 300;
export const dynamic = 'force-static';

/** The `/tw` group's catalog pages (a route group: no part of their URLs). */
export default function GroupCatalogSegment({ children }: { children: ReactNode }) {
  return children;
}
