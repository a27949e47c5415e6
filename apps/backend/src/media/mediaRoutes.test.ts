import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { apiErrorBodySchema, ERROR_CODES } from '@cw/contract/schemas';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createDatabase, type Database } from '../db/client';
import * as schema from '../db/schema';
import { ApiError, errorHandler, notFoundHandler } from '../http/errors';
import { createRouter } from '../http/router';
import { type Catalog, generateCatalog } from '../seed/generateCatalog';
import { seedDatabase } from '../seed/seedDatabase';
import { renderJob } from './backgroundRenders';
import { IMAGE_KINDS, type MediaRoutesOptions, mediaRoutes } from './mediaRoutes';
import { MEDIA_PREFIX, MEDIA_VARIANTS, type MediaKind, mediaPath } from './paths';

const now = new Date('2026-11-22T03:00:00Z');

let database: Database;
let catalog: Catalog;
let cacheDir: string;
let generated: string[];
let app: ReturnType<typeof createRouter>;

function createApp(dir: string, options: Partial<MediaRoutesOptions> = {}) {
  const root = createRouter();
  root.onError(errorHandler);
  root.notFound(notFoundHandler);
  root.route(
    MEDIA_PREFIX,
    mediaRoutes(database.db, {
      cacheDir: dir,
      onGenerated: ({ path }) => generated.push(path),
      ...options,
    }),
  );
  return root;
}

beforeAll(async () => {
  database = await createDatabase({ dataDir: 'memory://' });
  catalog = generateCatalog({ scale: 0.05, now });
  await seedDatabase(database.db, catalog);
  cacheDir = await mkdtemp(join(tmpdir(), 'cw-media-'));
  app = createApp(cacheDir);
});
afterAll(async () => {
  await database.close();
  await rm(cacheDir, { recursive: true, force: true });
});
beforeEach(() => {
  generated = [];
});

const first = <T>(rows: readonly T[]): T => {
  const row = rows[0];
  if (!row) throw new Error('the seeded catalog is missing rows');
  return row;
};

/** A base path per kind, for rows of the seeded catalog. */
function basePaths(): Record<MediaKind, string> {
  const episode = first(catalog.episodes);
  return {
    covers: mediaPath.cover(first(catalog.works).id),
    volumes: mediaPath.volume(first(catalog.volumes).id),
    thumbnails: mediaPath.thumbnail(episode.id),
    banners: mediaPath.banner(first(catalog.banners).id),
    topics: mediaPath.topic(first(catalog.topics).id),
    'label-icons': mediaPath.labelIcon(first(catalog.labels).id),
    'label-logos': mediaPath.labelLogo(first(catalog.labels).id),
    stores: mediaPath.store('rakuten_kobo'),
    pages: mediaPath.page(episode.id, 0),
  };
}

async function expectError(path: string, status: number, target = app) {
  const response = await target.request(path);
  expect(response.status, path).toBe(status);
  expect(response.headers.get('content-type')).toMatch(/^application\/json/);
  const body = apiErrorBodySchema.parse(await response.json());
  return body.error;
}

