import { clientPackageConfig } from '@cw/tsup-config';
import { defineConfig } from 'tsup';

// Modules marked 'use client' in src/components/; `components.test.ts` checks this list against the
// sources.
const CLIENT_MODULES = [
  'PagedStage',
  'VerticalStrip',
  'Viewer',
  'ViewerEndPanel',
  'ViewerStoreOnly',
  'useFullscreen',
  'useLatest',
  'usePagePreloader',
  'useViewportSize',
  'viewerContext',
];

export default defineConfig(
  clientPackageConfig({
    entries: { index: 'src/index.ts', components: 'src/components/index.ts' },
    clientDir: 'src/components',
    clientModules: CLIENT_MODULES,
    styles: 'src/components/viewer.css',
    // Workspace packages and shared libraries stay imports: the app bundles one copy of each.
    external: ['react', 'react-dom', 'zustand', /^@cw\//, 'zod'],
  }),
);
