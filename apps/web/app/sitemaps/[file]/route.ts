import { isMissing } from '@/server/catalog';
import { env } from '@/server/env';
import { serverApi } from '@/server/serverApi';
import { parseSitemapFile, sitemapPageXml } from '@/server/sitemapXml';
import { sharedTextResponse } from '@/server/textResponse';

export const dynamic = 'force-dynamic';

const notFound = () =>
  new Response('Not found\n', { status: 404, headers: { 'content-type': 'text/plain' } });

/** `/sitemaps/{kind}-{page}.xml`: one file of the sitemap index; 404 for any other name. */
export async function GET(_request: Request, { params }: { params: Promise<{ file: string }> }) {
  const file = parseSitemapFile((await params).file);
  if (!file) return notFound();
  try {
    const page = await serverApi().getSitemapPage({ kind: file.kind, page: file.page });
    return sharedTextResponse(sitemapPageXml(page, env().siteUrl), 'application/xml');
  } catch (error) {
    if (isMissing(error)) return notFound();
    throw error;
  }
}
