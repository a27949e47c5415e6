import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { createDatabase } from '../db/client';
import { generateCatalog } from '../seed/generateCatalog';
import { seedDatabase } from '../seed/seedDatabase';

declare module 'vitest' {
  export interface ProvidedContext {
    /** PGlite: a seeded data directory each test file copies. */
    templateDir: string;
    /** PostgreSQL: a seeded database each test file clones with CREATE DATABASE … TEMPLATE. */
    templateDatabaseUrl: string;
    /** The instant the template catalog was generated at; tests run the app at this time. */
    seedNow: string;
  }
}

/** The catalog every backend test sees, generated at a fixed instant. */
export const SEED_NOW = new Date('2026-11-20T03:00:00Z');

/**
 * Seeds the full catalog once per run (it takes seconds), as a template that each test file
 * copies, so files are isolated from each other's writes and still start fast.
 */
export default async function setup(project: TestProject) {
  project.provide('seedNow', SEED_NOW.toISOString());
  const postgresUrl = process.env.TEST_DATABASE_URL;
  if (postgresUrl) {
    const templateName = `cw_template_${process.pid}`;
    const admin = new pg.Client({ connectionString: postgresUrl });
    await admin.connect();
    await admin.query(`drop database if exists ${templateName}`);
    await admin.query(`create database ${templateName}`);
    const url = new URL(postgresUrl);
    url.pathname = `/${templateName}`;
    const database = await createDatabase({ databaseUrl: url.toString() });
    await seedDatabase(database.db, generateCatalog({ now: SEED_NOW }));
    await database.close();
    project.provide('templateDatabaseUrl', url.toString());
    project.provide('templateDir', '');
    return async () => {
      await admin.query(`drop database if exists ${templateName} with (force)`);
      await admin.end();
    };
  }
  const root = mkdtempSync(join(tmpdir(), 'cw-backend-test-'));
  const templateDir = join(root, 'template');
  const database = await createDatabase({ dataDir: templateDir });
  await seedDatabase(database.db, generateCatalog({ now: SEED_NOW }));
  await database.close();
  project.provide('templateDir', templateDir);
  project.provide('templateDatabaseUrl', '');
  return () => rmSync(root, { recursive: true, force: true });
}
