import { encode, type JWT } from 'next-auth/jwt';
import { describe, expect, inject, it } from 'vitest';

const COOKIE = 'next-auth.session-token';
/** next-auth v4 splits a cookie whose value exceeds this many characters (spec section 4). */
const CHUNK_SIZE = 3933;

const reader: JWT = { sub: 'oidc|e2e-reader', email: 'e2e@example.jp', userId: 1, isLinked: false };

async function session(cookie: string) {
  const response = await fetch(`${inject('baseUrl')}/api/auth/session`, { headers: { cookie } });
  expect(response.status).toBe(200);
  return { body: (await response.json()) as Record<string, unknown>, response };
}

function setCookies(response: Response) {
  return response.headers.getSetCookie().map((cookie) => {
    const [pair = ''] = cookie.split(';');
    const index = pair.indexOf('=');
    return { name: pair.slice(0, index), value: pair.slice(index + 1), attributes: cookie };
  });
}

describe('sessions (next-auth JWT cookies)', () => {
  it('accepts a valid session and sets HttpOnly, SameSite=Lax cookies', async () => {
    const token = await encode({ token: reader, secret: inject('nextAuthSecret') });
    const { body, response } = await session(`${COOKIE}=${token}`);
    expect(body.user).toEqual({ id: 1, email: { email: 'e2e@example.jp' }, isLinked: false });
    const renewed = setCookies(response).find((c) => c.name === COOKIE);
    expect(renewed?.attributes).toMatch(/HttpOnly/i);
    expect(renewed?.attributes).toMatch(/SameSite=Lax/i);
  });

  it('treats an expired session as signed out', async () => {
    const expired = await encode({ token: reader, secret: inject('nextAuthSecret'), maxAge: -60 });
    const { body } = await session(`${COOKIE}=${expired}`);
    expect(body).toEqual({});
  });

  it('refuses a session sealed with another secret', async () => {
    const forged = await encode({
      token: reader,
      secret: 'another-secret-of-sufficient-length-0000',
    });
    expect((await session(`${COOKIE}=${forged}`)).body).toEqual({});
  });

  it('splits an oversized session into cookie chunks of at most 3933 characters and reads them back', async () => {
    const oversized = { ...reader, note: 'あ'.repeat(3000) };
    const token = await encode({ token: oversized, secret: inject('nextAuthSecret') });
    expect(token.length).toBeGreaterThan(CHUNK_SIZE);
    const { response } = await session(`${COOKIE}=${token}`);
    const chunks = setCookies(response).filter((c) => c.name.startsWith(`${COOKIE}.`));
    expect(chunks.length).toBeGreaterThan(1);
    for (const chunk of chunks) expect(chunk.value.length).toBeLessThanOrEqual(CHUNK_SIZE);

    const cookie = chunks.map((c) => `${c.name}=${c.value}`).join('; ');
    const again = await session(cookie);
    expect(again.body.user).toEqual({ id: 1, email: { email: 'e2e@example.jp' }, isLinked: false });
  });

  it('starts sign-in with PKCE and state cookies that last 900 seconds', async () => {
    const csrf = await fetch(`${inject('baseUrl')}/api/auth/csrf`);
    const { csrfToken } = (await csrf.json()) as { csrfToken: string };
    const cookie = setCookies(csrf)
      .map((c) => `${c.name}=${c.value}`)
      .join('; ');
    const response = await fetch(`${inject('baseUrl')}/api/auth/signin/cw-oidc`, {
      method: 'POST',
      redirect: 'manual',
      headers: { cookie, 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ csrfToken, callbackUrl: '/', json: 'true' }),
    });
    const cookies = setCookies(response);
    for (const name of ['next-auth.pkce.code_verifier', 'next-auth.state']) {
      const set = cookies.find((c) => c.name === name);
      expect(set?.attributes, name).toMatch(/Max-Age=900/i);
      expect(set?.attributes, name).toMatch(/HttpOnly/i);
    }
    const location =
      response.headers.get('location') ?? ((await response.json()) as { url: string }).url;
    const authorize = new URL(location);
    expect(authorize.origin).toBe(inject('idpUrl'));
    expect(authorize.searchParams.get('code_challenge_method')).toBe('S256');
  });

  it('sends a sign-in with an unknown provider back to the sign-in page', async () => {
    const response = await fetch(`${inject('baseUrl')}/api/auth/signin/no-such-provider`, {
      redirect: 'manual',
    });
    expect(response.status).toBe(302);
    expect(new URL(response.headers.get('location') ?? '', inject('baseUrl')).pathname).toBe(
      '/auth/signin',
    );
  });
});
