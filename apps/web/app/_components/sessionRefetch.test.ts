import { visitorType } from '@cw/analytics';
import { createApiClient, type FetchLike } from '@cw/api-client';
import type { Session } from 'next-auth';
import { describe, expect, it, vi } from 'vitest';
import { refetchSession, type SessionRefetchSources } from './sessionRefetch';

const ME = '/api/membership/users/me/web';

const session = (isLinked: boolean, id = 7): Session =>
  ({
    user: { id, email: { email: 'reader@example.jp' }, isLinked },
    expires: '2026-12-31T00:00:00.000Z',
  }) as Session;

const account = (isLinked: boolean, id = 7) => ({
  id,
  subject: 'oidc|reader',
  email: 'reader@example.jp',
  isLinked,
  createdAt: '2026-11-01T00:00:00.000Z',
});

/** The site's `/api` answering the account (or a status), through the real API client. */
function sources(answer: () => Response, overrides: Partial<SessionRefetchSources> = {}) {
  const fetch = vi.fn<FetchLike>(async () => answer());
  const client = createApiClient({ fetch });
  const readSession = vi.fn(async (): Promise<Session | null> => null);
  const updateSession = vi.fn(async (): Promise<Session | null> => session(true));
  return {
    fetch,
    readSession,
    updateSession,
    sources: {
      readSession,
      readCurrentUser: () => client.getCurrentUser(),
      updateSession,
      ...overrides,
    } satisfies SessionRefetchSources,
  };
}

describe('refetchSession: "can be re-fetched after first authentication when requested"', () => {
  it('reads the account from GET /api/membership/users/me/web; a later link makes the reader linked_user', async () => {
    const { fetch, updateSession, sources: from } = sources(() => Response.json(account(true)));
    const before = session(false);
    expect(visitorType({ status: 'authenticated', data: before })).toBe('user');

    const after = await refetchSession(before, from);

    expect(fetch.mock.calls.map(([url, init]) => `${init.method} ${url}`)).toEqual([`GET ${ME}`]);
    // isLinked used: the account changed, so the server updates the session cookie.
    expect(updateSession).toHaveBeenCalledTimes(1);
    expect(visitorType({ status: 'authenticated', data: after })).toBe('linked_user');
  });

  it('keeps the session as it is when the account says what the session says', async () => {
    const {
      updateSession,
      readSession,
      sources: from,
    } = sources(() => Response.json(account(false)));
    const before = session(false);
    expect(await refetchSession(before, from)).toBe(before);
    expect(updateSession).not.toHaveBeenCalled();
    expect(readSession).not.toHaveBeenCalled();
  });

  it('for a guest, only reads the session again: there is no account to read', async () => {
    const { fetch, readSession, sources: from } = sources(() => Response.json(account(true)));
    readSession.mockResolvedValue(session(false));
    expect(await refetchSession(null, from)).toEqual(session(false));
    expect(fetch).not.toHaveBeenCalled();
  });

  it('reads the session again when the account cannot be read (a 401: signed out)', async () => {
    const unauthorized = () =>
      Response.json({ error: { code: 'UNAUTHORIZED', message: 'Sign in' } }, { status: 401 });
    const { readSession, updateSession, sources: from } = sources(unauthorized);
    expect(await refetchSession(session(false), from)).toBeNull();
    expect(readSession).toHaveBeenCalledTimes(1);
    expect(updateSession).not.toHaveBeenCalled();
  });

  it("shows the account's link on this page when the session update fails", async () => {
    const failing = { updateSession: async () => Promise.reject(new TypeError('offline')) };
    const { sources: from } = sources(() => Response.json(account(true)), failing);
    const after = await refetchSession(session(false), from);
    expect(after?.user).toEqual({ id: 7, email: { email: 'reader@example.jp' }, isLinked: true });
  });

  it("never lends another reader's account to the session: it is read again", async () => {
    const failing = { updateSession: async () => Promise.reject(new TypeError('offline')) };
    const { readSession, sources: from } = sources(() => Response.json(account(true, 8)), failing);
    readSession.mockResolvedValue(session(false, 8));
    expect(await refetchSession(session(false, 7), from)).toEqual(session(false, 8));
  });
});
