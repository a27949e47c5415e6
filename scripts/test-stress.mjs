// `npm run test:stress`: the suites that wait on rendering, lazily loaded code and a running
// service (the component tests, every story's play function, the web app's unit and
// end-to-end tests) run while `stress-ng` keeps every core busy, as on a developer's machine
// that is still building or running a browser when CI starts. A test that passes only on a
// quiet machine fails here. Run it after adding lazy loading or any timing-dependent UI.
// Prints the time it took; exits with the tests' status.
import { spawn, spawnSync } from 'node:child_process';
import { availableParallelism } from 'node:os';

const SUITES = [
  '@cw/ui',
  '@cw/catalog',
  '@cw/episode-list',
  '@cw/viewer',
  '@cw/offline',
  '@cw/storybook',
  '@cw/web',
];
// Longer than any run; the load is stopped as soon as the tests end.
const MAX_SECONDS = 3 * 60 * 60;

const cores = availableParallelism();
const load = spawn(
  'stress-ng',
  ['--cpu', String(cores), '--timeout', `${MAX_SECONDS}s`, '--quiet'],
  {
    stdio: 'inherit',
  },
);
load.on('error', (error) => {
  console.error(`[stress] stress-ng did not start: ${error.message}`);
  process.exit(1);
});
console.log(`[stress] ${cores} CPU workers of stress-ng beside the tests`);

const started = Date.now();
const tests = spawnSync(
  'turbo',
  [
    'run',
    'test',
    '--continue=dependencies-successful',
    // Every run tests: a result cached from a quiet machine proves nothing here.
    '--force',
    ...SUITES.map((suite) => `--filter=${suite}`),
  ],
  { stdio: 'inherit' },
);
load.kill();
const seconds = Math.round((Date.now() - started) / 1000);
console.log(
  `[stress] ${tests.status === 0 ? 'passed' : 'FAILED'} in ${seconds} s under ${cores} CPU workers`,
);
process.exit(tests.status ?? 1);
