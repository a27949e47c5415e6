import type { ReactNode } from 'react';

// Every page under a label is a catalog page: rendered on first request, then cached
// (apps/web/README.md, "Catalog pages"); the settings hold for the whole segment.
export const revalidate = 300;
export const dynamic = 'force-static';
export const generateStaticParams = () => [];

export default function LabelSegment({ children }: { children: ReactNode }) {
  return children;
}
