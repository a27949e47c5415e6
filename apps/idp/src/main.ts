import { DEMO_ACCOUNT } from './accounts';
import { loadConfig } from './config';
import { createIdp } from './server';

const config = loadConfig();
const { server } = await createIdp(config);
server.listen(config.port, config.host, () => {
  console.log(`[idp] local OpenID provider at ${config.issuer} (demo: ${DEMO_ACCOUNT.email})`);
});
const stop = () => server.close(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
