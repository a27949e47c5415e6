import type { JWT } from 'next-auth/jwt';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { authOptions, callbackPath, toSameSiteUrl } from './auth';
import { backendFetch } from './backend';

vi.mock('./backend', () => ({ backendFetch: vi.fn() }));
const fetchBackend = vi.mocked(backendFetch);

const base = 'http://localhost:3000';

describe('toSameSiteUrl: callbackUrl only ever points at this site', () => {
  it.each([
    ['/my-comic', 'http://localhost:3000/my-comic'],
    [
      '/detail/CW_000001_S?episodeType=first#list',
      'http://localhost:3000/detail/CW_000001_S?episodeType=first#list',
    ],
    ['http://localhost:3000/ranking', 'http://localhost:3000/ranking'],
    ['ranking', 'http://localhost:3000/ranking'],
  ])('accepts %s', (url, expected) => {
    expect(toSameSiteUrl(url, base)?.toString()).toBe(expected);
  });

  it.each([
    'https://evil.example/steal',
    '//evil.example/steal',
    '/\\evil.example/steal',
    '\\\\evil.example',
    'http://localhost:3000.evil.example/',
    'http://localhost:3001/',
    'https://localhost:3000/',
    'javascript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'http://user@evil.example',
  ])('refuses %s', (url) => {
    expect(toSameSiteUrl(url, base)).toBeNull();
  });

  it('sends refused callbacks to the home page through next-auth', async () => {
    const redirect = authOptions().callbacks?.redirect;
    expect(await redirect?.({ url: 'https://evil.example', baseUrl: base })).toBe(base);
    expect(await redirect?.({ url: '/my-comic', baseUrl: base })).toBe(`${base}/my-comic`);
  });
});

describe('callbackPath', () => {
  afterEach(() => {
    delete process.env.NEXTAUTH_URL;
  });

  it('keeps the path, query and hash of a same-site URL and drops anything else', () => {
    expect(callbackPath('/my-comic?tab=history')).toBe('/my-comic?tab=history');
    expect(callbackPath(['/ranking', '/other'])).toBe('/ranking');
    expect(callbackPath('https://evil.example/x')).toBe('/');
    expect(callbackPath('//evil.example/x')).toBe('/');
    // Dot segments that leave `//evil.example` once resolved.
    expect(callbackPath('/.//evil.example/x')).toBe('/');
    expect(callbackPath('/x/..//evil.example')).toBe('/');
    expect(callbackPath(undefined)).toBe('/');
  });
});

describe('session options', () => {
  it('keeps the session 30 days in a JWT and uses our own auth pages', () => {
    const options = authOptions();
    expect(options.session).toEqual({ strategy: 'jwt', maxAge: 30 * 24 * 60 * 60 });
    expect(options.pages).toEqual({
      signIn: '/auth/signin',
      signOut: '/auth/signout',
      error: '/auth/error',
    });
    const [provider] = options.providers;
    expect(provider?.type).toBe('oauth');
    expect((provider as { checks?: string[] }).checks).toEqual(['pkce', 'state']);
  });
});

describe('a session update: the account read again (spec sections 4 and 7)', () => {
  const token = (): JWT => ({
    sub: 'oidc|reader',
    email: 'reader@example.jp',
    userId: 7,
    isLinked: false,
    sid: 'sign-in-1',
  });
  const account = (isLinked: boolean) => ({
    id: 7,
    subject: 'oidc|reader',
    email: 'reader@example.jp',
    isLinked,
    createdAt: '2026-11-01T00:00:00.000Z',
  });
  const jwt = (input: { token: JWT; trigger?: 'update'; session?: unknown }) =>
    authOptions().callbacks?.jwt?.(input as never);

  beforeEach(() => fetchBackend.mockReset());

  it('reads the account from the route of /api/membership/users/me/web: a later link is seen', async () => {
    fetchBackend.mockResolvedValue(Response.json(account(true)));
    const updated = await jwt({ token: token(), trigger: 'update' });
    expect(fetchBackend).toHaveBeenCalledWith('/v3/membership/users/me', {
      reader: { subject: 'oidc|reader', email: 'reader@example.jp', session: 'sign-in-1' },
    });
    expect(updated).toMatchObject({ userId: 7, isLinked: true });
    const session = await authOptions().callbacks?.session?.({
      session: { expires: '' },
      token: updated,
    } as never);
    expect(session?.user).toEqual({ id: 7, email: { email: 'reader@example.jp' }, isLinked: true });
  });

  it("never takes isLinked from the request's data", async () => {
    fetchBackend.mockResolvedValue(Response.json(account(false)));
    const updated = await jwt({ token: token(), trigger: 'update', session: { isLinked: true } });
    expect(updated).toMatchObject({ isLinked: false });
  });

  it('refuses a sign-in the backend refuses, and keeps the session when it cannot say', async () => {
    fetchBackend.mockResolvedValue(new Response(null, { status: 401 }));
    await expect(jwt({ token: token(), trigger: 'update' })).rejects.toThrow();

    fetchBackend.mockReset();
    fetchBackend.mockRejectedValueOnce(new TypeError('fetch failed'));
    fetchBackend.mockResolvedValueOnce(new Response(null, { status: 200 }));
    expect(await jwt({ token: token(), trigger: 'update' })).toMatchObject({ isLinked: false });
  });

  it('reads no account on an ordinary read of the session', async () => {
    fetchBackend.mockResolvedValue(new Response(null, { status: 200 }));
    expect(await jwt({ token: token() })).toMatchObject({ isLinked: false });
    expect(fetchBackend.mock.calls.map(([path]) => path)).toEqual([
      '/v3/membership/sessions/current',
    ]);
  });
});
