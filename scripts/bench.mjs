// `npm run bench`: every benchmark of the repository in one run, on one machine, printed as one
// table and written to docs/benchmarks.md with the machine and the date. Each piece stays
// runnable alone (see the README); here each runs in its own process and hands its figures over
// as JSON (the file named by BENCH_RESULT).
//
//   npm run bench                               everything (about 30 minutes on 2 cores)
//   npm run bench -- --only lighthouse,firstLoadJs
//   npm run bench -- --skip freshStart
//   npm run bench -- --results DIR            keep each piece's figures (JSON) in DIR
//   npm run bench -- --render DIR             write the table again from a kept DIR, run nothing
//
// Shorter runs, to check the bench works (their figures are not the budgets' judges):
// LIGHTHOUSE_RUNS (5) runs per page, BENCH_SECONDS (10) seconds per load measurement.
//
// PostgreSQL figures of the backend need BENCH_DATABASE_URL (or TEST_DATABASE_URL): a server
// where the bench may create and drop a database of its own.
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, freemem, loadavg, release, tmpdir, totalmem } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';

const root = resolve(import.meta.dirname, '..');

const PIECES = [
  {
    name: 'backend',
    title: 'Backend HTTP (autocannon)',
    command: [process.execPath, ['apps/backend/dist/bench.js']],
  },
  {
    name: 'firstLoadJs',
    title: 'First-load JavaScript',
    command: [process.execPath, ['apps/web/bench/firstLoadJs.mjs']],
  },
  {
    name: 'lighthouse',
    title: 'Page load (Lighthouse mobile)',
    command: [process.execPath, ['apps/web/bench/lighthouse.mjs']],
  },
  {
    name: 'httpCache',
    title: 'Pages behind an HTTP cache',
    command: [process.execPath, ['apps/web/bench/httpCache.mjs']],
  },
  {
    name: 'viewer',
    title: 'Viewer',
    command: [process.execPath, ['apps/web/bench/viewer.mjs']],
  },
  {
    name: 'freshStart',
    title: 'Fresh start',
    command: [process.execPath, ['scripts/bench-fresh-start.mjs']],
  },
];

const { values } = parseArgs({
  options: {
    only: { type: 'string' },
    skip: { type: 'string' },
    output: { type: 'string', default: 'docs/benchmarks.md' },
    results: { type: 'string' },
    render: { type: 'string' },
  },
});
const only = values.only?.split(',');
const skip = values.skip?.split(',') ?? [];
for (const name of [...(only ?? []), ...skip]) {
  if (!PIECES.some((piece) => piece.name === name)) {
    throw new Error(`no bench named ${name} (${PIECES.map((p) => p.name).join(', ')})`);
  }
}
const selected = PIECES.filter(
  (piece) => (only ? only.includes(piece.name) : true) && !skip.includes(piece.name),
);

const quiet = (command, args) => {
  try {
    return execFileSync(command, args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] })
      .trim()
      .split('\n')[0];
  } catch {
    return null;
  }
};

function machine() {
  const osRelease = (() => {
    try {
      return /^PRETTY_NAME="?([^"\n]+)/m.exec(readFileSync('/etc/os-release', 'utf8'))?.[1];
    } catch {
      return undefined;
    }
  })();
  const postgres = quiet('sh', ['-c', 'ls -d /usr/lib/postgresql/*/bin/postgres | tail -n 1']);
  return {
    cpu: cpus()[0]?.model ?? 'unknown',
    cores: cpus().length,
    memoryGiB: Math.round(totalmem() / 1024 ** 3),
    freeMemoryGiB: Math.round(freemem() / 1024 ** 3),
    os: `${osRelease ?? 'Linux'} (kernel ${release()})`,
    node: process.version,
    chromium: quiet(process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', ['--version']),
    nginx: quiet('sh', ['-c', `${process.env.NGINX_PATH ?? '/usr/sbin/nginx'} -v 2>&1`]),
    postgres: postgres ? quiet(postgres, ['--version']) : null,
  };
}

