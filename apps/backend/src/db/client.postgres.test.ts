import { startPostgres, type TestPostgres } from '@cw/vitest-config/postgres';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase, type Database } from './client';

// A server of this file's own: its connections are cut on purpose.
describe('createDatabase on PostgreSQL', () => {
  let postgres: TestPostgres | null = null;
  let database: Database | undefined;

  beforeAll(async () => {
    postgres = await startPostgres('backend');
    if (postgres) database = await createDatabase({ databaseUrl: postgres.url });
  }, 60_000);
  afterAll(async () => {
    await database?.close();
    await postgres?.stop();
  });

  it('survives a connection cut between two statements of a transaction, then serves again', async (context) => {
    if (!postgres || !database) return context.skip('no PostgreSQL programs here');
    const { db } = database;
    const admin = new pg.Client({ connectionString: postgres.url });
    await admin.connect();
    try {
      const cut = db.transaction(async (tx) => {
        const { rows } = (await tx.execute(sql`select pg_backend_pid() as pid`)) as unknown as {
          rows: { pid: number }[];
        };
        await admin.query('select pg_terminate_backend($1)', [rows[0]?.pid]);
        // The connection is dropped while no statement is on it: node-postgres emits the error
        // on the checked-out client, which ended the process when nothing listened.
        await new Promise((done) => setTimeout(done, 500));
        await tx.execute(sql`select 1`);
      });
      await expect(cut).rejects.toThrow();
      // The pool has let the dead connection go: the next statements run.
      for (let i = 0; i < 5; i++) {
        const { rows } = (await db.execute(sql`select 1 as one`)) as unknown as {
          rows: { one: number }[];
        };
        expect(rows[0]?.one).toBe(1);
      }
    } finally {
      await admin.end();
    }
  });
});
