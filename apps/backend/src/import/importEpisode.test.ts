import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { count, eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase, type Database } from '../db/client';
import * as schema from '../db/schema';
import { errorHandler } from '../http/errors';
import { createRouter } from '../http/router';
import { mediaRoutes } from '../media/mediaRoutes';
import { MEDIA_PREFIX, mediaPath } from '../media/paths';
import { type Catalog, generateCatalog } from '../seed/generateCatalog';
import { seedDatabase } from '../seed/seedDatabase';
import { buildZip } from './buildZip';
import { importEpisode } from './importEpisode';

const now = new Date('2026-11-22T03:00:00Z');
const importedAt = new Date('2026-11-23T10:00:00Z');

let database: Database;
let catalog: Catalog;
let work: Catalog['works'][number];
let scratch: string;

const png = (width: number, height: number, background = '#ffcc00') =>
  sharp({ create: { width, height, channels: 3, background } })
    .png()
    .toBuffer();

beforeAll(async () => {
  database = await createDatabase({ dataDir: 'memory://' });
  catalog = generateCatalog({ scale: 0.05, now });
  await seedDatabase(database.db, catalog);
  const serial = catalog.works.find((w) =>
    catalog.episodes.some((e) => e.workId === w.id && e.serviceId === 'web' && e.episodeNo > 3),
  );
  if (!serial) throw new Error('no serial in the catalog');
  work = serial;
  scratch = await mkdtemp(join(tmpdir(), 'cw-import-'));
});
afterAll(async () => {
  await database.close();
  await rm(scratch, { recursive: true, force: true });
});

/** Writes files (relative path → bytes) under a new folder of the scratch directory. */
async function folder(name: string, files: Record<string, Uint8Array | string>) {
  const root = join(scratch, name);
  for (const [path, data] of Object.entries(files)) {
    await mkdir(dirname(join(root, path)), { recursive: true });
    await writeFile(join(root, path), data);
  }
  await mkdir(root, { recursive: true });
  return root;
}

async function archive(name: string, bytes: Uint8Array) {
  const path = join(scratch, name);
  await writeFile(path, bytes);
  return path;
}

/** Everything an import may touch, to prove a failed one touched nothing. */
async function snapshot() {
  const { db } = database;
  const [episodes] = await db.select({ n: count() }).from(schema.episodes);
  const [originals] = await db.select({ n: count() }).from(schema.mediaOriginals);
  const [row] = await db
    .select({ latest: schema.works.latestUpdateAt })
    .from(schema.works)
    .where(eq(schema.works.id, work.id));
  return { episodes: episodes?.n, originals: originals?.n, latest: row?.latest };
}

async function lastWebEpisodeNo(): Promise<number> {
  const [row] = await database.db
    .select({ no: sql<number>`max(${schema.episodes.episodeNo})` })
    .from(schema.episodes)
    .where(sql`${schema.episodes.workId} = ${work.id} and ${schema.episodes.serviceId} = 'web'`);
  return Number(row?.no);
}