function runPiece(piece, resultFile, env) {
  return new Promise((done) => {
    const [command, args] = piece.command;
    // A kept results directory may hold an earlier run's figures: never read those as this run's.
    rmSync(resultFile, { force: true });
    const started = Date.now();
    const child = spawn(command, args, {
      cwd: root,
      env: { ...env, BENCH_RESULT: resultFile },
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    child.on('exit', (status) => {
      let result = null;
      try {
        result = JSON.parse(readFileSync(resultFile, 'utf8'));
      } catch {
        // No figures: the piece failed before writing them.
      }
      done({ status, result, seconds: (Date.now() - started) / 1000 });
    });
  });
}

// ---- formatting -------------------------------------------------------------------------------

const ms = (value) => (typeof value === 'number' ? `${Math.round(value)} ms` : 'n/a');
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} kB`;
const rps = (value) => `${Math.round(value).toLocaleString('en-US')}/s`;
const verdict = (ok, misses = []) =>
  ok === null || ok === undefined
    ? '–'
    : ok
      ? 'within'
      : `**OVER**${misses.length ? `: ${misses.join(', ')}` : ''}`;

/** Rows of the one table: [area, item, figure, against, budget, verdict]. */
/** The rows of the HTTP cache's loads: (a), (b) and (c) of each page. */
function httpCacheRows(result) {
  return result.results.flatMap((r) => {
    const line = (m) => `${rps(m.requestsPerSecond)} · p50 ${m.p50} ms · p99 ${m.p99} ms`;
    return [
      ['HTTP cache', `${r.name}: (a) app alone`, line(r.app), '', '', ''],
      [
        'HTTP cache',
        `${r.name}: (b) nginx proxy_cache (${r.cacheStatus ?? 'no status'})`,
        line(r.cached),
        // Infinity (JSON null) when the app alone answered nothing counted as a success.
        Number.isFinite(r.cachedOfApp) ? `${r.cachedOfApp.toFixed(1)}× (a)` : '(a) answered 0/s',
        '',
        '',
      ],
      [
        'HTTP cache',
        `${r.name}: (c) nginx static file`,
        line(r.static),
        `(b) = ${r.cachedOfStatic.toFixed(2)}× (c)`,
        `(b) ≥ ${result.budget.cachedOfStatic}× (c)`,
        verdict(r.within),
      ],
    ];
  });
}

function rows(name, result) {
  switch (name) {
    case 'lighthouse': {
      const f = result.floor;
      const out = result.pages.map((p) => {
        if (p.status && p.status !== 200) {
          return ['Page load', p.name, `answered ${p.status}`, '', '', verdict(false)];
        }
        const misses = Object.entries(p.checks)
          .filter(([, ok]) => !ok)
          .map(([key]) => key);
        return [
          'Page load',
          `${p.name} (\`${p.path.replace(/^\/(detail|viewer)\/.*/, '/$1/…')}\`)`,
          `perf ${p.performance} · a11y ${p.accessibility} · CLS ${p.cls?.toFixed(3)} · TBT ${ms(p.tbt)} · LCP ${ms(p.lcp)} · artefact ${p.artefactRuns}/${p.runs.length}`,
          `TBT ${p.tbtRatio?.toFixed(2)}× floor · main thread ${p.mainThreadRatio?.toFixed(2)}× floor`,
          `perf ≥ ${p.performanceFloor} · a11y 100 · CLS < 0.05 · TBT ≤ ${ms(p.tbtLimit)} · main thread ≤ ${ms(p.mainThreadLimit)} · LCP ≤ ${ms(p.lcpLimit)}`,
          verdict(p.within, misses),
        ];
      });
      out.push([
        'Page load',
        'bare Next.js page (floor)',
        `perf ${f.performance} · TBT ${ms(f.tbt)} · LCP ${ms(f.lcp)} · main thread ${ms(f.mainThread)} · artefact ${f.artefactRuns}/${f.runs.length}`,
        `median of ${result.runs} (runs without artefact)`,
        '',
        '',
      ]);
      return out;
    }
    case 'firstLoadJs':
      return [
        ...result.routes.map((r) => [
          'First-load JS (gzip)',
          `${r.kind}${r.status === 200 ? '' : ` (${r.status})`}`,
          kb(r.bytes),
          `${r.ratio.toFixed(2)}× floor`,
          `≤ ${result.budget}×`,
          verdict(r.within),
        ]),
        ['First-load JS (gzip)', 'bare Next.js page (floor)', kb(result.floor.bytes), '', '', ''],
      ];
    case 'httpCache':
      return [
        ...httpCacheRows(result),
        ...(result.cpu ?? []).map((r) => [
          'Server CPU per request',
          `${r.name} (\`${r.path.replace(/^\/(detail|viewer)\/.*/, '/$1/…')}\`)`,
          `hit ${r.hit.toFixed(1)} ms · render ${r.render.toFixed(1)} ms`,
          `at 0b590ec: hit ${r.before.hit} ms · render ${r.before.render} ms`,
          `hit ≤ ${r.before.hit / 2} ms · render ≤ ${r.before.render / 2} ms`,
          verdict(r.within),
        ]),
      ];
    case 'backend':
      return [
        ...result.measurements.map((m) => [
          'Backend (50 connections)',
          `${m.route} · ${m.engine}`,
          `${rps(m.requestsPerSecond)} · p50 ${m.p50} ms · p99 ${m.p99} ms${m.failures ? ` · ${m.failures} failures` : ''}`,
          '',
          m.engine === 'postgres' && m.route === 'work detail'
            ? `p99 < ${result.budget.workDetailP99OnPostgresMs} ms`
            : '',
          m.engine === 'postgres' && m.route === 'work detail' ? verdict(result.within) : '',
        ]),
        ...(result.postgresSkipped
          ? [
              [
                'Backend (50 connections)',
                'PostgreSQL',
                'skipped: no BENCH_DATABASE_URL',
                '',
                '',
                '',
              ],
            ]
          : []),
      ];
    case 'viewer':
      return [
        ...result.turnRuns.map((run) => [
          'Viewer',
          `page turn, key → paint (${run.count} turns, CPU ${run.cpuRate}×)`,
          `median ${run.median.toFixed(1)} ms · p95 ${run.p95.toFixed(1)} ms`,
          `${run.decodedBefore}/${run.count} already decoded`,
          run.cpuRate === 1 ? 'median ≤ 16.7 ms · p95 < 33 ms' : 'p95 ≤ 33 ms',
          verdict(run.within),
        ]),
        ...result.nextEpisode.map((device) => [
          'Viewer',
          `次の話へ → next episode's first page painted (${device.device}, median of ${device.runs.length})`,
          `${device.median.toFixed(0)} ms`,
          `runs ${device.runs.map((ms) => ms.toFixed(0)).join(', ')} ms`,
          `≤ ${result.budget.nextEpisodeMs} ms`,
          verdict(device.within),
        ]),
        ['Viewer', 'CLS while reading', result.cls.toFixed(4), '', '0', verdict(result.cls === 0)],
        [
          'Viewer',
          `decoded-image peak (${result.vertical.pages}-page vertical episode)`,
          `${result.vertical.peakDecoded} decoded · ${result.vertical.peakWithSource} with a source`,
          `read to page ${result.vertical.reached}`,
          'bounded',
          '–',
        ],
        ...(result.saves ?? []).map((save) => [
          'Offline',
          `save a ${save.pages}-page episode, phone at ${save.width} px (${save.run === 'first' ? 'first save' : 'deleted, saved again'})`,
          `${(save.bytes / 1e6).toFixed(1)} MB (${save.format}) stored in ${save.seconds.toFixed(1)} s`,
          'page variants rendered on first request',
          '',
          '–',
        ]),
      ];
    case 'freshStart': {
      const line = (r) =>
        `${Math.round(r.total)} s: install ${Math.round(r.install)} s · build ${Math.round(r.build)} s · seed ${Math.round(r.seed)} s · first page ${Math.round(r.firstPage)} s after start`;
      return [
        [
          'Fresh start',
          'clean clone → first page, empty npm cache',
          line(result.runs.empty),
          `machine's Node ${result.machineNode}`,
          '< 180 s',
          verdict(result.runs.empty.within),
        ],
        [
          'Fresh start',
          'clean clone → first page, warm npm cache',
          line(result.runs.warm),
          '',
          '< 120 s',
          verdict(result.runs.warm.within),
        ],
        [
          'Fresh start',
          'embedded database after seeding',
          `${(result.runs.empty.databaseBytes / 1024 / 1024).toFixed(0)} MB`,
          '',
          '',
          '',
        ],
      ];
    }
    default:
      return [];
  }
}