describe('GET /v3/media/:kind/:id/:variant', () => {
  it('serves every kind at every width in WebP, at the right size', async () => {
    const bases = basePaths();
    const firstPage = first(catalog.episodes[0]?.pages ?? []);
    for (const [kind, base] of Object.entries(bases) as [MediaKind, string][]) {
      const { widths, ratio } = MEDIA_VARIANTS[kind];
      for (const width of widths) {
        const response = await app.request(`${base}/w${width}.webp`);
        expect(response.status, base).toBe(200);
        expect(response.headers.get('content-type')).toBe('image/webp');
        const metadata = await sharp(Buffer.from(await response.arrayBuffer())).metadata();
        const height = Math.round(width * (ratio ?? firstPage.h / firstPage.w));
        expect([kind, metadata.format, metadata.width, metadata.height]).toEqual([
          kind,
          'webp',
          width,
          height,
        ]);
      }
    }
  });

  it('serves AVIF', async () => {
    for (const base of Object.values(basePaths())) {
      const response = await app.request(`${base}/w${widthFor(base)}.avif`);
      expect(response.status, base).toBe(200);
      expect(response.headers.get('content-type')).toBe('image/avif');
      const metadata = await sharp(Buffer.from(await response.arrayBuffer())).metadata();
      expect(metadata.compression).toBe('av1');
    }
  });

  it('sends immutable cache headers, an ETag and the length', async () => {
    const response = await app.request(`${basePaths().covers}/w180.avif`);
    const body = new Uint8Array(await response.arrayBuffer());
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(response.headers.get('etag')).toMatch(/^"[\w-]{22}"$/);
    expect(response.headers.get('content-length')).toBe(String(body.byteLength));

    const cached = await app.request(`${basePaths().covers}/w180.avif`);
    expect(cached.headers.get('content-length')).toBe(String(body.byteLength));
    expect(cached.headers.get('etag')).toBe(response.headers.get('etag'));
  });

  it('answers HEAD with the headers of GET', async () => {
    const path = `${basePaths().topics}/w320.webp`;
    const get = await app.request(path);
    const length = (await get.arrayBuffer()).byteLength;
    const head = await app.request(path, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.headers.get('content-length')).toBe(String(length));
    expect(head.headers.get('etag')).toBe(get.headers.get('etag'));
    expect(await head.text()).toBe('');
  });

  it('routes every kind of MEDIA_VARIANTS', () => {
    expect([...IMAGE_KINDS, 'pages'].sort()).toEqual(Object.keys(MEDIA_VARIANTS).sort());
  });

  it('answers 304 when If-None-Match matches', async () => {
    const path = `${basePaths().thumbnails}/w320.webp`;
    const etag = (await app.request(path)).headers.get('etag') ?? '';
    const response = await app.request(path, { headers: { 'If-None-Match': `"other", ${etag}` } });
    expect(response.status).toBe(304);
    expect(response.headers.get('etag')).toBe(etag);
    expect(response.headers.get('cache-control')).toContain('immutable');
  });

  it('gives the same bytes for the same URL, from a fresh cache too', async () => {
    const path = `${basePaths().volumes}/w360.avif`;
    const a = Buffer.from(await (await app.request(path)).arrayBuffer());
    const otherDir = await mkdtemp(join(tmpdir(), 'cw-media-'));
    try {
      const b = Buffer.from(await (await createApp(otherDir).request(path)).arrayBuffer());
      expect(a.equals(b)).toBe(true);
    } finally {
      await rm(otherDir, { recursive: true, force: true });
    }
  });

  it('writes each variant to disk once and serves later requests from there', async () => {
    const label = first(catalog.labels);
    const path = `${mediaPath.labelLogo(label.id)}/w640.avif`;
    const firstResponse = await app.request(path);
    expect(firstResponse.status).toBe(200);
    expect(generated).toHaveLength(1);
    // A render tells what it cost: its wait for a slot, then the render.
    expect(firstResponse.headers.get('server-timing')).toMatch(
      /^queue;dur=\d+\.\d, render;dur=\d+\.\d$/,
    );
    const file = join(cacheDir, generated[0] ?? '');
    expect(await readdir(join(cacheDir, 'label-logos', String(label.id)))).toContain(
      generated[0]?.split('/').at(-1),
    );

    // Replace the file: the next answer must come from disk, not from a new rendering.
    await writeFile(file, 'from disk');
    const second = await app.request(path);
    expect(await second.text()).toBe('from disk');
    expect(second.headers.get('server-timing')).toBeNull();
    expect(generated).toHaveLength(1);
    await rm(file);
  });

  it('renders a variant requested ten times at once only once', async () => {
    const path = `${mediaPath.cover(first(catalog.works.slice(1)).id)}/w720.avif`;
    const responses = await Promise.all(Array.from({ length: 10 }, () => app.request(path)));
    const bodies = await Promise.all(
      responses.map(async (r) => Buffer.from(await r.arrayBuffer())),
    );
    expect(generated).toHaveLength(1);
    expect(new Set(bodies.map((body) => body.toString('base64'))).size).toBe(1);
    const files = await readdir(join(cacheDir, 'covers', String(first(catalog.works.slice(1)).id)));
    expect(files.filter((name) => name.endsWith('.tmp'))).toEqual([]);
  });

  it('draws spreads and vertical-scroll pages at their own size', async () => {
    const work = first(catalog.works);
    const [episode] = await database.db
      .insert(schema.episodes)
      .values({
        code: 'TEST_SPREAD_E',
        workId: work.id,
        episodeNo: 9000,
        title: 'spread',
        type: 'normal',
        serviceId: 'web',
        isActive: true,
        updatedAt: now,
        pageCount: 2,
        pages: [
          { w: 880, h: 1248 },
          { w: 1760, h: 1248 },
        ],
        mediaKind: 'generated',
      })
      .returning({ id: schema.episodes.id });
    const id = episode?.id ?? 0;
    const spread = await app.request(`${mediaPath.page(id, 1)}/w1440.webp`);
    expect(await sharp(Buffer.from(await spread.arrayBuffer())).metadata()).toMatchObject({
      width: 1440,
      height: 1021,
    });

    await database.db
      .update(schema.episodes)
      .set({ pages: [{ w: 800, h: 2400 }] })
      .where(eq(schema.episodes.id, id));
    await database.db
      .update(schema.works)
      .set({ scrollType: 'vsc' })
      .where(eq(schema.works.id, work.id));
    const strip = await app.request(`${mediaPath.page(id, 0)}/w480.webp`);
    expect(await sharp(Buffer.from(await strip.arrayBuffer())).metadata()).toMatchObject({
      width: 480,
      height: 1440,
    });
    await database.db.delete(schema.episodes).where(eq(schema.episodes.id, id));
    await database.db
      .update(schema.works)
      .set({ scrollType: work.scrollType })
      .where(eq(schema.works.id, work.id));
  });
});