describe('importEpisode', () => {
  it('imports a folder in natural page order, skipping dotfiles and metadata', async () => {
    const source = await folder('第13話 新しい朝', {
      '10.png': await png(410, 600),
      '2.png': await png(402, 600),
      '1.png': await png(401, 600),
      '.DS_Store': 'junk',
      '__MACOSX/._1.png': 'resource fork',
      'ComicInfo.xml': '<ComicInfo/>',
    });
    const before = await lastWebEpisodeNo();
    const episode = await importEpisode(database.db, source, {
      workCode: work.code,
      now: importedAt,
    });

    const episodeNo = before + 1;
    expect(episode).toMatchObject({
      episodeNo,
      code: `${work.code.replace(/_S$/, '')}_${String(episodeNo).padStart(4, '0')}_E`,
      title: '第13話 新しい朝',
      pages: [
        { w: 401, h: 600 },
        { w: 402, h: 600 },
        { w: 410, h: 600 },
      ],
    });
    const [row] = await database.db
      .select()
      .from(schema.episodes)
      .where(eq(schema.episodes.id, episode.episodeId));
    expect(row).toMatchObject({
      workId: work.id,
      type: 'normal',
      serviceId: 'web',
      isActive: true,
      mediaKind: 'imported',
      pageCount: 3,
      updatedAt: importedAt,
    });
    const originals = await database.db
      .select({ key: schema.mediaOriginals.key, width: schema.mediaOriginals.width })
      .from(schema.mediaOriginals)
      .where(sql`${schema.mediaOriginals.key} like ${`pages/${episode.episodeId}/%`}`)
      .orderBy(schema.mediaOriginals.key);
    expect(originals).toEqual([
      { key: `pages/${episode.episodeId}/0`, width: 401 },
      { key: `pages/${episode.episodeId}/1`, width: 402 },
      { key: `pages/${episode.episodeId}/2`, width: 410 },
    ]);
    expect((await snapshot()).latest).toEqual(importedAt);
  });

  it('imports a .cbz, applying EXIF orientation to the recorded size, and serves its pages', async () => {
    const rotated = await sharp({
      create: { width: 300, height: 200, channels: 3, background: '#3366ff' },
    })
      .jpeg()
      .withMetadata({ orientation: 6 })
      .toBuffer();
    const zip = buildZip([
      {
        name: 'chapter/p2.webp',
        data: await sharp(await png(500, 700))
          .webp()
          .toBuffer(),
      },
      { name: 'chapter/p1.jpg', data: rotated, deflate: true },
      { name: 'chapter/p10.png', data: await png(500, 700), deflate: true },
      { name: 'chapter/', data: new Uint8Array() },
    ]);
    const source = await archive('chapter-14.cbz', zip);
    const episode = await importEpisode(database.db, source, {
      workCode: work.code,
      title: '第14話',
    });
    expect(episode.title).toBe('第14話');
    expect(episode.pages).toEqual([
      { w: 200, h: 300 },
      { w: 500, h: 700 },
      { w: 500, h: 700 },
    ]);

    const app = createRouter();
    app.onError(errorHandler);
    const cacheDir = await mkdtemp(join(tmpdir(), 'cw-media-'));
    app.route(MEDIA_PREFIX, mediaRoutes(database.db, { cacheDir }));
    try {
      const first = await app.request(`${mediaPath.page(episode.episodeId, 0)}/w480.avif`);
      expect(first.status).toBe(200);
      expect(first.headers.get('cache-control')).toContain('immutable');
      const metadata = await sharp(Buffer.from(await first.arrayBuffer())).metadata();
      expect(metadata).toMatchObject({ width: 480, height: 720, compression: 'av1' });
      const last = await app.request(`${mediaPath.page(episode.episodeId, 2)}/w1080.webp`);
      expect(await sharp(Buffer.from(await last.arrayBuffer())).metadata()).toMatchObject({
        format: 'webp',
        width: 1080,
        height: 1512,
      });
      const past = await app.request(`${mediaPath.page(episode.episodeId, 3)}/w480.webp`);
      expect(past.status).toBe(404);
    } finally {
      await rm(cacheDir, { recursive: true, force: true });
    }
  });

  it('numbers consecutive imports one after the other', async () => {
    const source = await folder('again', { '1.png': await png(100, 140) });
    const a = await importEpisode(database.db, source, { workCode: work.code });
    const b = await importEpisode(database.db, source, { workCode: work.code });
    expect(b.episodeNo).toBe(a.episodeNo + 1);
    expect(b.episodeId).not.toBe(a.episodeId);
  });
});