/** The largest contentful paint of a page's last run: its element and where its time went. */
const lcpCause = (element) =>
  element
    ? ` The largest paint (last run) was \`${element.selector}\`${element.label ? ` ("${element.label.slice(0, 60)}")` : ''}: observed ${element.phases.map((phase) => `${phase.name.toLowerCase()} ${ms(phase.ms)}`).join(', ')}.`
    : '';

/** A page's main-thread time by kind next to the floor's, largest first. */
const mainThreadKinds = (page, floor) =>
  Object.entries(page.mainThreadByKind ?? {})
    .sort((a, b) => b[1] - a[1])
    .map(([kind, value]) => `${kind} ${ms(value)} (${ms(floor.mainThreadByKind?.[kind])})`)
    .join(', ') || 'n/a';

/**
 * For every budget missed, what the same run measured about it: the figures that explain the
 * miss (not a guess), so docs/benchmarks.md says why next to the verdict.
 */
function causes(name, result) {
  const out = [];
  switch (name) {
    case 'lighthouse':
      for (const p of result.pages) {
        if (p.within) continue;
        if (p.status && p.status !== 200) {
          out.push(`Page load, ${p.name}: the page answered ${p.status}.`);
          continue;
        }
        const scripts = (p.heaviest ?? [])
          .map(
            (s) => `${s.url.replace(/^https?:\/\/[^/]+/, '') || 'the document'} ${ms(s.totalMs)}`,
          )
          .join(', ');
        const judged = `judged on ${p.runs.length - p.artefactRuns} of ${p.runs.length} runs (artefact on ${p.artefactRuns})`;
        if (!p.checks.tbt || p.checks.mainThread === false) {
          const over = [
            !p.checks.tbt &&
              `TBT ${ms(p.tbt)} > ${ms(p.tbtLimit)} (${result.budget.tbtOfFloor}× the floor's ${ms(result.floor.tbt)})`,
            p.checks.mainThread === false &&
              `main-thread work > ${ms(p.mainThreadLimit)} (${result.budget.mainThreadOfFloor}× the floor's ${ms(result.floor.mainThread)})`,
          ].filter(Boolean);
          out.push(
            `Page load, ${p.name}: ${over.join(', ')}; main-thread work ${ms(p.mainThread)}, ${p.mainThreadRatio?.toFixed(2)}× the floor's (by kind, the floor's in brackets: ${mainThreadKinds(p, result.floor)}); scripts with the most main-thread time: ${scripts || 'n/a'}; ${judged}.`,
          );
        }
        if (!p.checks.lcp) {
          out.push(
            `Page load, ${p.name}: LCP ${ms(p.lcp)} > ${ms(p.lcpLimit)}, FCP ${ms(p.fcp)}; ${judged}; the floor's LCP ${ms(result.floor.lcp)} in the same run.${lcpCause(p.lcpElement)}`,
          );
        }
        if (!p.checks.performance) {
          out.push(
            `Page load, ${p.name}: performance ${p.performance} < ${p.performanceFloor} (floor ${result.floor.performance}), from the metrics above (TBT ${ms(p.tbt)}, LCP ${ms(p.lcp)}, CLS ${p.cls?.toFixed(3)}).`,
          );
        }
        if (!p.checks.accessibility) {
          out.push(
            `Page load, ${p.name}: accessibility ${p.accessibility}; failing audits: ${(p.failingAccessibility ?? []).join(', ') || 'n/a'}.`,
          );
        }
        if (!p.checks.cls) out.push(`Page load, ${p.name}: CLS ${p.cls?.toFixed(3)} ≥ 0.05.`);
      }
      break;
    case 'firstLoadJs':
      for (const r of result.routes) {
        if (r.within) continue;
        const largest = (r.largest ?? []).map((s) => `${s.src} ${kb(s.bytes)}`).join(', ');
        out.push(
          `First-load JS, ${r.kind}: ${kb(r.bytes - result.floor.bytes)} over the floor in ${r.scripts} scripts (floor ${result.floor.scripts}); largest: ${largest}.`,
        );
      }
      break;
    case 'httpCache':
      for (const r of (result.cpu ?? []).filter((row) => !row.within)) {
        out.push(
          `Server CPU, ${r.name}: hit ${r.hit.toFixed(1)} ms, render ${r.render.toFixed(1)} ms per request (at 0b590ec ${r.before.hit} and ${r.before.render} ms).`,
        );
      }
      for (const r of result.results) {
        if (r.within) continue;
        out.push(
          r.cacheStatus === 'HIT'
            ? `HTTP cache, ${r.name}: cached ${rps(r.cached.requestsPerSecond)} (p99 ${r.cached.p99} ms) vs static file ${rps(r.static.requestsPerSecond)} (p99 ${r.static.p99} ms).`
            : `HTTP cache, ${r.name}: the second request was not served from the cache (X-Cache-Status ${r.cacheStatus ?? 'absent'}).`,
        );
      }
      break;
    case 'backend':
      if (result.within === false) {
        const detail = result.measurements.find(
          (m) => m.engine === 'postgres' && m.route === 'work detail',
        );
        out.push(
          `Backend: work detail on PostgreSQL p99 ${detail?.p99} ms (${result.episodes} episodes), p50 ${detail?.p50} ms.`,
        );
      }
      break;
    case 'viewer':
      for (const run of result.turnRuns.filter((r) => !r.within)) {
        out.push(
          `Viewer: page turn at ${run.cpuRate}× CPU median ${run.median.toFixed(1)} ms, p95 ${run.p95.toFixed(1)} ms, ${run.decodedBefore}/${run.count} pages decoded before their turn.`,
        );
      }
      for (const device of result.nextEpisode.filter((d) => !d.within)) {
        out.push(
          `Viewer: 次の話へ on a ${device.device}, the next episode's first page painted after ${device.median.toFixed(0)} ms (runs ${device.runs.map((ms) => ms.toFixed(0)).join(', ')} ms).`,
        );
      }
      if (result.cls !== 0) {
        out.push(
          `Viewer: CLS while reading ${result.cls.toFixed(4)}, from ${(result.shifts ?? []).join('; ') || 'shifts not recorded'}.`,
        );
      }
      break;
    case 'freshStart':
      for (const [cache, r] of Object.entries(result.runs)) {
        if (r.within) continue;
        out.push(
          `Fresh start, ${cache} npm cache: ${Math.round(r.total)} s ≥ ${r.budgetSeconds} s; install ${Math.round(r.install)} s, build ${Math.round(r.build)} s, seed ${Math.round(r.seed)} s, first page ${Math.round(r.firstPage)} s after start.`,
        );
      }
      break;
    default:
  }
  return out;
}

