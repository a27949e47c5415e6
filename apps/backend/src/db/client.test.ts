import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { createDatabase } from './client';
import { users } from './schema';

describe('createDatabase', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'cw-backend-db-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('needs a database URL or a data directory', async () => {
    await expect(createDatabase({})).rejects.toThrow(/databaseUrl or dataDir/);
  });

  it("runs PGlite's Postgres with fsync only when asked", async () => {
    const fsyncOf = async (fsync?: boolean) => {
      const database = await createDatabase({ dataDir: 'memory://', fsync });
      try {
        const rows = await database.db.execute(sql`select current_setting('fsync') as fsync`);
        return (rows as unknown as { rows: { fsync: string }[] }).rows[0]?.fsync;
      } finally {
        await database.close();
      }
    };
    expect(await fsyncOf()).toBe('off');
    expect(await fsyncOf(true)).toBe('on');
  });

  it('migrates an in-memory PGlite', async () => {
    const database = await createDatabase({ dataDir: 'memory://' });
    try {
      expect(database.kind).toBe('pglite');
      expect(await database.db.select().from(users)).toEqual([]);
    } finally {
      await database.close();
    }
  });

  it('keeps PGlite data in its directory across restarts, migrating only once', async () => {
    const first = await createDatabase({ dataDir: join(dataDir, 'nested', 'pglite') });
    await first.db.insert(users).values({ subject: 'oidc|reader-1', email: 'a@example.com' });
    await first.close();

    const second = await createDatabase({ dataDir: join(dataDir, 'nested', 'pglite') });
    try {
      const rows = await second.db.select().from(users).where(eq(users.subject, 'oidc|reader-1'));
      expect(rows).toHaveLength(1);
      expect(rows[0]?.isLinked).toBe(false);
      expect(rows[0]?.createdAt).toBeInstanceOf(Date);
    } finally {
      await second.close();
    }
  });
});
