import { clientPackageConfig } from '@cw/tsup-config';
import { defineConfig } from 'tsup';

// Modules marked 'use client' in src/components/; `components.test.ts` checks this list against the
// sources.
const CLIENT_MODULES = ['BannerCarousel', 'HistoryDeleteAll', 'SearchBox'];

export default defineConfig(
  clientPackageConfig({
    entries: { index: 'src/index.ts', components: 'src/components/index.ts' },
    clientDir: 'src/components',
    clientModules: CLIENT_MODULES,
    styles: 'src/components/catalog.css',
    // Workspace packages and shared libraries stay imports: the app bundles one copy of each.
    external: ['react', 'react-dom', /^@cw\//, 'zod'],
  }),
);
