import { apiErrorBodySchema, favoriteStatusSchema } from '@cw/contract/schemas';
import { signServiceToken } from '@cw/service-token';
import { count, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { favorites, rateLimits } from '../../db/schema';
import { TEST_SECRET } from '../../test/app';
import { seedNow } from '../../test/database';
import { createReaderTestApp, first, type ReaderTestApp } from '../../test/readerTestApp';

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

/**
 * A guest's press as it reaches the backend: from a socket address, through the web app that
 * names the client's address in X-Forwarded-For with its service token, or from anyone else.
 */
function guestPress(
  episodeId: number | string,
  from: { socket?: string; forwardedFor?: string; authorization?: string } = {},
) {
  const headers: Record<string, string> = {};
  if (from.forwardedFor) headers['x-forwarded-for'] = from.forwardedFor;
  if (from.authorization) headers.authorization = from.authorization;
  return t.app.request(
    `/v3/library/episodes/${episodeId}/guest-favorites`,
    { method: 'POST', headers },
    { incoming: { socket: { remoteAddress: from.socket ?? '10.0.0.2' } } },
  );
}

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
  it('counts one good per client address and episode, the web app naming the address', async () => {
    const [episode, otherEpisode] = (await t.someEpisodes(5)).slice(3);
    if (!episode || !otherEpisode) throw new Error('the seeded catalog has too few episodes');
    const before = (await favorite('fav-guest-watch', 'GET', episode.id)).count;
    const token = await signServiceToken(
      { subject: 'cw-web', email: null },
      TEST_SECRET,
      seedNow(),
    );
    const authorization = `Bearer ${token}`;
    const clients = ['203.0.113.1', '203.0.113.2', '203.0.113.3', '2001:db8::4', '203.0.113.5'];
    const press = (address: string, episodeId = episode.id) =>
      guestPress(episodeId, { forwardedFor: `198.51.100.9, ${address}`, authorization });

    const presses = await Promise.all(clients.map((address) => press(address)));
    expect(presses.map((r) => r.status)).toEqual(Array(5).fill(200));
    const counts = await Promise.all(
      presses.map(async (r) => favoriteStatusSchema.pick({ count: true }).parse(await r.json())),
    );
    expect(Math.max(...counts.map((c) => c.count))).toBe(before + 5);

    const again = await press('203.0.113.1');
    expect(again.status).toBe(429);
    expect(Number(again.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(apiErrorBodySchema.parse(await again.json()).error.code).toBe('TOO_MANY_REQUESTS');
    expect((await press('203.0.113.1', otherEpisode.id)).status).toBe(200);
    expect(await favorite('fav-guest-watch', 'GET', episode.id)).toEqual({
      isFavorite: false,
      count: before + 5,
    });
  });

  it('cannot be inflated by pressing again under addresses named without a service token', async () => {
    const episode = first((await t.someEpisodes(6)).slice(5));
    const before = (await favorite('fav-guest-watch', 'GET', episode.id)).count;
    const statuses: number[] = [];
    for (let i = 1; i <= 5; i += 1) {
      const response = await guestPress(episode.id, {
        socket: '198.51.100.7',
        forwardedFor: `203.0.113.${i}`,
        authorization: i % 2 === 0 ? 'Bearer not-a-service-token' : undefined,
      });
      statuses.push(response.status);
    }
    expect(statuses).toEqual([200, 429, 429, 429, 429]);
    expect((await favorite('fav-guest-watch', 'GET', episode.id)).count).toBe(before + 1);
  });

  it('answers 404 for an unknown episode and 400 for a malformed id, storing no limit', async () => {
    const limitRows = () =>
      t.database.db
        .select({ n: count() })
        .from(rateLimits)
        .where(like(rateLimits.key, 'guest-good:%'));
    const [before] = await limitRows();
    for (const id of [999_999, 999_998, 999_997]) expect((await guestPress(id)).status).toBe(404);
    expect((await guestPress('x1')).status).toBe(400);
    expect(await limitRows()).toEqual([before]);
  });
});
