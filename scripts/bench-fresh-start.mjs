// `npm run bench`, fresh start: seconds from a clean clone to the first page served by the
// README's run command, per stage, with an empty npm cache and then with the cache that run
// filled (warm), and the embedded database's size after seeding. Budget: under 3 minutes with
// an empty cache, under 2 with a warm one.
//
// The clone is of this repository's working tree (HEAD plus uncommitted changes and new files),
// so a change is measured before it is committed. The stages are those of `npm start`, run one
// by one so each is timed, on free ports (3000, 4000 and 4001 may be taken on a shared machine):
//   install      `npm run prestart` (scripts/ensure-install.mjs: npm install), on the machine's
//                own Node, as on a fresh machine
//   build        what `turbo run start` builds first: its `build` dependencies
//   seed         backend start to healthy: migrations and the seed of the embedded database
//   first page   from starting the three processes to `/` answered 200 (rendered on request)
// Usage: node scripts/bench-fresh-start.mjs [--keep-cache DIR]. With --keep-cache the npm cache
// is DIR, which must be absent or empty (the empty-cache run starts from it; never a cache in
// use, such as ~/.npm), and is kept afterwards. Writes BENCH_RESULT when set.
import { execFileSync, spawn } from 'node:child_process';
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { delimiter, dirname, join, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');
const BUDGET_SECONDS = { empty: 180, warm: 120 };

const freePort = () =>
  new Promise((done, fail) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => (port ? done(port) : fail(new Error('no port'))));
    });
  });

/** PATH without any node_modules/.bin: the machine's own Node and npm, as on a fresh machine. */
const machinePath = (process.env.PATH ?? '')
  .split(delimiter)
  .filter((entry) => !entry.includes(`node_modules${'/'}.bin`))
  .join(delimiter);

function run(command, args, options) {
  return new Promise((done, fail) => {
    const child = spawn(command, args, { stdio: ['ignore', 'ignore', 'pipe'], ...options });
    let stderr = '';
    child.stderr?.on('data', (chunk) => {
      stderr = (stderr + chunk).slice(-4000);
    });
    child.on('exit', (status) =>
      status === 0
        ? done()
        : fail(new Error(`${command} ${args.join(' ')} exited ${status}\n${stderr}`)),
    );
  });
}

async function timed(step) {
  const started = performance.now();
  await step();
  return (performance.now() - started) / 1000;
}

/** A clone of the working tree: HEAD, then the uncommitted changes and the new files on top. */
function cloneWorkingTree(target) {
  execFileSync('git', ['clone', '--quiet', '--no-hardlinks', root, target]);
  const diff = execFileSync('git', ['-C', root, 'diff', 'HEAD', '--binary'], {
    maxBuffer: 256 * 1024 * 1024,
  });
  if (diff.length > 0) execFileSync('git', ['-C', target, 'apply', '--binary'], { input: diff });
  const untracked = execFileSync(
    'git',
    ['-C', root, 'ls-files', '--others', '--exclude-standard', '-z'],
    { encoding: 'utf8' },
  )
    .split('\0')
    .filter(Boolean);
  for (const file of untracked) {
    mkdirSync(dirname(join(target, file)), { recursive: true });
    copyFileSync(join(root, file), join(target, file));
  }
  return { changedFiles: diff.length > 0, untracked: untracked.length };
}

