import { componentPackageConfig } from '@cw/vitest-config';

export default componentPackageConfig({ stylesheets: [/viewer\.css/, /ui\/src\/tokens\.css/] });
