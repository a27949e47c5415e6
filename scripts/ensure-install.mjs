// Runs before `npm start` and `npm test` on whatever Node the machine has (20 is enough), so
// the README's two commands work on a fresh clone:
// - installs the workspace when node_modules is missing or older than the lockfile; the root
//   devDependency `node` then puts Node 24 first on PATH for every npm script and turbo task;
// - with --stress, installs Debian's stress-ng for `npm run test:stress`;
// - with --browser, installs Debian's Chromium and a Japanese font for the end-to-end tests
//   when they are missing (browsers are never downloaded by a test tool), Java for the Nu Html
//   Checker of the HTML validity test, and nginx and PostgreSQL for the resilience suite (it
//   runs its own nginx and its own PostgreSQL cluster on free ports; the packages' services are
//   not used).
import { execSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';

const run = (command) => execSync(command, { stdio: 'inherit' });

const marker = 'node_modules/.package-lock.json';
const stale =
  !existsSync(marker) ||
  !existsSync('node_modules/.bin/turbo') ||
  (existsSync('package-lock.json') &&
    statSync('package-lock.json').mtimeMs > statSync(marker).mtimeMs);
if (stale) {
  console.log('[setup] installing dependencies (npm install)');
  // --prefer-offline: what the npm cache already holds is used without asking the registry
  // whether it changed (the lockfile pins every version and its integrity); what it lacks is
  // fetched. A warm cache then installs without a round trip per package.
  run('npm install --prefer-offline --no-audit --no-fund');
}

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
// The screenshot tests check that Chromium draws Japanese: a CJK font, for the tests only (the
// service itself ships the font its images need).
const japaneseFont = '/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc';
const hasPostgres =
  Boolean(process.env.PG_BIN) ||
  (existsSync('/usr/lib/postgresql') &&
    readdirSync('/usr/lib/postgresql').some((v) =>
      existsSync(`/usr/lib/postgresql/${v}/bin/initdb`),
    ));
const missing = [
  ...(existsSync(chromium) ? [] : ['chromium']),
  ...(existsSync(japaneseFont) ? [] : ['fonts-noto-cjk']),
  ...(existsSync(process.env.NGINX_PATH ?? '/usr/sbin/nginx') ? [] : ['nginx']),
  ...(hasPostgres ? [] : ['postgresql']),
  // The HTML validity test runs the Nu Html Checker (the npm package vnu-jar) on Java.
  ...(existsSync('/usr/bin/java') ? [] : ['default-jre-headless']),
  // `npm run test:stress` keeps the cores busy with it.
  ...(process.argv.includes('--stress') && !existsSync('/usr/bin/stress-ng') ? ['stress-ng'] : []),
];
if (process.argv.includes('--browser') && missing.length > 0) {
  const sudo = process.getuid?.() === 0 ? '' : 'sudo ';
  console.log(
    `[setup] installing Debian's ${missing.join(', ')} for the end-to-end and resilience tests`,
  );
  run(`${sudo}apt-get update -qq && ${sudo}apt-get install -y -qq ${missing.join(' ')}`);
}
