import { accountUpdatedSchema, apiErrorBodySchema, userSchema } from '@cw/contract/schemas';
import { MILLISECONDS_PER_DAY as DAY } from '@cw/dates';
import { and, count, desc, eq, lte } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { episodes, mailUnsubscribes } from '../../db/schema';
import { seedNow } from '../../test/database';
import { createReaderTestApp, first, type ReaderTestApp } from '../../test/readerTestApp';

let t: ReaderTestApp;
beforeAll(async () => {
  t = await createReaderTestApp();
});
afterAll(() => t.close());

/** The catalog's latest published episode and its work. */
async function latestEpisode() {
  const rows = await t.database.db
    .select({ workId: episodes.workId, updatedAt: episodes.updatedAt })
    .from(episodes)
    .where(and(eq(episodes.isActive, true), lte(episodes.updatedAt, seedNow())))
    .orderBy(desc(episodes.updatedAt))
    .limit(1);
  return first(rows);
}

async function accountUpdated(reader: string, method: 'GET' | 'PUT', checkedAt?: string) {
  const query = checkedAt === undefined ? '' : `?checkedAt=${encodeURIComponent(checkedAt)}`;
  const response = await t.call(reader, method, `/account/updated${query}`);
  expect(response.status).toBe(200);
  return accountUpdatedSchema.parse(await response.json());
}

describe('GET /v3/membership/users/me', () => {
  it('answers the reader behind the token, the same one on every call', async () => {
    const caller = { subject: 'oidc|me', email: 'me@example.jp' };
    const me = userSchema.parse(await (await t.call(caller, 'GET', '/users/me')).json());
    expect(me).toMatchObject({ subject: 'oidc|me', email: 'me@example.jp', isLinked: false });
    const again = userSchema.parse(await (await t.call(caller, 'GET', '/users/me')).json());
    expect(again.id).toBe(me.id);
    const other = userSchema.parse(await (await t.call('oidc|other', 'GET', '/users/me')).json());
    expect(other.id).not.toBe(me.id);
  });
});

