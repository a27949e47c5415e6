import { clientPackageConfig } from '@cw/tsup-config';
import { defineConfig } from 'tsup';

// Modules marked 'use client'; `styles.test.ts` checks this list against the sources.
const CLIENT_MODULES = ['Disclosure', 'Modal', 'ShareButton', 'Tabs', 'Thumbnail', 'useHydrated'];

export default defineConfig(
  clientPackageConfig({
    entries: { index: 'src/index.ts' },
    clientDir: 'src',
    clientModules: CLIENT_MODULES,
    styles: 'src/styles.css',
    external: ['react', 'react-dom'],
  }),
);