function table(all) {
  const header = ['area', 'measured', 'figure', 'against', 'budget', 'verdict'];
  const cellText = (cell) => String(cell).replaceAll('|', '\\|');
  return [
    `| ${header.join(' | ')} |`,
    `| ${header.map(() => '---').join(' | ')} |`,
    ...all.map((row) => `| ${row.map(cellText).join(' | ')} |`),
  ].join('\n');
}

// ---- run --------------------------------------------------------------------------------------

const env = {
  ...process.env,
  TURBO_TELEMETRY_DISABLED: '1',
  NEXT_TELEMETRY_DISABLED: '1',
  STORYBOOK_DISABLE_TELEMETRY: '1',
  // The pieces that compare with a bare Next.js page share one build of it per run.
  BENCH_RUN_ID: `${process.pid}-${Date.now()}`,
};
/** How this run was taken: kept beside the figures so that `--render` writes the same page. */
let run;
const outcomes = [];
if (values.render) {
  run = JSON.parse(readFileSync(join(values.render, 'run.json'), 'utf8'));
  for (const piece of selected) {
    const file = join(values.render, `${piece.name}.json`);
    if (!existsSync(file)) continue;
    outcomes.push({ piece, result: JSON.parse(readFileSync(file, 'utf8')), status: 0, seconds: 0 });
  }
} else {
  run = {
    startedAt: new Date().toISOString(),
    loadBefore: loadavg(),
    box: machine(),
    knobs: {
      LIGHTHOUSE_RUNS: process.env.LIGHTHOUSE_RUNS ?? null,
      BENCH_SECONDS: process.env.BENCH_SECONDS ?? null,
    },
  };
  console.log(
    `npm run bench: ${selected.map((p) => p.name).join(', ')} on ${run.box.cores} × ${run.box.cpu}, load ${run.loadBefore.map((l) => l.toFixed(1)).join(' ')}`,
  );
  // What the pieces run: the production builds of the web app and backend (a cache hit when
  // nothing changed).
  execFileSync(
    join(root, 'node_modules/.bin/turbo'),
    ['run', 'build', '--filter=@cw/web', '--filter=@cw/backend', '--output-logs=errors-only'],
    { cwd: root, env, stdio: 'inherit' },
  );

  const scratch = values.results
    ? resolve(values.results)
    : mkdtempSync(join(tmpdir(), 'cw-bench-results-'));
  mkdirSync(scratch, { recursive: true });
  try {
    for (const piece of selected) {
      console.log(`\n=== ${piece.title} (${piece.name}) ===`);
      const outcome = await runPiece(piece, join(scratch, `${piece.name}.json`), env);
      outcomes.push({ piece, ...outcome });
    }
    run.finishedAt = new Date().toISOString();
    run.loadAfter = loadavg();
    if (values.results)
      writeFileSync(join(scratch, 'run.json'), `${JSON.stringify(run, null, 2)}\n`);
  } finally {
    if (!values.results) rmSync(scratch, { recursive: true, force: true });
  }
}
const { box, loadBefore, loadAfter, knobs = {} } = run;
const startedAt = new Date(run.startedAt);

