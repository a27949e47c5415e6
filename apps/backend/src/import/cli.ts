import { runImportCli } from './importCli';

// Entry point of `npm run import`; exitCode rather than exit() lets stdout and stderr flush.
process.exitCode = await runImportCli(process.argv.slice(2));
