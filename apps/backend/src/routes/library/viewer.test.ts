import {
  apiErrorBodySchema,
  episodeDetailResponseSchema,
  episodeSummarySchema,
  type ViewerManifest,
  viewerManifestSchema,
} from '@cw/contract/schemas';
import { and, eq, gt, inArray, isNotNull, isNull, or, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  getAdjacentEpisode,
  getEpisodeDetail,
  getViewerManifest,
  isReadable,
  readableAt,
} from '../../data/viewer';
import { getWorkDetail, loadWorkSummaries } from '../../data/works';
import { episodeStores, episodes, volumeEpisodes, volumeStores, works } from '../../db/schema';
import { createTestApp } from '../../test/app';
import { seedNow } from '../../test/database';

let t: Awaited<ReturnType<typeof createTestApp>>;
/** Every web episode of the catalog without its pages, grouped by work, by number. */
let serials: WebEpisode[][];
beforeAll(async () => {
  t = await createTestApp();
  serials = groupByWork(await webEpisodes());
});
afterAll(() => t.close());

type WebEpisode = Awaited<ReturnType<typeof webEpisodes>>[number];

async function manifestOf(code: string): Promise<ViewerManifest> {
  const response = await t.app.request(`/v3/library/viewer/${code}`);
  expect(response.status).toBe(200);
  return viewerManifestSchema.parse(await response.json());
}

async function errorOf(path: string, status: number) {
  const response = await t.app.request(path);
  expect(response.status).toBe(status);
  return apiErrorBodySchema.parse(await response.json()).error;
}

function webEpisodes() {
  return t.database.db
    .select({
      id: episodes.id,
      code: episodes.code,
      workId: episodes.workId,
      episodeNo: episodes.episodeNo,
      type: episodes.type,
      serviceId: episodes.serviceId,
      isActive: episodes.isActive,
      deliveryUntil: episodes.deliveryUntil,
      // Store codes of its purchase links: what isReadable reads of them.
      stores: sql<string[]>`(select coalesce(json_agg(${episodeStores.storeCode}), '[]'::json)
        from ${episodeStores} where ${episodeStores.episodeId} = ${episodes.id})`,
    })
    .from(episodes)
    .where(eq(episodes.serviceId, 'web'))
    .orderBy(episodes.workId, episodes.episodeNo);
}

function groupByWork(rows: WebEpisode[]): WebEpisode[][] {
  const byWork = new Map<number, WebEpisode[]>();
  for (const row of rows) {
    const serial = byWork.get(row.workId);
    if (serial) serial.push(row);
    else byWork.set(row.workId, [row]);
  }
  return [...byWork.values()];
}

/** The web episodes of the work with the most of them (a 200 to 320 episode serial). */
function longestSerial(): WebEpisode[] {
  const serial = serials.toSorted((a, b) => b.length - a.length)[0];
  if (!serial) throw new Error('seed has no web episodes');
  return serial;
}

