// Runs before `npm start` and `npm test` on whatever Node the machine has (20 is enough), so
// the README's two commands work on a fresh clone:
// - installs the workspace when node_modules is missing or older than the lockfile; the root
//   devDependency `node` then puts Node 24 first on PATH for every npm script and turbo task;
// - with --browser, installs Debian's Chromium for the end-to-end tests when it is missing
//   (browsers are never downloaded by a test tool).
import { execSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';

const run = (command) => execSync(command, { stdio: 'inherit' });

const marker = 'node_modules/.package-lock.json';
const stale =
  !existsSync(marker) ||
  !existsSync('node_modules/.bin/turbo') ||
  (existsSync('package-lock.json') &&
    statSync('package-lock.json').mtimeMs > statSync(marker).mtimeMs);
if (stale) {
  console.log('[setup] installing dependencies (npm install)');
  run('npm install --no-audit --no-fund');
}

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (process.argv.includes('--browser') && !existsSync(chromium)) {
  const sudo = process.getuid?.() === 0 ? '' : 'sudo ';
  console.log(`[setup] installing Debian's chromium for the end-to-end tests (${sudo}apt-get)`);
  run(`${sudo}apt-get update -qq && ${sudo}apt-get install -y -qq chromium`);
}
