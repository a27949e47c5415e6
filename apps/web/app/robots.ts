import { MY_COMIC_PATH } from '@cw/paths';
import type { MetadataRoute } from 'next';
import { env } from '@/server/env';

export const dynamic = 'force-dynamic';

/**
 * `/robots.txt`: every catalog page may be crawled; a reader's own pages, sign-in and the
 * API may not (their answers are per reader, or not pages). Names the sitemap index on the
 * configured origin.
 */
export default function robots(): MetadataRoute.Robots {
  return {
    rules: { userAgent: '*', allow: '/', disallow: ['/api/', MY_COMIC_PATH, '/auth/', '/app/'] },
    sitemap: `${env().siteUrl}/sitemap.xml`,
  };
}