const all = [];
const failures = [];
const missed = [];
for (const { piece, result, status, seconds } of outcomes) {
  if (!result) {
    failures.push(`${piece.name} failed (exit ${status}) after ${Math.round(seconds)} s`);
    all.push([piece.title, 'failed', `exit ${status}`, '', '', verdict(false)]);
    continue;
  }
  all.push(...rows(piece.name, result));
  missed.push(...causes(piece.name, result));
}
for (const piece of PIECES.filter((p) => !selected.includes(p))) {
  all.push([piece.title, `not run this time (\`--only\`/\`--skip\`)`, '', '', '', '–']);
}
const within = outcomes.every((o) => o.result?.within !== false);
const text = table(all);
console.log(`\n${text}\n`);
for (const line of missed) console.log(line);
for (const failure of failures) console.log(failure);
console.log(
  `npm run bench: ${within && failures.length === 0 ? 'every budget within' : 'a budget is OVER or a bench failed'}`,
);

const date = startedAt.toISOString().replace(/\.\d+Z$/, 'Z');
const minutes = ((new Date(run.finishedAt).getTime() - startedAt.getTime()) / 60_000).toFixed(0);
const reduced = [
  knobs.LIGHTHOUSE_RUNS && `Lighthouse ${knobs.LIGHTHOUSE_RUNS} run(s) per page instead of 5`,
  knobs.BENCH_SECONDS && `${knobs.BENCH_SECONDS} s per load measurement instead of 10`,
].filter(Boolean);
const doc = `# Benchmarks

Written by \`npm run bench\` (scripts/bench.mjs): every figure below comes from one run on one
machine, and every ratio compares two figures of that same run. Budgets are the issue's; a
verdict of **OVER** is a budget missed in this run. How each piece measures, and how to run it
alone, is in the README ("Benchmarks").

- **Date**: ${date} (${minutes} minutes${only ? `; pieces: ${selected.map((p) => p.name).join(', ')}` : ''})
- **Machine**: ${box.cores} × ${box.cpu}, ${box.memoryGiB} GiB memory, ${box.os}
- **Load average** (1, 5, 15 min): ${loadBefore.map((l) => l.toFixed(1)).join(', ')} at the start, ${loadAfter.map((l) => l.toFixed(1)).join(', ')} at the end${loadBefore[0] > box.cores ? ' (the machine was shared: absolute figures are low, ratios are what to read)' : ''}
- **Software**: Node ${box.node}; ${box.chromium ?? 'no Chromium'}; ${box.nginx ?? 'no nginx'}; ${box.postgres ?? 'no PostgreSQL'}
${reduced.length > 0 ? `- **Shortened run** (a check that the bench works, not the budgets' judge): ${reduced.join('; ')}\n` : ''}
${text}

${missed.length > 0 ? `Budgets missed in this run, with what the run measured about each:\n\n${missed.map((line) => `- ${line}`).join('\n')}\n` : 'Every budget held in this run.\n'}
Notes:
- Page load: Lighthouse 13, mobile defaults (simulated slow 4G, 4× CPU slowdown), runs taken in
  turns across the pages and the floor. "artefact" counts the runs where headless Chromium held
  the first frame (Lighthouse issue 17148), seen as first paint observed more than 0.5 s after
  the page was parsed and its stylesheets loaded; a main thread kept busy by a loaded machine
  delays first paint too and counts the same. The figures are the medians of the runs it did
  not hit. The floor is a bare Next.js App Router page of the same
  versions, built in the same run.
- First-load JS: gzip (level 9) bytes of every script the page's HTML loads in a modern
  browser, against the same bare page.
- HTTP cache: autocannon, 50 connections, gzip asked; (a) the web app's own server
  (\`apps/web/serve.ts\`), (b) nginx with \`ops/nginx/nginx.conf.template\` in front of it, cache
  filled, (c) the same nginx serving the same bytes as a static file. The load generator shares
  the machine, so (c) is bounded by it too.
- Fresh start: a clean clone of the working tree, \`npm start\`'s stages one by one (install on
  the machine's own Node, the build \`npm start\` runs, then the three processes), with an empty
  npm cache and then with the cache that run filled.
${failures.map((failure) => `- ${failure}`).join('\n')}
`;
mkdirSync(resolve(root, values.output, '..'), { recursive: true });
writeFileSync(resolve(root, values.output), doc);
// In the house format (aligned tables), so the page passes `npm run lint` as written.
try {
  execFileSync(
    join(root, 'node_modules/.bin/biome'),
    ['format', '--write', resolve(root, values.output)],
    {
      cwd: root,
      stdio: 'ignore',
    },
  );
} catch {
  // Outside the repository's Biome files (an --output elsewhere): left as written.
}
console.log(`written to ${values.output}`);
if (!within || failures.length > 0) process.exitCode = 1;
