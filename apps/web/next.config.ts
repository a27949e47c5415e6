import type { NextConfig } from 'next';

const config: NextConfig = {
  poweredByHeader: false,
  reactStrictMode: true,
  // The home page is rendered at `/home` so that, like the other catalog pages, it is cached
  // HTML rendered on first request (an optional segment there keeps it out of the build,
  // which has no backend to read); `/` takes any query and shows it.
  rewrites: async () => ({
    beforeFiles: [{ source: '/', destination: '/home' }],
    afterFiles: [],
    fallback: [],
  }),
};

export default config;
