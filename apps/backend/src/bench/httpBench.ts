import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '@cw/vitest-config/ports';
import autocannon from 'autocannon';
import pg from 'pg';
import { generateCatalog } from '../seed/generateCatalog';

/**
 * `npm run bench` (backend): requests/s and p50/p99 latency of work detail (the seeded work
 * with the most episodes, 200+), ranking and search at 50 concurrent connections, against the
 * built service on PGlite and, when BENCH_DATABASE_URL or TEST_DATABASE_URL is set, on
 * PostgreSQL. Prints figures; asserts nothing. Budget: work detail p99 < 30 ms on PostgreSQL.
 */
const CONNECTIONS = 50;
const DURATION_SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const WORK_DETAIL_P99_BUDGET_MS = 30;

async function startService(
  env: Record<string, string>,
): Promise<{ url: string; child: ChildProcess }> {
  const port = await freePort('bench');
  const child = spawn(process.execPath, [join(import.meta.dirname, 'main.js')], {
    env: { ...process.env, ...env, PORT: String(port), RANKING_REFRESH_SECONDS: '3600' },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`service exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${url}/healthz`)).ok) return { url, child };
    } catch {
      // still starting
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error('service did not start');
}

function stop(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

/** One route's figures on one engine. */
type Measurement = {
  engine: string;
  route: string;
  path: string;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  failures: number;
};

async function measure(
  engine: string,
  url: string,
  paths: Record<string, string>,
  into: Measurement[],
) {
  const rows: string[] = [];
  for (const [name, path] of Object.entries(paths)) {
    const check = await fetch(`${url}${path}`);
    if (!check.ok) throw new Error(`${name}: ${path} answered ${check.status}`);
    // Warm caches and the connection pool before measuring.
    await autocannon({ url: `${url}${path}`, connections: CONNECTIONS, duration: 2 });
    const result = await autocannon({
      url: `${url}${path}`,
      connections: CONNECTIONS,
      duration: DURATION_SECONDS,
    });
    const failures = result.non2xx + result.errors + result.timeouts;
    into.push({
      engine,
      route: name,
      path,
      requestsPerSecond: result.requests.average,
      p50: result.latency.p50,
      p99: result.latency.p99,
      failures,
    });
    rows.push(
      `${engine.padEnd(10)} ${name.padEnd(12)} ${result.requests.average.toFixed(0).padStart(7)} req/s   p50 ${String(result.latency.p50).padStart(4)} ms   p99 ${String(result.latency.p99).padStart(4)} ms   failures ${failures}`,
    );
    if (engine === 'postgres' && name === 'work detail') {
      const verdict = result.latency.p99 < WORK_DETAIL_P99_BUDGET_MS ? 'within' : 'OVER';
      rows.push(
        `${''.padEnd(10)} budget: work detail p99 < ${WORK_DETAIL_P99_BUDGET_MS} ms on PostgreSQL: ${verdict}`,
      );
    }
  }
  return rows;
}

async function main() {
  const catalog = generateCatalog({ now: new Date() });
  const episodeCounts = new Map<number, number>();
  for (const episode of catalog.episodes) {
    if (episode.serviceId === 'web')
      episodeCounts.set(episode.workId, (episodeCounts.get(episode.workId) ?? 0) + 1);
  }
  const [bigWorkId, episodes] = [...episodeCounts].sort((a, b) => b[1] - a[1])[0] ?? [0, 0];
  const bigWork = catalog.works.find((work) => work.id === bigWorkId);
  if (!bigWork || episodes < 200) throw new Error('the seeded catalog has no 200-episode work');
  const query = bigWork.titleKana.slice(0, 2);
  const paths = {
    'work detail': `/v3/library/works/${bigWork.code}`,
    ranking: '/v3/library/rankings?period=daily',
    search: `/v3/library/search?q=${encodeURIComponent(query)}`,
  };
  console.log(
    `backend bench: ${CONNECTIONS} connections, ${DURATION_SECONDS} s per route; work ${bigWork.code} has ${episodes} episodes; search q=${query}`,
  );

  const report: string[] = [];
  const measurements: Measurement[] = [];
  let postgresSkipped = false;
  const dataDir = mkdtempSync(join(tmpdir(), 'cw-bench-'));
  try {
    const pglite = await startService({ DATA_DIR: dataDir });
    try {
      report.push(...(await measure('pglite', pglite.url, paths, measurements)));
    } finally {
      await stop(pglite.child);
    }
    const postgresUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
    if (postgresUrl) {
      const name = `cw_bench_${process.pid}`;
      const admin = new pg.Client({ connectionString: postgresUrl });
      await admin.connect();
      await admin.query(`create database ${name}`);
      const url = new URL(postgresUrl);
      url.pathname = `/${name}`;
      try {
        const postgres = await startService({ DATA_DIR: dataDir, DATABASE_URL: url.toString() });
        try {
          report.push(...(await measure('postgres', postgres.url, paths, measurements)));
        } finally {
          await stop(postgres.child);
        }
      } finally {
        await admin.query(`drop database if exists ${name} with (force)`);
        await admin.end();
      }
    } else {
      postgresSkipped = true;
      report.push(
        'postgres   skipped: set BENCH_DATABASE_URL (or TEST_DATABASE_URL) to a PostgreSQL server',
      );
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
  console.log(report.join('\n'));
  // For `npm run bench` (scripts/bench.mjs), which names a file for the figures.
  const resultFile = process.env.BENCH_RESULT;
  if (resultFile) {
    const detail = measurements.find((m) => m.engine === 'postgres' && m.route === 'work detail');
    const result = {
      bench: 'backend',
      connections: CONNECTIONS,
      durationSeconds: DURATION_SECONDS,
      workCode: bigWork.code,
      episodes,
      query,
      measurements,
      postgresSkipped,
      budget: { workDetailP99OnPostgresMs: WORK_DETAIL_P99_BUDGET_MS },
      within: detail ? detail.p99 < WORK_DETAIL_P99_BUDGET_MS : null,
    };
    writeFileSync(resultFile, `${JSON.stringify(result, null, 2)}\n`);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