async function waitUntil(url, deadline, isUp = (response) => response.ok) {
  while (Date.now() < deadline) {
    try {
      if (isUp(await fetch(url, { redirect: 'manual' }))) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${url} did not answer`);
}

function stop(child) {
  return new Promise((done) => {
    // Ended already: by itself (exitCode) or by an earlier stop (signalCode); waiting for another
    // exit would never settle, and Node ends the script on the unsettled await.
    if (child.exitCode !== null || child.signalCode !== null) return done();
    child.once('exit', () => done());
    child.kill('SIGTERM');
  });
}

/** One fresh start with the npm cache at `cacheDir` as it is (empty, or filled by a run). */
async function freshStart(cacheDir) {
  const clone = mkdtempSync(join(tmpdir(), 'cw-fresh-'));
  const { DATABASE_URL: _database, ...inherited } = process.env;
  const env = {
    // The README's run command: the embedded database, whatever this shell points at.
    ...inherited,
    PATH: machinePath,
    npm_config_cache: cacheDir,
    TURBO_TELEMETRY_DISABLED: '1',
    NEXT_TELEMETRY_DISABLED: '1',
    STORYBOOK_DISABLE_TELEMETRY: '1',
  };
  const children = [];
  try {
    cloneWorkingTree(clone);
    const install = await timed(() => run('npm', ['run', 'prestart'], { cwd: clone, env }));

    // From here on, as `npm start` runs: its scripts see the installed Node 24 first on PATH.
    const bin = join(clone, 'node_modules/.bin');
    const appEnv = { ...env, PATH: `${bin}${delimiter}${machinePath}` };
    // The build `npm start` runs (root package.json): what it serves, no type declarations.
    const build = await timed(() =>
      run(
        join(bin, 'turbo'),
        [
          'run',
          'build',
          '--filter=@cw/web',
          '--filter=@cw/backend',
          '--filter=@cw/idp',
          '--output-logs=errors-only',
        ],
        { cwd: clone, env: { ...appEnv, CW_SKIP_DECLARATIONS: '1' } },
      ),
    );

    const [webPort, backendPort, idpPort] = await Promise.all([freePort(), freePort(), freePort()]);
    const backendUrl = `http://127.0.0.1:${backendPort}`;
    const siteUrl = `http://127.0.0.1:${webPort}`;
    const node = join(bin, 'node');
    const started = performance.now();
    const deadline = Date.now() + 300_000;
    const backend = spawn(node, ['dist/main.js'], {
      cwd: join(clone, 'apps/backend'),
      env: { ...appEnv, PORT: String(backendPort) },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    children.push(backend);
    let backendLog = '';
    backend.stdout.on('data', (chunk) => {
      backendLog += chunk;
    });
    children.push(
      spawn(node, ['dist/main.js'], {
        cwd: join(clone, 'apps/idp'),
        env: { ...appEnv, IDP_PORT: String(idpPort) },
        stdio: ['ignore', 'ignore', 'inherit'],
      }),
    );
    children.push(
      spawn(node, ['serve.ts'], {
        cwd: join(clone, 'apps/web'),
        env: {
          ...appEnv,
          PORT: String(webPort),
          HOSTNAME: '127.0.0.1',
          NEXTAUTH_URL: siteUrl,
          BACKEND_URL: backendUrl,
          LOCAL_IDP_URL: `http://localhost:${idpPort}`,
        },
        stdio: ['ignore', 'ignore', 'inherit'],
      }),
    );
    await waitUntil(`${backendUrl}/healthz`, deadline);
    const seed = (performance.now() - started) / 1000;
    await waitUntil(`${siteUrl}/`, deadline, (response) => response.status === 200);
    const firstPage = (performance.now() - started) / 1000;
    const readyMs = Number(/ready in (\d+) ms/.exec(backendLog)?.[1] ?? Number.NaN);
    for (const child of children) await stop(child);
    const databaseBytes = Number(
      execFileSync('du', ['-sb', join(clone, 'apps/backend/.data/db')], { encoding: 'utf8' }).split(
        '\t',
      )[0],
    );
    return {
      install,
      build,
      seed,
      backendReadyMs: readyMs,
      firstPage,
      total: install + build + firstPage,
      databaseBytes,
    };
  } finally {
    for (const child of children) await stop(child);
    rmSync(clone, { recursive: true, force: true });
  }
}

const keep = process.argv.indexOf('--keep-cache');
const cacheDir =
  keep === -1 ? mkdtempSync(join(tmpdir(), 'cw-fresh-npm-cache-')) : process.argv[keep + 1];
if (cacheDir === undefined) throw new Error('--keep-cache needs a directory');
// The empty-cache run empties the directory first: never one that holds anything already.
if (keep !== -1 && existsSync(cacheDir) && readdirSync(cacheDir).length > 0) {
  throw new Error(`--keep-cache ${cacheDir}: the directory must be absent or empty`);
}
try {
  const node = execFileSync('node', ['--version'], {
    encoding: 'utf8',
    env: { ...process.env, PATH: machinePath },
  }).trim();
  console.log(`fresh start (clean clone of the working tree, machine's Node ${node})`);
  const runs = {};
  for (const cache of ['empty', 'warm']) {
    if (cache === 'empty') {
      rmSync(cacheDir, { recursive: true, force: true });
      mkdirSync(cacheDir, { recursive: true });
    }
    const figures = await freshStart(cacheDir);
    const within = figures.total < BUDGET_SECONDS[cache];
    runs[cache] = { ...figures, budgetSeconds: BUDGET_SECONDS[cache], within };
    console.log(
      `${cache.padEnd(5)} npm cache: install ${figures.install.toFixed(0)} s, build ${figures.build.toFixed(0)} s, seed ${figures.seed.toFixed(0)} s (backend ready in ${(figures.backendReadyMs / 1000).toFixed(1)} s), first page ${figures.firstPage.toFixed(0)} s after start; total ${figures.total.toFixed(0)} s (budget < ${BUDGET_SECONDS[cache]} s: ${within ? 'within' : 'OVER'})`,
    );
  }
  const databaseMb = runs.empty.databaseBytes / 1024 / 1024;
  console.log(`embedded database after seeding: ${databaseMb.toFixed(0)} MB`);
  const within = runs.empty.within && runs.warm.within;
  if (process.env.BENCH_RESULT) {
    writeFileSync(
      process.env.BENCH_RESULT,
      `${JSON.stringify({ bench: 'freshStart', machineNode: node, runs, within }, null, 2)}\n`,
    );
  }
  if (!within) process.exitCode = 1;
} finally {
  if (keep === -1) rmSync(cacheDir, { recursive: true, force: true });
}
