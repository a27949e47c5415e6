import { isMissing } from '@/server/catalog';
import { env } from '@/server/env';
import { serverApi } from '@/server/serverApi';
import {
  parseSitemapFile,
  SITE_PAGES_FILE,
  sitemapPageXml,
  sitePagesXml,
} from '@/server/sitemapXml';
import { sharedTextResponse } from '@/server/textResponse';

export const dynamic = 'force-dynamic';

const notFound = () =>
  new Response('Not found\n', { status: 404, headers: { 'content-type': 'text/plain' } });

/**
 * `/sitemaps/{kind}-{page}.xml`, one file of the catalog's listing, or `/sitemaps/pages.xml`,
 * the site's own pages; 404 for any other name.
 */
export async function GET(_request: Request, { params }: { params: Promise<{ file: string }> }) {
  const name = (await params).file;
  if (name === SITE_PAGES_FILE) {
    return sharedTextResponse(sitePagesXml(env().siteUrl), 'application/xml');
  }
  const file = parseSitemapFile(name);
  if (!file) return notFound();
  try {
    const page = await serverApi().getSitemapPage({ kind: file.kind, page: file.page });
    return sharedTextResponse(sitemapPageXml(page, env().siteUrl), 'application/xml');
  } catch (error) {
    if (isMissing(error)) return notFound();
    throw error;
  }
}
