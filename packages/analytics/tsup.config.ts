import { defineConfig } from 'tsup';

export default defineConfig({
  entry: {
    index: 'src/index.ts',
    'consent-dialog': 'src/consentDialog.ts',
    // The dialog library's stylesheet with the site's colours, one file.
    styles: 'src/consentDialog.css',
  },
  format: ['esm'],
  dts: { entry: { index: 'src/index.ts', 'consent-dialog': 'src/consentDialog.ts' } },
  clean: true,
  sourcemap: true,
  target: 'es2022',
});
