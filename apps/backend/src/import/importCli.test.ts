import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { createDatabase } from '../db/client';
import * as schema from '../db/schema';
import { generateCatalog } from '../seed/generateCatalog';
import { seedDatabase } from '../seed/seedDatabase';
import { runImportCli } from './importCli';

let scratch: string;
let dataDir: string;
let workCode: string;

beforeAll(async () => {
  scratch = await mkdtemp(join(tmpdir(), 'cw-import-cli-'));
  dataDir = join(scratch, 'data');
  // Seeded where the service keeps its database, which is where the CLI must look.
  const database = await createDatabase(loadConfig({ DATA_DIR: dataDir }).database);
  const catalog = generateCatalog({ scale: 0.05, now: new Date('2026-11-22T03:00:00Z') });
  await seedDatabase(database.db, catalog);
  await database.close();
  workCode = catalog.works[0]?.code ?? '';

  await mkdir(join(scratch, 'pages'));
  const page = await sharp({ create: { width: 60, height: 90, channels: 3, background: '#fff' } })
    .png()
    .toBuffer();
  await writeFile(join(scratch, 'pages', '001.png'), page);
  await writeFile(join(scratch, 'broken.cbz'), 'not a zip');
});
afterAll(() => rm(scratch, { recursive: true, force: true }));

function run(args: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const code = runImportCli(args, {
    // INIT_CWD is where `npm run` was typed: relative paths are taken from there.
    env: { DATA_DIR: dataDir, INIT_CWD: scratch },
    stdout: (line) => out.push(line),
    stderr: (line) => err.push(line),
  });
  return code.then((exitCode) => ({ exitCode, stdout: out.join('\n'), stderr: err.join('\n') }));
}

describe('npm run import', () => {
  it('imports a folder given relative to the caller', async () => {
    const result = await run(['pages', '--work', workCode, '--title', 'CLIで追加']);
    expect(result).toMatchObject({ exitCode: 0, stderr: '' });
    expect(result.stdout).toMatch(
      /^Imported CW_\d{6}_\d{4}_E \(episode id \d+, no\. \d+, 1 pages\)/,
    );

    const database = await createDatabase(loadConfig({ DATA_DIR: dataDir }).database);
    try {
      const rows = await database.db
        .select({ title: schema.episodes.title, pages: schema.episodes.pages })
        .from(schema.episodes)
        .where(eq(schema.episodes.mediaKind, 'imported'));
      expect(rows).toEqual([{ title: 'CLIで追加', pages: [{ w: 60, h: 90 }] }]);
    } finally {
      await database.close();
    }
  });

  it('exits 1 with the reason on stderr for a bad archive', async () => {
    const result = await run(['broken.cbz', '--work', workCode]);
    expect(result.exitCode).toBe(1);
    expect(result.stderr).toMatch(/^Import failed: "broken\.cbz" is not a readable zip archive/);
    expect(result.stderr).toContain('Nothing was changed');
  });

  it('exits 1 for an unknown work and for missing arguments', async () => {
    expect((await run(['pages', '--work', 'CW_999999_S'])).stderr).toContain(
      'Unknown work code "CW_999999_S"',
    );
    const missing = await run(['pages']);
    expect(missing.exitCode).toBe(1);
    expect(missing.stderr).toContain('Usage: npm run import --');
    expect((await run(['pages', '--work', workCode, '--colour', 'red'])).exitCode).toBe(1);
  });
});
