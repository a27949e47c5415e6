import { clientPackageConfig } from '@cw/tsup-config';
import { defineConfig } from 'tsup';

export default defineConfig(
  clientPackageConfig({
    publicEntries: ['src/index.ts', 'src/components/index.ts'],
    styles: 'src/components/catalog.css',
    // Workspace packages and shared libraries stay imports: the app bundles one copy of each.
    external: ['react', 'react-dom', /^@cw\//, 'zod'],
  }),
);
