import { apiErrorBodySchema, favoriteStatusSchema } from '@cw/api-client/schemas';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { favorites } from '../../db/schema';
import { createReaderTestApp, first, type ReaderTestApp } from './readerTestApp';

let t: ReaderTestApp;
beforeAll(async () => {
  t = await createReaderTestApp();
});
afterAll(() => t.close());

const path = (episodeId: number | string) => `/favorites/episodes/${episodeId}`;

async function favorite(reader: string, method: string, episodeId: number) {
  const response = await t.call(reader, method, path(episodeId));
  expect(response.status).toBe(200);
  return favoriteStatusSchema.parse(await response.json());
}

const guestPress = (episodeId: number | string) =>
  t.app.request(`/v3/library/episodes/${episodeId}/guest-favorites`, { method: 'POST' });

describe('/v3/membership/favorites/episodes/{episodeId}', () => {
  it('adds, reports and removes the reader’s good, counting every reader', async () => {
    const episode = first(await t.someEpisodes(1));
    const start = await favorite('fav-a', 'GET', episode.id);
    expect(start.isFavorite).toBe(false);

    expect(await favorite('fav-a', 'POST', episode.id)).toEqual({
      isFavorite: true,
      count: start.count + 1,
    });
    expect(await favorite('fav-a', 'POST', episode.id)).toEqual({
      isFavorite: true,
      count: start.count + 1,
    });
    expect(await favorite('fav-b', 'POST', episode.id)).toEqual({
      isFavorite: true,
      count: start.count + 2,
    });
    expect(await favorite('fav-a', 'DELETE', episode.id)).toEqual({
      isFavorite: false,
      count: start.count + 1,
    });
    expect(await favorite('fav-a', 'DELETE', episode.id)).toEqual({
      isFavorite: false,
      count: start.count + 1,
    });
  });

  it('keeps one favorite when the same press arrives 20 times at once', async () => {
    const episode = first((await t.someEpisodes(2)).slice(1));
    const responses = await Promise.all(
      Array.from({ length: 20 }, () => t.call('fav-race', 'POST', path(episode.id))),
    );
    expect(responses.map((r) => r.status)).toEqual(Array(20).fill(200));
    const rows = await t.database.db
      .select({ n: count() })
      .from(favorites)
      .where(eq(favorites.episodeId, episode.id));
    expect(rows).toEqual([{ n: 1 }]);
  });

  it("never shows or removes another reader's good", async () => {
    const episode = first((await t.someEpisodes(3)).slice(2));
    await favorite('fav-owner', 'POST', episode.id);
    expect((await favorite('fav-other', 'GET', episode.id)).isFavorite).toBe(false);
    await favorite('fav-other', 'DELETE', episode.id);
    expect((await favorite('fav-owner', 'GET', episode.id)).isFavorite).toBe(true);
  });

  it('answers 404 for an unknown episode and 400 for a malformed id', async () => {
    for (const method of ['GET', 'POST', 'DELETE']) {
      const missing = await t.call('fav-bad', method, path(999_999));
      expect(missing.status).toBe(404);
      expect(apiErrorBodySchema.parse(await missing.json()).error.code).toBe('NOT_FOUND');
      for (const id of ['abc', '0', '01', '1e3']) {
        expect((await t.call('fav-bad', method, path(id))).status, `${method} ${id}`).toBe(400);
      }
    }
  });

  it('answers 401 to every route without a valid service token', async () => {
    const episode = first(await t.someEpisodes(1));
    await t.expectUnauthorized([
      ['GET', path(episode.id)],
      ['POST', path(episode.id)],
      ['DELETE', path(episode.id)],
    ]);
  });
});

describe('POST /v3/library/episodes/{episodeId}/guest-favorites', () => {
  it('counts every guest press, with no token, in the episode’s count', async () => {
    const episode = first((await t.someEpisodes(4)).slice(3));
    const before = (await favorite('fav-guest-watch', 'GET', episode.id)).count;
    const presses = await Promise.all(Array.from({ length: 5 }, () => guestPress(episode.id)));
    expect(presses.map((r) => r.status)).toEqual(Array(5).fill(200));
    const counts = await Promise.all(
      presses.map(async (r) => favoriteStatusSchema.pick({ count: true }).parse(await r.json())),
    );
    expect(Math.max(...counts.map((c) => c.count))).toBe(before + 5);
    expect(await favorite('fav-guest-watch', 'GET', episode.id)).toEqual({
      isFavorite: false,
      count: before + 5,
    });
  });

  it('answers 404 for an unknown episode and 400 for a malformed id', async () => {
    expect((await guestPress(999_999)).status).toBe(404);
    expect((await guestPress('x1')).status).toBe(400);
  });
});
