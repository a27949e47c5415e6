import { env } from '@/server/env';
import { serverApi } from '@/server/serverApi';
import { sitemapIndexXml } from '@/server/sitemapXml';
import { sharedTextResponse } from '@/server/textResponse';

export const dynamic = 'force-dynamic';

/** `/sitemap.xml`: the index of the site's sitemaps (works, episodes, labels, authors, topics). */
export async function GET() {
  const index = await serverApi().getSitemapIndex();
  return sharedTextResponse(sitemapIndexXml(index, env().siteUrl), 'application/xml');
}
