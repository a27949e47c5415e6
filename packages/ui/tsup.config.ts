import { clientPackageConfig } from '@cw/tsup-config';
import { defineConfig } from 'tsup';

export default defineConfig(
  clientPackageConfig({
    publicEntries: ['src/index.ts'],
    // The tokens and the components in one file; the document base (box sizing, the font,
    // the focus ring) apart, for the app's root and the Storybook preview; the tokens alone
    // for a stylesheet that needs nothing else.
    styles: 'src/styles.css',
    moreStyles: { base: 'src/base.css', tokens: 'src/tokens.css' },
    external: ['react', 'react-dom'],
  }),
);
