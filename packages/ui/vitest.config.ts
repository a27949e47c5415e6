import { domConfig } from '@cw/vitest-config';

// `styles.test.ts` reads the stylesheet.
export default domConfig({ stylesheets: [/styles\.css/] });
