import { componentPackageConfig } from '@cw/vitest-config';

export default componentPackageConfig({
  stylesheets: [/consentNotice\.css/, /ui\/src\/tokens\.css/],
});
