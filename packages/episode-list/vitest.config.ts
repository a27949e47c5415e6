import { componentPackageConfig } from '@cw/vitest-config';

export default componentPackageConfig({
  stylesheets: [/episodeList\.css/, /ui\/src\/tokens\.css/],
});
