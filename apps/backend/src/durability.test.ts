import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { once } from 'node:events';
import { cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  favoriteStatusSchema,
  followedLabelWireSchema,
  followedSeriesWireSchema,
  historyEntryWireSchema,
  paginated,
} from '@cw/contract/schemas';
import { signServiceToken } from '@cw/service-token';
import { freePort } from '@cw/vitest-config/ports';
import { asc, eq } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { z } from 'zod';
import { createDatabase } from './db/client';
import { episodes, labels, works } from './db/schema';

/**
 * Acknowledged writes survive a crash: the service runs as built (tsup, the production
 * config) in a child process, readers stream follows, history and favorites at it, the child
 * is SIGKILLed mid-stream and restarted on the same data, and every write that was answered
 * 2xx must be there. On PGlite this checks that a commit reaches the data directory before
 * the answer; on PostgreSQL (TEST_DATABASE_URL) that nothing is acknowledged before commit.
 */

const BACKEND_DIR = dirname(dirname(fileURLToPath(import.meta.url)));
// Inside apps/backend, so the bundle finds drizzle/ by walking up; node_modules/.cache is
// where tools keep such output, out of git. One per run, so parallel runs never share it.
const BUILD_DIR = join(BACKEND_DIR, 'node_modules', '.cache', `cw-durability-${process.pid}`);
const SECRET = 'durability-test-service-token-secret-000';
const READERS = 4;
/** The child is killed once this many writes have been acknowledged. */
const KILL_AFTER_ACKS = 120;

type Write =
  | { kind: 'series'; id: number }
  | { kind: 'label'; id: number }
  | { kind: 'favorite'; id: number }
  | { kind: 'history'; id: number; page: number };

/** One membership call: method, path under `/v3/membership` and JSON body. */
type Route = [method: string, path: string, body?: unknown];

type Service = { child: ChildProcess; url: string; output: () => string };

/** Builds the service exactly as `npm run build` does, into BUILD_DIR. */
function buildService() {
  const require = createRequire(import.meta.url);
  const tsupPackage = require.resolve('tsup/package.json');
  const { bin } = JSON.parse(readFileSync(tsupPackage, 'utf8')) as { bin: { tsup: string } };
  const result = spawnSync(
    process.execPath,
    [join(dirname(tsupPackage), bin.tsup), '--out-dir', BUILD_DIR],
    { cwd: BACKEND_DIR, encoding: 'utf8' },
  );
  if (result.status !== 0) throw new Error(`tsup failed:\n${result.stdout}\n${result.stderr}`);
}

/** Resolves once the child has exited, including when it already has. */
async function exited(child: ChildProcess) {
  if (child.exitCode === null && child.signalCode === null) await once(child, 'exit');
}

async function startService(database: Record<string, string>): Promise<Service> {
  const port = await freePort('backend');
  const child = spawn(process.execPath, [join(BUILD_DIR, 'main.js')], {
    cwd: BACKEND_DIR,
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      PORT: String(port),
      SERVICE_TOKEN_SECRET: SECRET,
      // The database is seeded already; a small catalog keeps start-up generation cheap.
      SEED_SCALE: '0.1',
      ...database,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    output += chunk;
  });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`service exited on start:\n${output}`);
    const healthy = await fetch(`${url}/healthz`).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) return { child, url, output: () => output };
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  child.kill('SIGKILL');
  throw new Error(`service did not become healthy:\n${output}`);
}

/**
 * A private copy of the seeded test catalog, as the environment that points the service at it:
 * a copied PGlite data directory, or a PostgreSQL database cloned from the template (the data
 * directory then only holds the media cache).
 */
async function copyCatalog(): Promise<{ env: Record<string, string>; drop: () => Promise<void> }> {
  const dataDir = mkdtempSync(join(tmpdir(), 'cw-durability-'));
  const removeDataDir = () => rmSync(dataDir, { recursive: true, force: true });
  const templateUrl = inject('templateDatabaseUrl');
  if (!templateUrl) {
    cpSync(inject('templateDir'), join(dataDir, 'db'), { recursive: true });
    return { env: { DATA_DIR: dataDir }, drop: async () => removeDataDir() };
  }
  const name = `cw_durability_${process.pid}_${Date.now()}`;
  const admin = new pg.Client({ connectionString: templateUrl });
  await admin.connect();
  await admin.query(`create database ${name} template ${new URL(templateUrl).pathname.slice(1)}`);
  const url = new URL(templateUrl);
  url.pathname = `/${name}`;
  return {
    env: { DATA_DIR: dataDir, DATABASE_URL: url.toString() },
    drop: async () => {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
      removeDataDir();
    },
  };
}

/** Catalog ids to write about, read before the service holds the database. */
async function pickTargets(env: Record<string, string>) {
  const database = await createDatabase(
    env.DATABASE_URL ? { databaseUrl: env.DATABASE_URL } : { dataDir: `${env.DATA_DIR}/db` },
  );
  const { db } = database;
  try {
    const [workRows, labelRows, episodeRows] = await Promise.all([
      db.select({ id: works.id }).from(works).orderBy(asc(works.id)).limit(400),
      db.select({ id: labels.id }).from(labels).orderBy(asc(labels.id)),
      db
        .select({ id: episodes.id, pageCount: episodes.pageCount })
        .from(episodes)
        .where(eq(episodes.isActive, true))
        .orderBy(asc(episodes.id))
        .limit(800),
    ]);
    return { works: workRows, labels: labelRows, episodes: episodeRows };
  } finally {
    await database.close();
  }
}

