import type { ReactNode } from 'react';

// No label's pages are rendered at build time (apps/web/README.md, "Catalog pages"); they are
// cached as the `(catalog)` layout says.
export const generateStaticParams = () => [];

export default function LabelSegment({ children }: { children: ReactNode }) {
  return children;
}