function widthFor(base: string): number {
  const kind = base.slice(MEDIA_PREFIX.length + 1).split('/')[0] as MediaKind;
  return MEDIA_VARIANTS[kind].widths[0];
}

describe('bad media requests', () => {
  it.each([
    ['/v3/media/posters/1/w360.avif', 'unknown kind'],
    ['/v3/media/covers/abc/w360.avif', 'non-numeric id'],
    ['/v3/media/covers/0/w360.avif', 'zero id'],
    ['/v3/media/covers/01/w360.avif', 'leading zero'],
    ['/v3/media/covers/99999999999/w360.avif', 'id past int4'],
    ['/v3/media/covers/1/w361.avif', 'width not served'],
    ['/v3/media/covers/1/w1080.avif', 'width of another kind'],
    ['/v3/media/covers/1/w360.png', 'format'],
    ['/v3/media/covers/1/360.avif', 'variant shape'],
    ['/v3/media/covers/1/w360.AVIF', 'format case'],
    ['/v3/media/pages/abc/0/w480.webp', 'non-numeric episode'],
    ['/v3/media/pages/1/-1/w480.webp', 'negative index'],
    ['/v3/media/pages/1/x/w480.webp', 'non-numeric index'],
    ['/v3/media/pages/1/0/w360.webp', 'page width'],
    ['/v3/media/pages/1/w480.webp', 'page without index'],
    ['/v3/media/stores/Amazon!/w160.webp', 'malformed store code'],
    ['/v3/media/stores/..%2F..%2Fetc/w160.webp', 'encoded traversal in a store code'],
    ['/v3/media/covers/1/..%2F..%2Fw360.avif', 'encoded traversal in a variant'],
    ['/v3/media/pages/1/..%2F0/w480.webp', 'encoded traversal in a page index'],
  ])('%s answers 400 (%s) without rendering', async (path) => {
    const error = await expectError(path, 400);
    expect(error.code).toBe('BAD_REQUEST');
    expect(generated).toEqual([]);
  });

  it.each([
    ['/v3/media/covers/999999/w360.avif', 'unknown work'],
    ['/v3/media/volumes/999999/w360.avif', 'unknown volume'],
    ['/v3/media/thumbnails/999999/w320.webp', 'unknown episode'],
    ['/v3/media/banners/999999/w640.webp', 'unknown banner'],
    ['/v3/media/topics/999999/w320.webp', 'unknown topic'],
    ['/v3/media/label-icons/999999/w96.webp', 'unknown label'],
    ['/v3/media/stores/unknown_store/w160.webp', 'unknown store'],
    ['/v3/media/pages/999999/0/w480.webp', 'unknown episode'],
    ['/v3/media/covers/../../../etc/passwd', 'dot segments, resolved by the URL parser'],
    ['/v3/media/covers/%2e%2e/w360.avif', 'encoded dot segment, resolved the same way'],
  ])('%s answers 404 (%s)', async (path) => {
    const error = await expectError(path, 404);
    expect(error.code).toBe('NOT_FOUND');
  });

  it('answers 404 for a page index past the last page', async () => {
    const episode = first(catalog.episodes);
    await expectError(`${mediaPath.page(episode.id, episode.pageCount)}/w480.webp`, 404);
  });
});

