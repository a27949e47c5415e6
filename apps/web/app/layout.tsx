import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import { ROOT_VIEWPORT, RootDocument, rootMetadata } from '@/app/_components/RootDocument';

// Pages give their own title, canonical URL and cards through `pageMetadata`
// (server/pageMetadata.ts); what is here holds for every page, the error pages included. The
// Japanese site's frame is (site)/layout.tsx, each language group's its own layout.
export const generateMetadata = (): Metadata => rootMetadata();

export const viewport = ROOT_VIEWPORT;

/**
 * The one root layout: the document in Japanese, the site's language. A language group's page
 * is served with its own `lang` (serve.ts, `documentLang`), and keeps it across client-side
 * navigations (`DocumentLang`).
 */
export default function RootLayout({ children }: { children: ReactNode }) {
  return <RootDocument lang="ja">{children}</RootDocument>;
}
