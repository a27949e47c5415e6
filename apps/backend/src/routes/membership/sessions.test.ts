import { apiErrorBodySchema } from '@cw/contract/schemas';
import { SESSION_MAX_AGE_SECONDS } from '@cw/service-token';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedOutSessions } from '../../db/schema';
import { seedNow } from '../../test/database';
import { createReaderTestApp, type ReaderTestApp } from '../../test/readerTestApp';

let t: ReaderTestApp;
beforeAll(async () => {
  t = await createReaderTestApp();
});
afterAll(() => t.close());

const inSession = (session: string) => ({ subject: 'sessions-reader', email: null, session });

describe('/v3/membership/sessions/current', () => {
  it('refuses every call made in a session once the reader signed out of it', async () => {
    const copied = inSession('session-copied-before-sign-out');
    expect((await t.call(copied, 'GET', '/sessions/current')).status).toBe(204);
    expect((await t.call(copied, 'GET', '/follows/series')).status).toBe(200);

    expect((await t.call(copied, 'DELETE', '/sessions/current')).status).toBe(204);

    for (const [method, path] of [
      ['GET', '/sessions/current'],
      ['GET', '/follows/series'],
      ['GET', '/history/list'],
    ] as const) {
      const response = await t.call(copied, method, path);
      expect(response.status, `${method} ${path}`).toBe(401);
      expect(apiErrorBodySchema.parse(await response.json()).error.code).toBe('UNAUTHORIZED');
    }
    // Signing out again is no error (the call is refused as any other).
    expect((await t.call(copied, 'DELETE', '/sessions/current')).status).toBe(401);
  });

  it("leaves the reader's other sessions, and calls naming no session, alone", async () => {
    await t.call(inSession('session-on-the-shared-pc'), 'DELETE', '/sessions/current');
    expect((await t.call(inSession('session-on-the-phone'), 'GET', '/follows/series')).status).toBe(
      200,
    );
    expect((await t.call('sessions-reader', 'GET', '/follows/series')).status).toBe(200);
  });

  it('answers 400 to a sign-out that names no session', async () => {
    const response = await t.call('sessions-reader', 'DELETE', '/sessions/current');
    expect(response.status).toBe(400);
  });

  it('forgets a signed-out session once its cookie could no longer be used', async () => {
    const old = inSession('session-long-gone');
    await t.call(old, 'DELETE', '/sessions/current');
    t.setClock(new Date(seedNow().getTime() + SESSION_MAX_AGE_SECONDS * 1000 + 1000));
    try {
      // The next sign-out anywhere sweeps it.
      await t.call(inSession('session-later'), 'DELETE', '/sessions/current');
      const rows = await t.database.db
        .select({ sessionId: signedOutSessions.sessionId })
        .from(signedOutSessions);
      expect(rows.map((row) => row.sessionId)).toEqual(expect.arrayContaining(['session-later']));
      expect(rows.map((row) => row.sessionId)).not.toContain('session-long-gone');
    } finally {
      t.setClock(seedNow());
    }
  });
});
