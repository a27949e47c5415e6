import { clientPackageConfig } from '@cw/tsup-config';
import { defineConfig } from 'tsup';

export default defineConfig(
  clientPackageConfig({
    publicEntries: ['src/index.ts', 'src/components/index.ts'],
    styles: 'src/components/offline.css',
    // Workspace packages and React stay imports: the app and its service worker bundle one
    // copy of each.
    external: ['react', 'react-dom', /^@cw\//],
  }),
);