describe('/v3/membership/account/updated', () => {
  it('is set by a new episode of a followed work until the reader checks', async () => {
    const latest = await latestEpisode();
    const reader = 'updated-reader';
    const dayBefore = new Date(latest.updatedAt.getTime() - DAY);

    t.setClock(dayBefore);
    try {
      await t.call(reader, 'POST', '/follows/series', { workId: latest.workId });
      expect(await accountUpdated(reader, 'PUT')).toEqual({
        updated: false,
        checkedAt: dayBefore.toISOString(),
      });
    } finally {
      t.setClock(seedNow());
    }
    expect(await accountUpdated(reader, 'GET')).toEqual({
      updated: true,
      checkedAt: dayBefore.toISOString(),
    });
    expect(await accountUpdated(reader, 'PUT')).toEqual({
      updated: false,
      checkedAt: seedNow().toISOString(),
    });
    expect((await accountUpdated(reader, 'GET')).updated).toBe(false);
  });

  it('ignores works followed with notifications off and episodes older than the follow', async () => {
    const latest = await latestEpisode();
    const muted = 'updated-muted';
    t.setClock(new Date(latest.updatedAt.getTime() - DAY));
    try {
      await accountUpdated(muted, 'PUT');
      await t.call(muted, 'POST', '/follows/series', { workId: latest.workId });
      await t.call(muted, 'PUT', `/follows/series/${latest.workId}/notification`, {
        notification: false,
      });
      const late = 'updated-late';
      await accountUpdated(late, 'PUT');
    } finally {
      t.setClock(seedNow());
    }
    expect((await accountUpdated(muted, 'GET')).updated).toBe(false);

    // Checked long ago, but followed only now: the old episodes are not news.
    await t.call('updated-late', 'POST', '/follows/series', { workId: latest.workId });
    expect((await accountUpdated('updated-late', 'GET')).updated).toBe(false);
  });

  /** A reader following the latest episode's work since the day before it, checked then. */
  async function followingSinceDayBefore(reader: string) {
    const latest = await latestEpisode();
    t.setClock(new Date(latest.updatedAt.getTime() - DAY));
    try {
      await t.call(reader, 'POST', '/follows/series', { workId: latest.workId });
      await accountUpdated(reader, 'PUT');
    } finally {
      t.setClock(seedNow());
    }
    return latest;
  }

  it('spec section 7 "GET, PUT /api/account/updated (query)": GET ?checkedAt= answers since then, leaving the mark', async () => {
    const reader = 'updated-query-get';
    const latest = await followingSinceDayBefore(reader);
    const seen = await accountUpdated(reader, 'PUT');
    expect(seen).toEqual({ updated: false, checkedAt: seedNow().toISOString() });

    const before = new Date(latest.updatedAt.getTime() - 1000);
    // Any offset: the same instant in Japan time.
    const beforeInJapan = new Date(before.getTime() + 9 * 3_600_000)
      .toISOString()
      .replace(/\.\d{3}Z$/, '+09:00');
    expect(await accountUpdated(reader, 'GET', beforeInJapan)).toEqual({
      updated: true,
      checkedAt: before.toISOString(),
    });
    expect(await accountUpdated(reader, 'GET', latest.updatedAt.toISOString())).toEqual({
      updated: false,
      checkedAt: latest.updatedAt.toISOString(),
    });
    // The stored mark is unchanged.
    expect(await accountUpdated(reader, 'GET')).toEqual(seen);
  });

  it('spec section 7 "GET, PUT /api/account/updated (query)": PUT ?checkedAt= stores that mark, at most now, never back', async () => {
    const reader = 'updated-query-put';
    const latest = await followingSinceDayBefore(reader);
    const before = new Date(latest.updatedAt.getTime() - 1000);

    // Seen up to just before the latest episode: that one is still new.
    expect(await accountUpdated(reader, 'PUT', before.toISOString())).toEqual({
      updated: true,
      checkedAt: before.toISOString(),
    });
    expect(await accountUpdated(reader, 'GET')).toEqual({
      updated: true,
      checkedAt: before.toISOString(),
    });
    // An older mark, as from a tab open since before, does not move it back.
    const older = new Date(before.getTime() - DAY).toISOString();
    expect((await accountUpdated(reader, 'PUT', older)).checkedAt).toBe(before.toISOString());
    // A mark in the future counts as now.
    const later = new Date(seedNow().getTime() + DAY).toISOString();
    expect(await accountUpdated(reader, 'PUT', later)).toEqual({
      updated: false,
      checkedAt: seedNow().toISOString(),
    });
  });

  it.each(['GET', 'PUT'] as const)(
    '%s ?checkedAt= that is not an ISO 8601 date-time answers 400 saying so',
    async (method) => {
      const reader = `updated-query-invalid-${method}`;
      for (const checkedAt of ['2026-11-20', '2026-11-20T09:00:00', 'yesterday', '']) {
        const response = await t.call(
          reader,
          method,
          `/account/updated?checkedAt=${encodeURIComponent(checkedAt)}`,
        );
        expect(response.status, checkedAt).toBe(400);
        const { error } = apiErrorBodySchema.parse(await response.json());
        expect(error.code).toBe('BAD_REQUEST');
        expect(error.message).toMatch(/checkedAt: must be an ISO 8601 date-time/);
      }
    },
  );
});

describe('POST /v3/membership/mail/unsubscribe', () => {
  const reader = { subject: 'mail-reader', email: 'mail-reader@example.jp' };

  it('records the token once, however often and concurrently it is sent', async () => {
    const responses = await Promise.all(
      Array.from({ length: 20 }, () =>
        t.call(reader, 'POST', '/mail/unsubscribe', { token: 'tok-1' }),
      ),
    );
    expect(responses.map((r) => r.status)).toEqual(Array(20).fill(204));
    const rows = await t.database.db
      .select({ email: mailUnsubscribes.email, n: count() })
      .from(mailUnsubscribes)
      .where(eq(mailUnsubscribes.token, 'tok-1'))
      .groupBy(mailUnsubscribes.email);
    expect(rows).toEqual([{ email: reader.email, n: 1 }]);
  });

  it('answers 409 for a reader without an email address and 400 for a malformed body', async () => {
    const noEmail = await t.call('mail-no-email', 'POST', '/mail/unsubscribe', { token: 'tok-2' });
    expect(noEmail.status).toBe(409);
    expect(apiErrorBodySchema.parse(await noEmail.json()).error.code).toBe('CONFLICT');
    for (const body of [{}, { token: '' }, { token: 7 }, { token: 't', extra: 1 }]) {
      const response = await t.call(reader, 'POST', '/mail/unsubscribe', body);
      expect(response.status, JSON.stringify(body)).toBe(400);
    }
  });
});

describe('account routes without a reader', () => {
  it('answer 401 without a valid service token', async () => {
    await t.expectUnauthorized([
      ['GET', '/users/me'],
      ['GET', '/account/updated'],
      ['PUT', '/account/updated'],
      ['POST', '/mail/unsubscribe', { token: 'tok-3' }],
    ]);
  });
});