describe('bounded rendering', () => {
  let dir: string;
  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), 'cw-media-'));
  });
  afterEach(() => rm(dir, { recursive: true, force: true }));

  it('answers 503 with Retry-After while the render queue is full, and renders nothing', async () => {
    let release = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    let rendering = () => {};
    const started = new Promise<void>((resolve) => {
      rendering = resolve;
    });
    const rendered: number[] = [];
    const app = createApp(dir, {
      limits: { renderConcurrency: 1, renderQueueMax: 0 },
      makeVariant: async (_db, _source, width) => {
        rendered.push(width);
        rendering();
        await gate;
        return Buffer.from('image');
      },
    });
    const cover = basePaths().covers;
    const slow = app.request(`${cover}/w180.avif`);
    await started;

    const refused = await app.request(`${cover}/w360.avif`);
    expect(refused.status).toBe(503);
    expect(refused.headers.get('retry-after')).toMatch(/^[1-9][0-9]*$/);
    expect(refused.headers.get('cache-control')).toBe('no-store');
    const body = apiErrorBodySchema.parse(await refused.json());
    expect(body.error.code).toBe('SERVICE_UNAVAILABLE');
    expect(rendered).toEqual([180]);

    release();
    expect((await slow).status).toBe(200);
    // Drained: the refused variant is made now.
    expect((await app.request(`${cover}/w360.avif`)).status).toBe(200);
    expect(rendered).toEqual([180, 360]);
  });

  it("answers 429 with Retry-After past a client's share of the queue, uncharged, and serves others", async () => {
    let release = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    let started = () => {};
    const rendering = new Promise<void>((resolve) => {
      started = resolve;
    });
    const charged: string[] = [];
    // Two slots, one client runs at most one of them, and may have none waiting: the flooder's
    // second render is past its share at once, while the slot left is another reader's.
    const app = createApp(dir, {
      limits: { renderConcurrency: 2, renderQueueMax: 10, renderClientQueueMax: 0 },
      clientOf: async (c) => c.req.header('x-client') ?? '',
      chargeRender: (c, client) => void charged.push(`${client} ${c.req.path.split('/').at(-1)}`),
      makeVariant: async () => {
        started();
        await gate;
        return Buffer.from('image');
      },
    });
    const cover = basePaths().covers;
    const from = (client: string, width: number) =>
      app.request(`${cover}/w${width}.avif`, { headers: { 'x-client': client } });
    const running = from('flooder', 180);
    await rendering;
    const refused = await from('flooder', 360);
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toMatch(/^[1-9][0-9]*$/);
    expect(apiErrorBodySchema.parse(await refused.json()).error.code).toBe('TOO_MANY_REQUESTS');
    // Refused before the charge: a flood's refusals cost no write to the shared counter.
    expect(charged).toEqual(['flooder w180.avif']);
    const other = from('reader', 720);
    release();
    expect((await Promise.all([running, other])).map((r) => r.status)).toEqual([200, 200]);
    expect(charged).toEqual(['flooder w180.avif', 'reader w720.avif']);
  });

  it('charges the client for a render on a cache miss only', async () => {
    const charged: string[] = [];
    const app = createApp(dir, { chargeRender: (c) => void charged.push(c.req.path) });
    const path = `${basePaths().stores}/w160.webp`;
    expect((await app.request(path)).status).toBe(200);
    expect((await app.request(path)).status).toBe(200);
    expect(charged).toEqual([path]);
  });

  it('hands variants wider than 720 px to the background renderer, the rest it makes itself', async () => {
    const handed: string[] = [];
    const app = createApp(dir, {
      renderLarge: async (job) => {
        handed.push(`${'subject' in job ? job.subject.kind : 'imported'} w${job.width}`);
        return renderJob(job);
      },
    });
    const { covers, pages, banners } = basePaths();
    for (const path of [`${covers}/w720.avif`, `${pages}/w1440.avif`, `${pages}/w720.webp`])
      expect((await app.request(path)).status).toBe(200);
    expect((await app.request(`${banners}/w960.webp`)).status).toBe(200);
    expect(handed).toEqual(['pages w1440', 'banners w960']);
  });

  it('renders nothing when the charge is refused', async () => {
    const app = createApp(dir, {
      chargeRender: () => {
        throw new ApiError(ERROR_CODES.FORBIDDEN, 'Render budget spent');
      },
    });
    const error = await expectError(`${basePaths().stores}/w320.webp`, 403, app);
    expect(error.message).toBe('Render budget spent');
    expect(generated).toEqual([]);
  });
});
