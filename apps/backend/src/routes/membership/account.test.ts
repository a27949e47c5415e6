import { accountUpdatedSchema, apiErrorBodySchema, userSchema } from '@cw/api-client/schemas';
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

const DAY = 24 * 60 * 60 * 1000;

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

async function accountUpdated(reader: string, method: 'GET' | 'PUT') {
  const response = await t.call(reader, method, '/account/updated');
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
