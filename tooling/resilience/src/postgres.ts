import { startPostgres as startCluster, type TestPostgres } from '@cw/vitest-config/postgres';
import pg from 'pg';

/** A PostgreSQL database for the instances; `restart` only on a cluster of the suite's own. */
export type Postgres = Omit<TestPostgres, 'restart'> & Partial<Pick<TestPostgres, 'restart'>>;

/**
 * A throwaway PostgreSQL cluster of the suite's own (`startPostgres` of @cw/vitest-config), so
 * the suite can restart it mid-load without touching anyone else's server. Without
 * PostgreSQL's programs, a database of its own on `TEST_DATABASE_URL` (no restart).
 */
export async function startPostgres(): Promise<Postgres> {
  return (await startCluster('resilience')) ?? databaseOnSharedServer();
}

async function databaseOnSharedServer(): Promise<Postgres> {
  const shared = process.env.TEST_DATABASE_URL;
  if (!shared) {
    throw new Error(
      'The resilience suite needs PostgreSQL: its programs (Debian package postgresql, or PG_BIN) or TEST_DATABASE_URL',
    );
  }
  const name = `cw_resilience_${process.pid}`;
  const admin = new pg.Client({ connectionString: shared });
  await admin.connect();
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.query(`create database ${name}`);
  const url = new URL(shared);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async stop() {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}