describe('GET /v3/library/viewer/{episodeCode}', () => {
  it('lists pages 0..n-1 with the sizes and media paths of the database', async () => {
    const [row] = await t.database.db
      .select({ id: episodes.id, code: episodes.code, pages: episodes.pages })
      .from(episodes)
      .where(and(eq(episodes.serviceId, 'web'), eq(episodes.episodeNo, 1)))
      .limit(1);
    if (!row) throw new Error('seed has no first episode');
    const manifest = await manifestOf(row.code);
    expect(manifest.episode.code).toBe(row.code);
    expect(manifest.episode.internal.pageCount).toBe(row.pages.length);
    expect(manifest.pages).toEqual(
      row.pages.map((page, index) => ({
        index,
        width: page.w,
        height: page.h,
        src: `/v3/media/pages/${row.id}/${index}`,
      })),
    );
  });

  it('keeps wide pages (wider than tall) where the seed put them', async () => {
    const [wide] = await t.database.db
      .select({ code: episodes.code, pages: episodes.pages })
      .from(episodes)
      .innerJoin(works, eq(works.id, episodes.workId))
      .where(
        and(
          eq(episodes.isActive, true),
          eq(works.scrollType, 'rtl'),
          sql`exists (select from jsonb_array_elements(${episodes.pages}) as page
            where (page->>'w')::int > (page->>'h')::int)`,
        ),
      )
      .limit(1);
    if (!wide) throw new Error('seed has no readable episode with a wide page');
    const manifest = await manifestOf(wide.code);
    const wideIndexes = (pages: { width: number; height: number }[]) =>
      pages.flatMap((page, index) => (page.width > page.height ? [index] : []));
    expect(wideIndexes(manifest.pages)).toEqual(
      wideIndexes(wide.pages.map((page) => ({ width: page.w, height: page.h }))),
    );
    expect(wideIndexes(manifest.pages).length).toBeGreaterThan(0);
    expect(manifest.work.scrollType).toBe('rtl');
  });

  it('has no previous episode at the first and no next one at the latest', async () => {
    const serial = longestSerial();
    const first = serial[0];
    const last = serial.at(-1);
    if (!first || !last) throw new Error('empty serial');

    const opening = await manifestOf(first.code);
    expect(opening.previousEpisode).toBeNull();
    expect(opening.nextEpisode?.code).toBe(
      serial.find((row) => row.episodeNo > first.episodeNo && isReadable(row, seedNow()))?.code,
    );

    const latest = await manifestOf(last.code);
    expect(latest.nextEpisode).toBeNull();
    expect(latest.previousEpisode).not.toBeNull();
    expect(latest.episode.internal.isLatest).toBe(true);
    expect(latest.work.latestEpisode?.code).toBe(last.code);
  });

  it('carries the work summary other lists show, plus its scroll type, direction and classification', async () => {
    const serial = longestSerial();
    const episode = serial[0];
    if (!episode) throw new Error('empty serial');
    const manifest = await manifestOf(episode.code);
    const [summary] = await loadWorkSummaries(t.database.db, [episode.workId], seedNow());
    const [work] = await t.database.db
      .select({
        code: works.code,
        scrollType: works.scrollType,
        originalDirection: works.originalDirection,
      })
      .from(works)
      .where(eq(works.id, episode.workId));
    const detail = await getWorkDetail(t.database.db, work?.code ?? '', seedNow());
    expect(manifest.work).toEqual({
      ...summary,
      scrollType: work?.scrollType,
      originalDirection: work?.originalDirection,
      tags: detail?.work.tags.toSorted((a, b) => a.id - b.id),
      subGenre: detail?.work.subGenre,
    });
  });

  it('spec section 3: "Analytics also uses subGenre.name and tags[].name": the viewer sends both', async () => {
    const [row] = await t.database.db
      .select({ code: episodes.code, workCode: works.code })
      .from(episodes)
      .innerJoin(works, eq(works.id, episodes.workId))
      .where(and(isNotNull(works.subGenreId), readableAt(seedNow())))
      .orderBy(episodes.id)
      .limit(1);
    if (!row) throw new Error('no readable episode of a work with a sub-genre');
    const response = await t.app.request(`/v3/library/viewer/${row.code}`);
    expect(response.status).toBe(200);
    // The answer as sent, not as parsed: parsing fills in what old saved manifests lack.
    const { work } = (await response.json()) as { work: Record<string, unknown> };
    const detail = await getWorkDetail(t.database.db, row.workCode, seedNow());
    expect(detail?.work.subGenre).not.toBeNull();
    expect(detail?.work.tags.length).toBeGreaterThan(0);
    expect(work.subGenre).toEqual(detail?.work.subGenre);
    expect(work.tags).toEqual(detail?.work.tags.toSorted((a, b) => a.id - b.id));
  });

  it("says scrollType vsc for a vertical-scroll work's episode", async () => {
    const [row] = await t.database.db
      .select({ code: episodes.code })
      .from(episodes)
      .innerJoin(works, eq(works.id, episodes.workId))
      .where(and(eq(works.scrollType, 'vsc'), eq(episodes.isActive, true)))
      .limit(1);
    if (!row) throw new Error('seed has no vsc work');
    const manifest = await manifestOf(row.code);
    expect(manifest.work.scrollType).toBe('vsc');
    expect(manifest.pages.every((page) => page.height > page.width)).toBe(true);
  });

  it("keeps a trial episode's neighbours within its volume, with the volume's stores", async () => {
    const [volume] = await t.database.db
      .select({ volumeId: volumeEpisodes.volumeId })
      .from(volumeEpisodes)
      .groupBy(volumeEpisodes.volumeId)
      .having(sql`count(*) = 3`)
      .limit(1);
    if (!volume) throw new Error('seed has no volume with three trial episodes');
    const { volumeId } = volume;
    const [first, middle, last] = await t.database.db
      .select({ code: episodes.code, workId: episodes.workId, episodeNo: episodes.episodeNo })
      .from(volumeEpisodes)
      .innerJoin(episodes, eq(episodes.id, volumeEpisodes.episodeId))
      .where(eq(volumeEpisodes.volumeId, volumeId))
      .orderBy(volumeEpisodes.position);
    if (!first || !middle || !last) throw new Error('unreachable');
    const stores = await t.database.db
      .select({ code: volumeStores.storeCode })
      .from(volumeStores)
      .where(eq(volumeStores.volumeId, volumeId));

    const opening = await manifestOf(first.code);
    expect(opening.episode.serviceId).toBe('web_trial');
    expect(opening.previousEpisode).toBeNull();
    expect(opening.nextEpisode?.code).toBe(middle.code);
    expect(opening.volumeStores.map((store) => store.code).sort()).toEqual(
      stores.map((store) => store.code).sort(),
    );
    const between = await manifestOf(middle.code);
    expect([between.previousEpisode?.code, between.nextEpisode?.code]).toEqual([
      first.code,
      last.code,
    ]);
    // After the volume's last trial chapter: the first web episode past it readers can open.
    const [webNext] = await t.database.db
      .select({ code: episodes.code })
      .from(episodes)
      .where(
        and(
          eq(episodes.workId, last.workId),
          eq(episodes.serviceId, 'web'),
          eq(episodes.isActive, true),
          gt(episodes.episodeNo, last.episodeNo),
          or(isNull(episodes.deliveryUntil), gt(episodes.deliveryUntil, seedNow())),
        ),
      )
      .orderBy(episodes.episodeNo)
      .limit(1);
    const closing = await manifestOf(last.code);
    expect(closing.previousEpisode?.code).toBe(middle.code);
    expect(closing.nextEpisode?.code ?? null).toBe(webNext?.code ?? null);
  });

  it('leads the last trial chapter of a volume to the next free web episode', async () => {
    const now = seedNow();
    const readable = (e: { isActive: boolean; deliveryUntil: Date | null }) =>
      e.isActive && (e.deliveryUntil === null || e.deliveryUntil > now);
    const trials = await t.database.db.query.volumeEpisodes.findMany({
      with: { episode: true },
    });
    // The last readable trial chapter of each volume.
    const lastOfVolume = new Map<number, (typeof trials)[number]>();
    for (const trial of trials) {
      if (!readable(trial.episode)) continue;
      const seen = lastOfVolume.get(trial.volumeId);
      if (!seen || seen.position < trial.position) lastOfVolume.set(trial.volumeId, trial);
    }
    const web = await t.database.db
      .select()
      .from(episodes)
      .where(eq(episodes.serviceId, 'web'))
      .orderBy(episodes.episodeNo);
    const followed = [...lastOfVolume.values()].flatMap(({ episode }) => {
      const next = web.find(
        (e) => e.workId === episode.workId && e.episodeNo > episode.episodeNo && readable(e),
      );
      return next ? [{ trial: episode.code, next: next.code }] : [];
    });
    const [case1] = followed;
    if (!case1) throw new Error('seed has no trial chapter followed by a free web episode');
    expect((await manifestOf(case1.trial)).nextEpisode?.code).toBe(case1.next);
  });

  it('has no volume stores for a web episode', async () => {
    const serial = longestSerial();
    const episode = serial[0];
    if (!episode) throw new Error('empty serial');
    expect((await manifestOf(episode.code)).volumeStores).toEqual([]);
  });

  it('answers 404 "no longer available" for an inactive episode', async () => {
    const [row] = await t.database.db
      .select({ code: episodes.code })
      .from(episodes)
      .where(eq(episodes.isActive, false))
      .limit(1);
    if (!row) throw new Error('seed has no inactive episode');
    const error = await errorOf(`/v3/library/viewer/${row.code}`, 404);
    expect(error).toEqual({ code: 'NOT_FOUND', message: 'This episode is no longer available' });
  });

  it('refuses an episode once its delivery has ended, and its neighbours skip it', async () => {
    // An active episode with a delivery end whose neighbours both outlive it.
    const ending = serials
      .flatMap((serial) =>
        serial.map((row, k) => ({ before: serial[k - 1], row, after: serial[k + 1] })),
      )
      .find(({ before, row, after }) => {
        if (!before || !after || !row.isActive || !row.deliveryUntil) return false;
        const later = new Date(row.deliveryUntil.getTime() + 1000);
        return (
          later.getUTCFullYear() < 9999 && isReadable(before, later) && isReadable(after, later)
        );
      });
    if (!ending?.before || !ending.after || !ending.row.deliveryUntil) {
      throw new Error('seed has no active episode whose delivery ends before its neighbours');
    }
    const { before, row, after } = ending;
    await manifestOf(row.code);

    // The routes pass their clock (deps.now()) to these; the test app's is pinned to the seed.
    const { db } = t.database;
    const later = new Date(ending.row.deliveryUntil.getTime() + 1000);
    expect(await getViewerManifest(db, row.code, later)).toBe('unavailable');
    const detail = episodeDetailResponseSchema.parse(await getEpisodeDetail(db, row.code, later));
    expect(detail.episode.isActive).toBe(false);
    const jump = await getAdjacentEpisode(db, before.code, 'forward', later);
    expect(jump?.episode?.code).toBe(after.code);
    const manifest = viewerManifestSchema.parse(await getViewerManifest(db, after.code, later));
    expect(manifest.previousEpisode?.code).toBe(before.code);
  });

  it('refuses an active episode sold in stores (spec section 2: its card is ストアで購入), and its neighbours skip it', async () => {
    const now = seedNow();
    const found = serials
      .flatMap((serial) =>
        serial.map((row, k) => ({ before: serial[k - 1], row, after: serial[k + 1] })),
      )
      .find(
        ({ before, row, after }) =>
          before &&
          after &&
          row.type === 'normal' &&
          [before, row, after].every((episode) => isReadable(episode, now)),
      );
    if (!found?.before || !found.after)
      throw new Error('seed has no three readable episodes in a row');
    const { before, row, after } = found;
    const { db } = t.database;
    await db.insert(episodeStores).values({
      episodeId: row.id,
      storeCode: 'amazon',
      url: 'https://www.amazon.co.jp/dp/B000000000',
    });
    try {
      expect(isReadable({ ...row, stores: ['amazon'] }, now)).toBe(false);
      expect(await getViewerManifest(db, row.code, now)).toBe('unavailable');
      // The viewer falls back to the detail: still served, sold in stores.
      const detail = episodeDetailResponseSchema.parse(await getEpisodeDetail(db, row.code, now));
      expect(detail.episode.isActive).toBe(true);
      expect(detail.episode.stores.map((store) => store.code)).toEqual(['amazon']);
      const previous = viewerManifestSchema.parse(await getViewerManifest(db, before.code, now));
      expect(previous.nextEpisode?.code).toBe(after.code);
      expect(previous.nextStoreEpisode?.code).toBe(row.code);
      const next = viewerManifestSchema.parse(await getViewerManifest(db, after.code, now));
      expect(next.previousEpisode?.code).toBe(before.code);
    } finally {
      await db.delete(episodeStores).where(eq(episodeStores.episodeId, row.id));
    }
  });

  it('finds in SQL (readableAt) exactly the episodes isReadable opens, now and later', async () => {
    const { db } = t.database;
    for (const now of [seedNow(), new Date(seedNow().getTime() + 200 * 86_400_000)]) {
      const rows = await db
        .select({ id: episodes.id })
        .from(episodes)
        .where(and(eq(episodes.serviceId, 'web'), readableAt(now)));
      const opened = serials.flat().filter((episode) => isReadable(episode, now));
      expect(opened.length).toBeGreaterThan(0);
      expect(rows.map((episode) => episode.id).sort((a, b) => a - b)).toEqual(
        opened.map((episode) => episode.id).sort((a, b) => a - b),
      );
    }
  });

  it('answers 404 for an unknown code and 400 naming the parameter for a malformed one', async () => {
    expect((await errorOf('/v3/library/viewer/NO_SUCH_EPISODE', 404)).code).toBe('NOT_FOUND');
    const malformed = await errorOf(`/v3/library/viewer/${encodeURIComponent('bad code!')}`, 400);
    expect(malformed.message).toContain('episodeCode');
    await errorOf(`/v3/library/viewer/${'x'.repeat(65)}`, 400);
  });
});

