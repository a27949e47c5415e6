import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DEVELOPMENT_SERVICE_TOKEN_SECRET, signServiceToken } from '@cw/service-token';
import { freePort } from '@cw/vitest-config/ports';

/**
 * `npm run bench:fsync` (backend): what syncing the embedded database to disk costs. The built
 * service on a fresh PGlite directory, once with `PGLITE_FSYNC=off` and once with `on`; 40
 * readers each record read-history pages one after another for BENCH_SECONDS (default 15).
 * Prints writes/s and p50/p99 latency per setting and the cost of `on`. Asserts nothing.
 */
const READERS = 40;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 15);

async function startService(fsync: 'on' | 'off', dataDir: string) {
  const port = await freePort('bench');
  const child: ChildProcess = spawn(process.execPath, [join(import.meta.dirname, 'main.js')], {
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      PGLITE_FSYNC: fsync,
      RANKING_REFRESH_SECONDS: '3600',
      RATE_LIMIT_MEMBERSHIP_WRITES_PER_MINUTE: '1000000',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 300_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`service exited with ${child.exitCode}`);
    if (
      await fetch(`${url}/healthz`).then(
        (r) => r.ok,
        () => false,
      )
    )
      return { url, child };
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error('service did not start');
}

/** Episode ids of the seeded catalog to record pages of. */
async function episodeIds(url: string): Promise<number[]> {
  const works = (await (await fetch(`${url}/v3/library/works?perPage=20`)).json()) as {
    items: { code: string }[];
  };
  const ids: number[] = [];
  for (const { code } of works.items) {
    const detail = (await (await fetch(`${url}/v3/library/works/${code}`)).json()) as {
      episodes: { id: number }[];
    };
    ids.push(...detail.episodes.slice(0, 5).map((episode) => episode.id));
  }
  return ids;
}

/** 40 readers writing history as fast as answers come, for SECONDS. */
async function writeHistory(url: string, episodes: number[]) {
  const latencies: number[] = [];
  let failed = 0;
  const until = performance.now() + SECONDS * 1000;
  await Promise.all(
    Array.from({ length: READERS }, async (_, reader) => {
      let turn = 0;
      while (performance.now() < until) {
        const token = await signServiceToken(
          { subject: `fsync-bench-${reader}`, email: null },
          DEVELOPMENT_SERVICE_TOKEN_SECRET,
        );
        const episodeId = episodes[(reader * 7 + turn) % episodes.length] ?? 1;
        const started = performance.now();
        const response = await fetch(`${url}/v3/membership/history`, {
          method: 'POST',
          headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
          body: JSON.stringify({ episodeId, page: turn % 3 }),
        });
        await response.arrayBuffer();
        if (response.status === 204) latencies.push(performance.now() - started);
        else failed++;
        turn++;
      }
    }),
  );
  latencies.sort((a, b) => a - b);
  const at = (q: number) =>
    latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? 0;
  return { perSecond: latencies.length / SECONDS, p50: at(0.5), p99: at(0.99), failed };
}

const results: Record<string, Awaited<ReturnType<typeof writeHistory>>> = {};
for (const fsync of ['off', 'on'] as const) {
  const dataDir = mkdtempSync(join(tmpdir(), `cw-fsync-${fsync}-`));
  const { url, child } = await startService(fsync, dataDir);
  try {
    results[fsync] = await writeHistory(url, await episodeIds(url));
  } finally {
    child.kill('SIGTERM');
    await new Promise((done) => child.once('exit', done));
    rmSync(dataDir, { recursive: true, force: true });
  }
  const r = results[fsync];
  console.log(
    `history writes, ${READERS} readers, PGLITE_FSYNC=${fsync}: ${r?.perSecond.toFixed(0)}/s · p50 ${r?.p50.toFixed(0)} ms · p99 ${r?.p99.toFixed(0)} ms · ${r?.failed} failed`,
  );
}
const off = results.off?.perSecond ?? 0;
const on = results.on?.perSecond ?? 0;
console.log(`fsync on costs ${(((off - on) / off) * 100).toFixed(0)} % of the writes per second`);
