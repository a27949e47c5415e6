import { SITE_NOT_FOUND_METADATA, SiteNotFound } from '@/app/_components/SiteNotFound';

// The same for everyone: rendered once, then served from the cache.
export const dynamic = 'force-static';
export const metadata = SITE_NOT_FOUND_METADATA;

/**
 * The Japanese site's not-found page as a page, drawn on the server: what serve.ts sends, with
 * 404, for a page that called `notFound()` (server/notFoundPage.ts).
 */
export default function Page() {
  return <SiteNotFound />;
}