describe('GET /v3/library/viewer/{episodeCode}/jump-forward and jump-back', () => {
  /** A readable web episode k whose episode k+1 cannot be read, and the readable one after. */
  function gapBeforeNext() {
    const now = seedNow();
    for (const serial of serials) {
      for (let k = 0; k + 1 < serial.length; k++) {
        const from = serial[k];
        const skipped = serial[k + 1];
        if (!from || !skipped || !isReadable(from, now) || isReadable(skipped, now)) continue;
        const to = serial.slice(k + 2).find((row) => isReadable(row, now));
        if (to) return { from, skipped, to };
      }
    }
    throw new Error('seed has no serial with a closed episode between readable ones');
  }

  it('jumps forward from k to the next readable episode, skipping inactive ones', async () => {
    const { from, to } = gapBeforeNext();
    expect(to.episodeNo).toBeGreaterThan(from.episodeNo + 1);
    const response = await t.app.request(`/v3/library/viewer/${from.code}/jump-forward`);
    expect(response.status).toBe(200);
    expect(episodeSummarySchema.parse(await response.json()).code).toBe(to.code);
    expect((await manifestOf(from.code)).nextEpisode?.code).toBe(to.code);
  });

  it('jumps back over the same gap, and also from an episode that cannot be read', async () => {
    const { from, to, skipped } = gapBeforeNext();
    const back = await t.app.request(`/v3/library/viewer/${to.code}/jump-back`);
    expect(episodeSummarySchema.parse(await back.json()).code).toBe(from.code);
    const forward = await t.app.request(`/v3/library/viewer/${skipped.code}/jump-forward`);
    expect(episodeSummarySchema.parse(await forward.json()).code).toBe(to.code);
  });

  it('answers 404 past either end, for unknown codes, and 400 for malformed ones', async () => {
    const serial = longestSerial();
    const first = serial[0];
    const last = serial.at(-1);
    if (!first || !last) throw new Error('empty serial');
    const noPrevious = await errorOf(`/v3/library/viewer/${first.code}/jump-back`, 404);
    expect(noPrevious.message).toBe('No previous episode');
    const noNext = await errorOf(`/v3/library/viewer/${last.code}/jump-forward`, 404);
    expect(noNext.message).toBe('No next episode');
    await errorOf('/v3/library/viewer/NO_SUCH_EPISODE/jump-forward', 404);
    await errorOf(`/v3/library/viewer/${encodeURIComponent('a.b')}/jump-back`, 400);
  });
});

