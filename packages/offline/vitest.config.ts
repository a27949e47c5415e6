import { componentPackageConfig } from '@cw/vitest-config';

// `components.test.ts` reads the stylesheet and checks it against the @cw/ui tokens.
export default componentPackageConfig({
  stylesheets: [/offline\.css/, /ui\/src\/(styles|tokens)\.css/],
});
