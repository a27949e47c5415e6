import { clientPackageConfig } from '@cw/tsup-config';
import { defineConfig } from 'tsup';

export default defineConfig(
  clientPackageConfig({
    publicEntries: ['src/index.ts'],
    styles: 'src/styles.css',
    external: ['react', 'react-dom'],
  }),
);