describe('importEpisode failures change nothing', () => {
  const cases: [
    string,
    () => Promise<string>,
    RegExp,
    { workCode?: string; maxPages?: number; maxTotalBytes?: number }?,
  ][] = [
    [
      'unknown work code',
      async () => folder('ok', { '1.png': await png(10, 10) }),
      /Unknown work code "CW_999999_S"/,
      { workCode: 'CW_999999_S' },
    ],
    ['an empty folder', () => folder('empty', { '.hidden': 'x' }), /contains no page images/],
    [
      'an archive with metadata only',
      () => archive('meta.cbz', buildZip([{ name: 'ComicInfo.xml', data: Buffer.from('<x/>') }])),
      /contains no page images/,
    ],
    [
      'a corrupt archive',
      () => archive('corrupt.cbz', Buffer.from('this is not a zip file at all, just text')),
      /"corrupt\.cbz" is not a readable zip archive/,
    ],
    [
      'a truncated archive',
      async () => {
        const zip = buildZip([{ name: '1.png', data: await png(50, 50), deflate: true }]);
        return archive('truncated.cbz', zip.subarray(0, zip.length - 30));
      },
      /"truncated\.cbz" is not a readable zip archive/,
    ],
    [
      'a file that is not an image',
      async () => folder('broken', { '1.png': await png(10, 10), '2.png': 'definitely not a png' }),
      /"2\.png" is not a valid image/,
    ],
    [
      'a truncated image',
      async () => {
        const image = await png(300, 300, '#123456');
        return folder('truncated-image', { '1.png': image.subarray(0, image.length - 40) });
      },
      /"1\.png" is not a valid image/,
    ],
    [
      'an unexpected file type',
      async () => folder('pdf', { '1.png': await png(10, 10), 'notes.pdf': '%PDF' }),
      /"notes\.pdf" is not a page image/,
    ],
    [
      'a zip-slip entry',
      async () =>
        archive(
          'slip.cbz',
          buildZip([
            { name: '1.png', data: await png(10, 10) },
            { name: '../../evil.png', data: await png(10, 10) },
          ]),
        ),
      /"slip\.cbz" is damaged or unsafe: invalid relative path: \.\.\/\.\.\/evil\.png/,
    ],
    [
      'an absolute entry path',
      async () =>
        archive('absolute.cbz', buildZip([{ name: '/tmp/evil.png', data: await png(10, 10) }])),
      /absolute path: \/tmp\/evil\.png/,
    ],
    [
      'an entry inflating past its declared size',
      async () =>
        archive(
          'bomb.cbz',
          buildZip([
            { name: '1.png', data: Buffer.alloc(200_000), deflate: true, declaredSize: 100 },
          ]),
        ),
      /"bomb\.cbz" is damaged or unsafe: too many bytes/,
    ],
    [
      'too many pages',
      async () =>
        folder('many', {
          '1.png': await png(10, 10),
          '2.png': await png(10, 10),
          '3.png': await png(10, 10),
        }),
      /Too many pages: 3, at most 2/,
      { maxPages: 2 },
    ],
    [
      'pages too big in total',
      async () =>
        archive(
          'big.cbz',
          buildZip([{ name: '1.png', data: await png(400, 400, '#abcdef'), deflate: true }]),
        ),
      /Pages too big/,
      { maxTotalBytes: 100 },
    ],
  ];

  it.each(cases)('rejects %s', async (_name, makeSource, message, options) => {
    const source = await makeSource();
    const before = await snapshot();
    await expect(
      importEpisode(database.db, source, {
        workCode: options?.workCode ?? work.code,
        limits: { maxPages: options?.maxPages, maxTotalBytes: options?.maxTotalBytes },
      }),
    ).rejects.toThrow(message);
    expect(await snapshot()).toEqual(before);
  });

  it('rolls back the episode when writing an original fails mid-transaction', async () => {
    // Plant a row with the key the second page will take, so its insert fails after the
    // episode and the first original were written.
    const [sequence] = await database.db
      .select({ lastValue: sql<string>`last_value` })
      .from(sql`episodes_id_seq`);
    const nextId = Number(sequence?.lastValue) + 1;
    await database.db.insert(schema.mediaOriginals).values({
      key: `pages/${nextId}/1`,
      contentType: 'image/png',
      content: new Uint8Array([1]),
      width: 1,
      height: 1,
    });
    const source = await folder('mid-failure', {
      '1.png': await png(10, 10),
      '2.png': await png(10, 10),
    });
    const before = await snapshot();
    await expect(importEpisode(database.db, source, { workCode: work.code })).rejects.toThrow();
    expect(await snapshot()).toEqual(before);
    const [episode] = await database.db
      .select({ id: schema.episodes.id })
      .from(schema.episodes)
      .where(eq(schema.episodes.id, nextId));
    expect(episode).toBeUndefined();
    await database.db
      .delete(schema.mediaOriginals)
      .where(eq(schema.mediaOriginals.key, `pages/${nextId}/1`));
  });
});
