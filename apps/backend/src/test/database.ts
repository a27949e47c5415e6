import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { inject } from 'vitest';
import { createDatabase, type Database } from '../db/client';

/**
 * A private copy of the seeded test catalog: a copied PGlite data directory, or a PostgreSQL
 * database cloned from the template when the run targets PostgreSQL (TEST_DATABASE_URL).
 */
export async function openTestDatabase(): Promise<Database> {
  const templateUrl = inject('templateDatabaseUrl');
  if (templateUrl) {
    const template = new URL(templateUrl);
    const name = `cw_test_${process.pid}_${Math.random().toString(36).slice(2, 10)}`;
    const admin = new pg.Client({ connectionString: templateUrl });
    await admin.connect();
    await admin.query(`create database ${name} template ${template.pathname.slice(1)}`);
    await admin.end();
    const url = new URL(templateUrl);
    url.pathname = `/${name}`;
    const database = await createDatabase({ databaseUrl: url.toString() });
    return {
      ...database,
      close: async () => {
        await database.close();
        const cleanup = new pg.Client({ connectionString: templateUrl });
        await cleanup.connect();
        await cleanup.query(`drop database if exists ${name} with (force)`);
        await cleanup.end();
      },
    };
  }
  const root = mkdtempSync(join(tmpdir(), 'cw-backend-db-'));
  cpSync(inject('templateDir'), root, { recursive: true });
  const database = await createDatabase({ dataDir: root });
  return {
    ...database,
    close: async () => {
      await database.close();
      rmSync(root, { recursive: true, force: true });
    },
  };
}

/** The instant the test catalog was generated at. */
export const seedNow = () => new Date(inject('seedNow'));