type Targets = Awaited<ReturnType<typeof pickTargets>>;

/** The i-th write of a reader: every target differs from the reader's earlier ones. */
function nthWrite(targets: Targets, i: number): Write | null {
  const round = Math.floor(i / 4);
  const episode = targets.episodes[round * 2];
  const favorite = targets.episodes[round * 2 + 1];
  const work = targets.works[round];
  const label = targets.labels[round % targets.labels.length];
  if (!episode || !favorite || !work || !label) return null;
  switch (i % 4) {
    case 0:
      return { kind: 'series', id: work.id };
    case 1:
      return { kind: 'history', id: episode.id, page: round % episode.pageCount };
    case 2:
      return { kind: 'favorite', id: favorite.id };
    default:
      return { kind: 'label', id: label.id };
  }
}

function routeOf(write: Write): Route {
  switch (write.kind) {
    case 'series':
      return ['POST', '/follows/series', { workId: write.id }];
    case 'label':
      return ['POST', `/follows/labels/${write.id}`];
    case 'favorite':
      return ['POST', `/favorites/episodes/${write.id}`];
    case 'history':
      return ['POST', '/history', { episodeId: write.id, page: write.page }];
  }
}

async function membershipCall(service: Service, subject: string, route: Route) {
  const [method, path, body] = route;
  const token = await signServiceToken({ subject, email: null }, SECRET);
  const headers: Record<string, string> = { authorization: `Bearer ${token}` };
  if (body !== undefined) headers['content-type'] = 'application/json';
  return fetch(`${service.url}/v3/membership${path}`, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

/** Every item of a paginated membership list. */
async function listAll<Item extends z.ZodType>(
  service: Service,
  subject: string,
  path: string,
  itemSchema: Item,
): Promise<z.output<Item>[]> {
  const pageSchema = paginated(itemSchema);
  const items: z.output<Item>[] = [];
  for (let page = 1; ; page++) {
    const response = await membershipCall(service, subject, [
      'GET',
      `${path}?perPage=100&page=${page}`,
    ]);
    expect(response.status).toBe(200);
    const body = pageSchema.parse(await response.json());
    items.push(...body.items);
    if (!body.hasNext) return items;
  }
}

describe('durability of acknowledged writes', () => {
  let catalog: Awaited<ReturnType<typeof copyCatalog>>;
  let service: Service | undefined;

  beforeAll(async () => {
    buildService();
    catalog = await copyCatalog();
  });
  afterAll(async () => {
    if (service) {
      service.child.kill('SIGKILL');
      await exited(service.child);
    }
    await catalog?.drop();
    rmSync(BUILD_DIR, { recursive: true, force: true });
  });

  it('finds every acknowledged write after a SIGKILL mid-stream and a restart', async () => {
    const targets = await pickTargets(catalog.env);
    const crashed = await startService(catalog.env);
    service = crashed;
    const acknowledged = new Map<string, Write[]>();
    let acks = 0;

    // Each reader writes one request after another; the readers run side by side.
    const endings = await Promise.all(
      Array.from({ length: READERS }, async (_, r) => {
        const subject = `durable-reader-${r}`;
        const mine: Write[] = [];
        acknowledged.set(subject, mine);
        for (let i = 0; ; i++) {
          const write = nthWrite(targets, i);
          if (!write) return 'ran out of targets';
          let response: Response;
          try {
            response = await membershipCall(crashed, subject, routeOf(write));
          } catch {
            return 'cut off';
          }
          if (!response.ok) throw new Error(`${response.status} ${await response.text()}`);
          mine.push(write);
          if (++acks === KILL_AFTER_ACKS) crashed.child.kill('SIGKILL');
        }
      }),
    );
    await exited(crashed.child);
    expect(crashed.child.signalCode).toBe('SIGKILL');
    // Every reader was still writing when the service died.
    expect(endings).toEqual(Array(READERS).fill('cut off'));
    expect(acks).toBeGreaterThanOrEqual(KILL_AFTER_ACKS);

    const restarted = await startService(catalog.env);
    service = restarted;
    for (const [subject, writes] of acknowledged) {
      const series = await listAll(restarted, subject, '/follows/series', followedSeriesWireSchema);
      const followedWorks = new Set(series.map((item) => item.work.id));
      const labelList = await listAll(
        restarted,
        subject,
        '/follows/labels',
        followedLabelWireSchema,
      );
      const followedLabels = new Set(labelList.map((item) => item.label.id));
      const history = await listAll(restarted, subject, '/history/list', historyEntryWireSchema);
      const pages = new Map(history.map((item) => [item.episode.id, item.page]));

      for (const write of writes) {
        if (write.kind === 'series') expect(followedWorks.has(write.id), subject).toBe(true);
        if (write.kind === 'label') expect(followedLabels.has(write.id), subject).toBe(true);
        if (write.kind === 'history') expect(pages.get(write.id), subject).toBe(write.page);
        if (write.kind === 'favorite') {
          const response = await membershipCall(restarted, subject, [
            'GET',
            `/favorites/episodes/${write.id}`,
          ]);
          expect(favoriteStatusSchema.parse(await response.json()).isFavorite, subject).toBe(true);
        }
      }
    }
  }, 180_000);
});
