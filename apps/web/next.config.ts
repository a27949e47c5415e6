import type { NextConfig } from 'next';
import createNextIntlPlugin from 'next-intl/plugin';
import { VIEWER_START_PAGE_PATTERN } from './server/viewerStartPage';

const config: NextConfig = {
  poweredByHeader: false,
  // serve.ts compresses instead, after it has hashed a page's inline scripts for its
  // Content-Security-Policy (compressed here, the page would reach it already compressed).
  compress: false,
  // `npm test` type-checks every workspace in its own task (`next typegen && tsc --noEmit`);
  // the build does not check the same sources a second time.
  typescript: { ignoreBuildErrors: true },
  reactStrictMode: true,
  // A page rendered at request time is cached in the instance's memory, never written into
  // its build (`.next/server`): the build stays as deployed (read-only images, several
  // instances on one copy), and an instance starts from it, not from pages another run rendered
  // against another database. The shared cache in front (ops/nginx) keeps pages across
  // instances and restarts.
  experimental: { isrFlushToDisk: false },
  // The home page is rendered at `/home` so that, like the other catalog pages, it is cached
  // HTML rendered on first request (an optional segment there keeps it out of the build,
  // which has no backend to read); `/` takes any query and shows it.
  // A link into an episode at a page (`/viewer/{code}?page=N`) gets HTML starting at that page,
  // cached per page like the episode's own, so the page it names loads with the HTML.
  rewrites: async () => ({
    beforeFiles: [
      { source: '/', destination: '/home' },
      {
        source: '/viewer/:episodeCode',
        has: [{ type: 'query', key: 'page', value: `(?<startPage>${VIEWER_START_PAGE_PATTERN})` }],
        destination: '/viewer/:episodeCode/:startPage',
      },
    ],
    afterFiles: [],
    fallback: [],
  }),
};

// next-intl's message catalogues of the language groups (/en, /jp, /tw): i18n/request.ts.
export default createNextIntlPlugin('./i18n/request.ts')(config);
