import { domConfig } from '@cw/vitest-config';

// `styles.test.ts` reads the stylesheets.
export default domConfig({ stylesheets: [/(styles|tokens|base)\.css/] });