describe('the episode sold in stores before the next readable one (nextStoreEpisode)', () => {
  /** Store codes of each episode that has purchase links of its own. */
  async function storesByEpisode() {
    const rows = await t.database.db
      .select({ episodeId: episodeStores.episodeId, code: episodeStores.storeCode })
      .from(episodeStores);
    const byEpisode = new Map<number, string[]>();
    for (const { episodeId, code } of rows) {
      byEpisode.set(episodeId, [...(byEpisode.get(episodeId) ?? []), code]);
    }
    return byEpisode;
  }

  /**
   * Readable web episodes followed by an unreadable one (the first past any 'pr' entries when
   * `pr`), and the next readable episode: `accept` picks by the unreadable one.
   */
  function gaps(accept: (skipped: WebEpisode) => boolean, { pr = false } = {}) {
    const now = seedNow();
    return serials.flatMap((serial) =>
      serial.flatMap((from, k) => {
        const after = serial.slice(k + 1);
        if (!isReadable(from, now) || (after[0]?.type === 'pr') !== pr) return [];
        const skipped = after.find((row) => row.type !== 'pr');
        const to = after.find((row) => isReadable(row, now));
        if (!skipped || isReadable(skipped, now) || !accept(skipped)) return [];
        return [{ from, skipped, to }];
      }),
    );
  }

  it('names 第2話② of CW_000002 as sold in stores, before 第29話①, the next readable', async () => {
    const manifest = await manifestOf('CW_000002_0003_E');
    expect(manifest.episode.title).toBe('第2話①');
    const sold = manifest.nextStoreEpisode;
    expect(sold).toMatchObject({ code: 'CW_000002_0004_E', title: '第2話②', isActive: false });
    const stores = (await storesByEpisode()).get(sold?.id ?? 0);
    expect(sold?.stores.map((store) => store.code).sort()).toEqual(stores?.sort());
    expect(sold?.stores.length).toBeGreaterThan(0);
    // 次の話へ keeps its meaning: the next episode the reader can open, as jump-forward says.
    expect(manifest.nextEpisode).toMatchObject({ code: 'CW_000002_0057_E', title: '第29話①' });
    const jump = await t.app.request('/v3/library/viewer/CW_000002_0003_E/jump-forward');
    expect(episodeSummarySchema.parse(await jump.json()).code).toBe('CW_000002_0057_E');
  });

  it('names the first skipped episode whenever it is sold, with its own stores', async () => {
    const stores = await storesByEpisode();
    const found = gaps((skipped) => stores.has(skipped.id));
    expect(found.length).toBeGreaterThan(1);
    for (const { from, skipped, to } of found.slice(0, 5)) {
      const manifest = await manifestOf(from.code);
      expect(manifest.nextStoreEpisode?.code).toBe(skipped.code);
      expect(manifest.nextStoreEpisode?.stores.map((store) => store.code).sort()).toEqual(
        stores.get(skipped.id)?.sort(),
      );
      expect(manifest.nextEpisode?.code ?? null).toBe(to?.code ?? null);
    }
  });

  it('passes over promotional entries: they are not part of the story', async () => {
    const stores = await storesByEpisode();
    const [gap] = gaps((skipped) => stores.has(skipped.id), { pr: true });
    if (!gap) throw new Error('seed has no closed pr entry before an episode sold in stores');
    const manifest = await manifestOf(gap.from.code);
    expect(manifest.nextStoreEpisode?.code).toBe(gap.skipped.code);
  });

  it('is null when the next episode is readable, or is closed and not sold', async () => {
    const stores = await storesByEpisode();
    const [unsold] = gaps((skipped) => !stores.has(skipped.id));
    if (!unsold) throw new Error('seed has no closed episode without stores after a readable one');
    const closed = await manifestOf(unsold.from.code);
    expect(closed.nextStoreEpisode).toBeNull();
    expect(closed.nextEpisode?.code ?? null).toBe(unsold.to?.code ?? null);

    const serial = longestSerial();
    const first = serial[0];
    if (!first || !serial[1] || !isReadable(serial[1], seedNow())) {
      throw new Error('the longest serial should open with readable episodes');
    }
    expect((await manifestOf(first.code)).nextStoreEpisode).toBeNull();
    const last = serial.at(-1);
    if (!last) throw new Error('empty serial');
    expect((await manifestOf(last.code)).nextStoreEpisode).toBeNull();
  });
});

