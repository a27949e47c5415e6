import { existsSync, mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import * as schema from './schema';

/** The drizzle database both drivers satisfy; data functions take it first. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** PostgreSQL connection string; when set, PostgreSQL is used through a pool. */
  databaseUrl?: string;
  /** PGlite data directory, or 'memory://' for a throwaway in-memory database (tests). */
  dataDir?: string;
  /**
   * PGlite: whether Postgres syncs what it writes to disk (its `fsync` setting), so that a commit
   * also survives a power cut or a kernel crash. PGlite's own default is off.
   */
  fsync?: boolean;
}

const POOL_SIZE = 10;
/**
 * How long a query waits for a connection. Without a bound, a database that accepts no
 * connection (restarting, or every slot taken) holds requests until the web app gives up; with
 * one, they fail and are answered 503 (see `isDatabaseUnavailable`).
 */
const CONNECT_TIMEOUT_MS = 5000;
// Any constant shared by every instance: it serialises migrations when several start at once.
const MIGRATION_LOCK_KEY = 7_301_122;

/**
 * Opens PostgreSQL (when `databaseUrl` is given) or PGlite and applies pending migrations.
 *
 * @example
 * const { db, close } = await createDatabase({ dataDir: 'memory://' });
 */
export async function createDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl);
  if (options.dataDir) return openPglite(options.dataDir, options.fsync ?? false);
  throw new Error('createDatabase needs databaseUrl or dataDir');
}

async function openPostgres(databaseUrl: string): Promise<Database> {
  const pool = new pg.Pool({
    connectionString: databaseUrl,
    max: POOL_SIZE,
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
  });
  // A dropped connection must not end the process, idle in the pool or checked out between
  // two statements of a transaction, where no query is there to receive the error and the pool
  // listens no more: node-postgres then emits it on the client. Each connection gets a listener
  // of its own; the statement that next uses a dropped one fails (its request answers 503), and
  // the pool discards it on release. The pool's own event only repeats an idle one's error.
  pool.on('connect', (client) =>
    client.on('error', (error) => console.error('PostgreSQL: connection lost', error.message)),
  );
  pool.on('error', () => {});
  const db = drizzlePg(pool, { schema });
  try {
    // Session advisory lock on one dedicated connection; drizzle's migrator runs on others.
    const lockClient = await pool.connect();
    try {
      await lockClient.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
      await migratePg(db, { migrationsFolder: migrationsFolder() });
    } finally {
      await lockClient.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
      lockClient.release();
    }
  } catch (error) {
    await pool.end();
    throw error;
  }
  return { db, kind: 'postgres', close: () => pool.end() };
}

async function openPglite(dataDir: string, fsync: boolean): Promise<Database> {
  if (!dataDir.includes('://')) mkdirSync(dataDir, { recursive: true });
  // With a directory, PGlite mounts it through Node's fs: every page and WAL write reaches the
  // kernel when Postgres issues it, so a commit survives SIGKILL. PGlite starts Postgres with
  // fsync off (`-F`); with `fsync`, without it, so a commit waits for the disk and survives a
  // power cut too. relaxedDurability only defers syncing for browser file systems; it stays
  // false so that no write is ever acknowledged before it is handed to the file system.
  const client = await PGlite.create({
    dataDir,
    relaxedDurability: false,
    ...(fsync && {
      startParams: PGlite.defaultStartParams.filter((param) => param !== '-F'),
    }),
  });
  const db = drizzlePglite(client, { schema });
  try {
    await migratePglite(db, { migrationsFolder: migrationsFolder() });
  } catch (error) {
    await client.close();
    throw error;
  }
  return { db, kind: 'pglite', close: () => client.close() };
}

/**
 * apps/backend/drizzle, found by walking up from this module: it sits two levels up in
 * src/db and one level up in the tsup bundle under dist.
 */
function migrationsFolder(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  for (;;) {
    const candidate = join(dir, 'drizzle');
    if (existsSync(join(candidate, 'meta', '_journal.json'))) return candidate;
    const parent = dirname(dir);
    if (parent === dir) throw new Error('drizzle migrations folder not found');
    dir = parent;
  }
}
