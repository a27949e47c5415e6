import { nodeConfig } from '@cw/vitest-config';

export default nodeConfig();