describe('GET /v3/library/episodes/{episodeCode}', () => {
  it('serves a store-only episode (inactive with stores) with its stores and work', async () => {
    const [row] = await t.database.db
      .select({ id: episodes.id, code: episodes.code, workId: episodes.workId })
      .from(episodes)
      .where(
        and(
          eq(episodes.isActive, false),
          inArray(
            episodes.id,
            t.database.db.select({ id: episodeStores.episodeId }).from(episodeStores),
          ),
        ),
      )
      .limit(1);
    if (!row) throw new Error('seed has no store-only episode');
    const stores = await t.database.db
      .select({ code: episodeStores.storeCode })
      .from(episodeStores)
      .where(eq(episodeStores.episodeId, row.id));
    const response = await t.app.request(`/v3/library/episodes/${row.code}`);
    expect(response.status).toBe(200);
    const detail = episodeDetailResponseSchema.parse(await response.json());
    expect(detail.episode.isActive).toBe(false);
    expect(detail.episode.stores.map((store) => store.code).sort()).toEqual(
      stores.map((store) => store.code).sort(),
    );
    expect(detail.work.id).toBe(row.workId);
    await errorOf(`/v3/library/viewer/${row.code}`, 404);
  });

  it("serves a trial episode with its volume's stores", async () => {
    const [trial] = await t.database.db
      .select({ code: episodes.code })
      .from(episodes)
      .where(eq(episodes.serviceId, 'web_trial'))
      .limit(1);
    if (!trial) throw new Error('seed has no trial episode');
    const response = await t.app.request(`/v3/library/episodes/${trial.code}`);
    const detail = episodeDetailResponseSchema.parse(await response.json());
    expect(detail.episode.isActive).toBe(true);
    expect(detail.volumeStores.length).toBeGreaterThan(0);
  });

  it('answers 404 for an unknown code and 400 for a malformed one', async () => {
    await errorOf('/v3/library/episodes/NO_SUCH_EPISODE', 404);
    const malformed = await errorOf(`/v3/library/episodes/${encodeURIComponent('bad code!')}`, 400);
    expect(malformed.message).toContain('episodeCode');
  });
});
