import { clientPackageConfig } from '@cw/tsup-config';
import { defineConfig } from 'tsup';

export default defineConfig(
  clientPackageConfig({
    // Module per module: a page that imports one builder bundles that module only, and the
    // tracker stays out of any page that loads it lazily.
    publicEntries: ['src/index.ts', 'src/consentDialog.ts', 'src/eventSchemas.ts'],
    // The dialog library's stylesheet with the site's colours, one file.
    styles: 'src/consentDialog.css',
    // The app bundles one zod and one dialog library.
    external: ['zod', 'vanilla-cookieconsent'],
  }),
);
