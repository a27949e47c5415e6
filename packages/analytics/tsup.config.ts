import { defineConfig } from 'tsup';

export default defineConfig({
  entry: {
    index: 'src/index.ts',
    'consent-dialog': 'src/consentDialog.ts',
    schemas: 'src/eventSchemas.ts',
    // The dialog library's stylesheet with the site's colours, one file.
    styles: 'src/consentDialog.css',
  },
  format: ['esm'],
  dts: {
    entry: {
      index: 'src/index.ts',
      'consent-dialog': 'src/consentDialog.ts',
      schemas: 'src/eventSchemas.ts',
    },
  },
  // The app bundles one zod.
  external: ['zod'],
  clean: true,
  sourcemap: true,
  target: 'es2022',
});
