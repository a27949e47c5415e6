import { componentPackageConfig } from '@cw/vitest-config';

export default componentPackageConfig({
  stylesheets: [/episodeList\.css/],
  // Role queries over a 160-episode list take seconds in happy-dom when CI runs every
  // package's tests at once on two cores.
  components: { testTimeout: 20_000 },
});
