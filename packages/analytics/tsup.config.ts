import { clientPackageConfig } from '@cw/tsup-config';
import { defineConfig } from 'tsup';

export default defineConfig(
  clientPackageConfig({
    // Module per module: a page that imports one builder bundles that module only, and the
    // tracker stays out of any page that loads it lazily.
    publicEntries: [
      'src/index.ts',
      'src/consentDialog.ts',
      'src/eventSchemas.ts',
      'src/components/index.ts',
    ],
    // The dialog library's stylesheet with the site's colours, one file, loaded with the
    // settings; the notice's, small, loaded on every page.
    styles: 'src/consentDialog.css',
    moreStyles: { notice: 'src/components/consentNotice.css' },
    // The app bundles one React, one zod and one dialog library.
    external: ['react', 'react-dom', 'zod', 'vanilla-cookieconsent', /^@cw\//],
  }),
);
