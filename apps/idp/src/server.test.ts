import { createHash, randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { decodeJwt } from 'jose';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNT } from './accounts';
import { loadConfig } from './config';
import { createIdp } from './server';

const REDIRECT = 'http://127.0.0.1:3999/api/auth/callback/cw-oidc';
let base: string;
let close: () => void;
let dataDir: string;
/** The rate limits' clock: frozen, moved by the tests. */
let clock = Date.now();

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'cw-idp-'));
  const config = loadConfig({
    IDP_DATA_DIR: dataDir,
    IDP_REDIRECT_URIS: REDIRECT,
    IDP_PORT: '4999',
  });
  const { server } = await createIdp(config);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  base = `http://127.0.0.1:${port}`;
  // The issuer must match the address the client uses.
  server.close();
  const idp = await createIdp({ ...config, issuer: base, port }, { now: () => clock });
  await new Promise<void>((resolve) => idp.server.listen(port, '127.0.0.1', resolve));
  close = () => idp.server.close();
});
// Each test starts with fresh rate-limit windows.
afterEach(() => {
  clock += 24 * 60 * 60_000;
});
afterAll(() => {
  close();
  rmSync(dataDir, { recursive: true, force: true });
});

/** A request from `localAddress` (another loopback address: another place, to the provider). */
function fetchFrom(localAddress: string, url: URL, init: RequestInit, headers: Headers) {
  return new Promise<Response>((resolve, reject) => {
    const call = httpRequest(
      url,
      { method: init.method ?? 'GET', headers: Object.fromEntries(headers), localAddress },
      (answer) => {
        const chunks: Buffer[] = [];
        answer.on('data', (chunk: Buffer) => chunks.push(chunk));
        answer.on('end', () => {
          const received = new Headers();
          for (const [name, value] of Object.entries(answer.headers)) {
            for (const one of [value ?? []].flat()) received.append(name, one);
          }
          resolve(
            new Response(Buffer.concat(chunks), { status: answer.statusCode, headers: received }),
          );
        });
      },
    );
    call.on('error', reject);
    call.end(init.body === undefined || init.body === null ? undefined : String(init.body));
  });
}

/**
 * A browser-like client: keeps cookies, follows no redirect by itself. From `localAddress`, a
 * loopback address of its own, when given (127.0.0.1 otherwise).
 */
function browser(localAddress?: string) {
  const jar = new Map<string, string>();
  return async (url: string, init: RequestInit = {}) => {
    const headers = new Headers(init.headers);
    if (jar.size > 0) headers.set('cookie', [...jar].map(([k, v]) => `${k}=${v}`).join('; '));
    const target = new URL(url, base);
    const response = localAddress
      ? await fetchFrom(localAddress, target, init, headers)
      : await fetch(target, { ...init, headers, redirect: 'manual' });
    for (const cookie of response.headers.getSetCookie()) {
      const [pair] = cookie.split(';');
      const [name, ...value] = (pair ?? '').split('=');
      if (name) jar.set(name.trim(), value.join('='));
    }
    return response;
  };
}

/** Starts an authorization request; `extra` adds parameters to it (`ui_locales`, say). */
async function authorize(request: ReturnType<typeof browser>, extra: Record<string, string> = {}) {
  const verifier = randomBytes(32).toString('base64url');
  const challenge = createHash('sha256').update(verifier).digest('base64url');
  const query = new URLSearchParams({
    client_id: 'cw-web',
    redirect_uri: REDIRECT,
    response_type: 'code',
    scope: 'openid email profile',
    state: 'state-1',
    code_challenge: challenge,
    code_challenge_method: 'S256',
    ...extra,
  });
  const start = await request(`/auth?${query}`);
  expect(start.status).toBe(303);
  const interaction = start.headers.get('location') ?? '';
  expect(interaction).toMatch(/^\/interaction\//);
  return { interaction, verifier };
}

/** Follows redirects inside the provider until it sends the browser back to the client. */
async function followToClient(request: ReturnType<typeof browser>, response: Response) {
  let current = response;
  for (let hops = 0; hops < 10; hops++) {
    const location = current.headers.get('location');
    if (!location) throw new Error(`expected a redirect, got ${current.status}`);
    if (location.startsWith(REDIRECT)) return new URL(location);
    current = await request(location);
  }
  throw new Error('too many redirects');
}

async function exchange(code: string, verifier: string) {
  const response = await fetch(`${base}/token`, {
    method: 'POST',
    headers: {
      authorization: `Basic ${Buffer.from('cw-web:cw-local-idp-development-client-secret').toString('base64')}`,
      'content-type': 'application/x-www-form-urlencoded',
    },
    body: new URLSearchParams({
      grant_type: 'authorization_code',
      code,
      redirect_uri: REDIRECT,
      code_verifier: verifier,
    }),
  });
  return response;
}

/** The link of the latest mail to `email`, as the development outbox page lists it. */
async function mailedLink(email: string): Promise<{ subject: string; link: string }> {
  const html = await (await fetch(`${base}/outbox?to=${encodeURIComponent(email)}`)).text();
  const mail = /<strong>([^<]+)<\/strong>[\s\S]*?<a href="([^"]+)">/.exec(html);
  if (!mail?.[1] || !mail[2]) throw new Error(`no mail to ${email}`);
  return { subject: mail[1], link: new URL(mail[2]).pathname };
}

const form = (fields: Record<string, string>) => ({
  method: 'POST',
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
  body: new URLSearchParams(fields),
});

describe('local OpenID provider', () => {
  it('publishes discovery with PKCE S256', async () => {
    const discovery = (await (await fetch(`${base}/.well-known/openid-configuration`)).json()) as {
      issuer: string;
      code_challenge_methods_supported: string[];
      ui_locales_supported: string[];
    };
    expect(discovery.issuer).toBe(base);
    expect(discovery.code_challenge_methods_supported).toContain('S256');
    expect(discovery.ui_locales_supported).toEqual(['ja', 'en', 'zh-Hant']);
  });

  it('signs the demo reader in with authorization code + PKCE', async () => {
    const request = browser();
    const { interaction, verifier } = await authorize(request);
    const page = await request(interaction);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('ログイン');
    const login = await request(`${interaction}/login`, form(DEMO_ACCOUNT));
    const callback = await followToClient(request, login);
    expect(callback.searchParams.get('state')).toBe('state-1');
    const tokens = (await (
      await exchange(callback.searchParams.get('code') ?? '', verifier)
    ).json()) as {
      id_token: string;
    };
    const claims = decodeJwt(tokens.id_token);
    expect(claims.email).toBe(DEMO_ACCOUNT.email);
    expect(claims.sub).toBeTruthy();
  });

  it("signs out at the site's request with the reader's ID token: the next sign-in asks again", async () => {
    const request = browser();
    const { interaction, verifier } = await authorize(request);
    await request(interaction);
    const callback = await followToClient(
      request,
      await request(`${interaction}/login`, form(DEMO_ACCOUNT)),
    );
    const { id_token: idToken } = (await (
      await exchange(callback.searchParams.get('code') ?? '', verifier)
    ).json()) as { id_token: string };
    /** Where an authorization request of this browser goes first. */
    const authorizeAgain = async () => {
      const query = new URLSearchParams({
        client_id: 'cw-web',
        redirect_uri: REDIRECT,
        response_type: 'code',
        scope: 'openid email profile',
        code_challenge: createHash('sha256').update('v'.repeat(43)).digest('base64url'),
        code_challenge_method: 'S256',
      });
      return (await request(`/auth?${query}`)).headers.get('location') ?? '';
    };
    // Signed in at the provider: another authorization passes without the password.
    expect(await authorizeAgain()).toMatch(REDIRECT);

    const discovery = (await (await fetch(`${base}/.well-known/openid-configuration`)).json()) as {
      end_session_endpoint: string;
    };
    const end = new URL(discovery.end_session_endpoint);
    end.search = new URLSearchParams({
      id_token_hint: idToken,
      post_logout_redirect_uri: 'http://localhost:3000/api/auth/signed-out',
      state: '/en/member',
      ui_locales: 'en',
    }).toString();
    const page = await request(end.href);
    expect(page.status).toBe(200);
    const html = await page.text();
    // The site vouched for it: the page signs out by itself, in the reader's language.
    expect(html).toContain('<html lang="en">');
    expect(html).toContain('Signing out…');
    expect(html).toMatch(/<script>[^<]*\.submit\(\)<\/script>/);
    const action = /<form id="op\.logoutForm" method="post" action="([^"]+)"/.exec(html)?.[1];
    const xsrf = /name="xsrf" value="([^"]+)"/.exec(html)?.[1];
    const confirmed = await request(action ?? '', form({ xsrf: xsrf ?? '', logout: 'yes' }));
    expect(confirmed.status).toBe(303);
    const back = new URL(confirmed.headers.get('location') ?? '');
    expect(`${back.origin}${back.pathname}`).toBe('http://localhost:3000/api/auth/signed-out');
    expect(back.searchParams.get('state')).toBe('/en/member');

    // The next person at this browser is asked for a password.
    const next = await authorizeAgain();
    expect(next).toMatch(/^\/interaction\//);
    expect(await (await request(next)).text()).toContain('name="password"');
  });

  it('asks the reader to confirm a sign-out no site vouched for', async () => {
    const request = browser();
    const { interaction } = await authorize(request);
    await request(interaction);
    await followToClient(request, await request(`${interaction}/login`, form(DEMO_ACCOUNT)));
    const page = await request('/session/end?client_id=cw-web');
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('CWコミック IDからログアウトしますか？');
    expect(html).not.toContain('<script>');
  });

  it('rejects a wrong password with a message and keeps the form', async () => {
    const request = browser();
    const { interaction } = await authorize(request);
    await request(interaction);
    const login = await request(
      `${interaction}/login`,
      form({ ...DEMO_ACCOUNT, password: 'wrong-password' }),
    );
    expect(login.status).toBe(401);
    expect(await login.text()).toContain('メールアドレスまたはパスワードが違います');
  });

  /** A sign-in attempt with `email` and the password every sign-up test uses. */
  async function signInAttempt(email: string) {
    const request = browser();
    const { interaction } = await authorize(request);
    await request(interaction);
    return request(`${interaction}/login`, form({ email, password: 'a-good-password' }));
  }

  it('signs a new reader up once they open the mailed link, and the same subject signs in again', async () => {
    const email = `new-${Date.now()}@example.jp`;
    const first = browser();
    const one = await authorize(first);
    await first(one.interaction);
    const signup = await first(
      `${one.interaction}/signup`,
      form({ email, password: 'a-good-password' }),
    );
    expect(signup.status).toBe(200);
    expect(await signup.text()).toContain(`${email} にメールを送りました。`);
    // Nothing is created until the email's owner opens the link sent to it.
    expect((await signInAttempt(email)).status, 'signing in before confirming').toBe(401);
    const mail = await mailedLink(email);
    expect(mail.subject).toBe('登録を完了してください');
    const link = mail.link;
    const callback = await followToClient(first, await first(link));
    // The link works once.
    expect((await first(link)).status).toBe(400);
    const tokens = (await (
      await exchange(callback.searchParams.get('code') ?? '', one.verifier)
    ).json()) as {
      id_token: string;
    };
    const subject = decodeJwt(tokens.id_token).sub;

    const second = browser();
    const two = await authorize(second);
    await second(two.interaction);
    const login = await second(
      `${two.interaction}/login`,
      form({ email, password: 'a-good-password' }),
    );
    const again = await followToClient(second, login);
    const tokensAgain = (await (
      await exchange(again.searchParams.get('code') ?? '', two.verifier)
    ).json()) as {
      id_token: string;
    };
    expect(decodeJwt(tokensAgain.id_token).sub).toBe(subject);
  });

  it('answers a sign-up with a registered email as a new one, mailing its owner instead', async () => {
    const request = browser();
    const { interaction } = await authorize(request);
    await request(interaction);
    const answer = async (email: string) => {
      const response = await request(
        `${interaction}/signup`,
        form({ email, password: 'x'.repeat(12) }),
      );
      const page = (await response.text())
        .replaceAll(email, 'EMAIL')
        .replaceAll(encodeURIComponent(email), 'EMAIL');
      return { status: response.status, page };
    };
    const known = await answer(DEMO_ACCOUNT.email);
    expect(known).toEqual(await answer(`fresh-${Date.now()}@example.jp`));
    expect(known.status).toBe(200);
    expect(known.page).not.toContain('すでに登録されています');
    // The owner learns of it by the address itself, with a way to sign in, not to sign up.
    const { subject, link } = await mailedLink(DEMO_ACCOUNT.email);
    expect(subject).toBe('このメールアドレスでの新規登録について');
    expect(link).toBe(interaction);
    // The password of the account is unchanged.
    expect((await signInAttempt(DEMO_ACCOUNT.email)).status).toBe(401);
  });

  it('refuses a short password with a clear message', async () => {
    const request = browser();
    const { interaction } = await authorize(request);
    await request(interaction);
    const short = await request(
      `${interaction}/signup`,
      form({ email: 'x@example.jp', password: 'short' }),
    );
    expect(await short.text()).toContain('8文字以上');
  });

  it('requires PKCE', async () => {
    const query = new URLSearchParams({
      client_id: 'cw-web',
      redirect_uri: REDIRECT,
      response_type: 'code',
      scope: 'openid',
    });
    const response = await fetch(`${base}/auth?${query}`, { redirect: 'manual' });
    const location = response.headers.get('location') ?? '';
    expect(location).toContain('error=invalid_request');
  });

  /** Signs `email` in from `request`'s address; the callback's code, or null if refused. */
  async function trySignIn(request: ReturnType<typeof browser>, fields: Record<string, string>) {
    const { interaction } = await authorize(request);
    await request(interaction);
    const login = await request(`${interaction}/login`, form(fields));
    if (login.status !== 303) return { status: login.status, login };
    return {
      status: 303,
      login,
      code: (await followToClient(request, login)).searchParams.get('code'),
    };
  }

  it('slows wrong passwords from one place with growing delays; the owner at home signs in meanwhile', async () => {
    const owner = browser('127.0.0.1');
    expect((await trySignIn(owner, DEMO_ACCOUNT)).code).toBeTruthy();

    const guesser = browser('127.0.0.2');
    const { interaction } = await authorize(guesser);
    await guesser(interaction);
    const guess = () =>
      guesser(`${interaction}/login`, form({ ...DEMO_ACCOUNT, password: 'wrong-password' }));
    for (let attempt = 1; attempt <= 5; attempt++) expect((await guess()).status).toBe(401);
    const sixth = await guess();
    expect(sixth.status).toBe(429);
    expect(sixth.headers.get('retry-after')).toBe('30');
    expect(await sixth.text()).toContain(
      'ログインの試行回数が多すぎます。1分後にもう一度お試しください。',
    );
    // The right password from the guesser's place waits too: the delay is no oracle.
    expect((await guesser(`${interaction}/login`, form(DEMO_ACCOUNT))).status).toBe(429);
    // Each further failure doubles the wait.
    clock += 30_000;
    expect((await guess()).status).toBe(401);
    expect((await guess()).headers.get('retry-after')).toBe('60');

    // The owner, from their usual place (another browser there), is not kept out.
    expect((await trySignIn(browser('127.0.0.1'), DEMO_ACCOUNT)).code).toBeTruthy();
  });

  it('counts sign-ins still being checked, so a burst cannot slip past the limit', async () => {
    const request = browser();
    const { interaction } = await authorize(request);
    await request(interaction);
    const burst = await Promise.all(
      Array.from({ length: 10 }, () =>
        request(`${interaction}/login`, form({ ...DEMO_ACCOUNT, password: 'wrong-password' })),
      ),
    );
    expect(burst.filter((response) => response.status === 401)).toHaveLength(5);
    expect(burst.filter((response) => response.status === 429)).toHaveLength(5);
  });

  it('answers an unknown email exactly as a wrong password, up to and past the limit', async () => {
    async function answers(email: string) {
      const request = browser();
      const { interaction } = await authorize(request);
      await request(interaction);
      const seen = [];
      for (let attempt = 1; attempt <= 6; attempt++) {
        const response = await request(
          `${interaction}/login`,
          form({ email, password: 'wrong-password' }),
        );
        const body = (await response.text()).replaceAll(email, 'EMAIL').replaceAll(interaction, '');
        seen.push({
          status: response.status,
          retryAfter: response.headers.get('retry-after'),
          body,
        });
      }
      return seen;
    }
    const known = await answers(DEMO_ACCOUNT.email);
    const unknown = await answers('nobody@example.jp');
    expect(unknown).toEqual(known);
    expect(known.at(-1)?.status).toBe(429);
  });

  it('slows many emails guessed from one address, but not a reader who signs in there as usual', async () => {
    const regular = browser('127.0.0.3');
    expect((await trySignIn(regular, DEMO_ACCOUNT)).code).toBeTruthy();

    const request = browser('127.0.0.3');
    const { interaction } = await authorize(request);
    await request(interaction);
    const attempt = (n: number) =>
      request(
        `${interaction}/login`,
        form({ email: `guess-${n}@example.jp`, password: 'wrong-password' }),
      );
    for (let n = 1; n <= 20; n++) expect((await attempt(n)).status).toBe(401);
    const next = await attempt(21);
    expect(next.status).toBe(429);
    expect(next.headers.get('retry-after')).toBe('30');
    // Behind the same address, a reader who signed in here before still does.
    expect((await trySignIn(browser('127.0.0.3'), DEMO_ACCOUNT)).code).toBeTruthy();
  });

  it('limits sign-ups per client address to 10 an hour', async () => {
    const request = browser();
    const { interaction } = await authorize(request);
    await request(interaction);
    for (let n = 1; n <= 10; n++) {
      const refused = await request(
        `${interaction}/signup`,
        form({ email: `burst-${n}@example.jp`, password: 'short' }),
      );
      expect(refused.status).toBe(400);
    }
    const eleventh = await request(
      `${interaction}/signup`,
      form({ email: `burst-11-${Date.now()}@example.jp`, password: 'a-good-password' }),
    );
    expect(eleventh.status).toBe(429);
    expect(eleventh.headers.get('retry-after')).toBe('3600');
    expect(await eleventh.text()).toContain(
      '新規登録の回数が多すぎます。60分後にもう一度お試しください。',
    );
  });
});

/** Kana anywhere but in the product name, which stays CWコミック in every language. */
const hasJapanese = (html: string) => /[\u3040-\u30ff]/.test(html.replaceAll('CWコミック', ''));

describe('the language of the pages', () => {
  it('is Japanese by default', async () => {
    const request = browser();
    const { interaction } = await authorize(request);
    const html = await (await request(interaction)).text();
    expect(html).toContain('<html lang="ja">');
    expect(html).toContain('<title>ログイン | CWコミック ID（ローカル）</title>');
  });

  it("refuses an oversized form with 413 and says why, in the reader's language", async () => {
    const request = browser();
    const { interaction } = await authorize(request, { ui_locales: 'en' });
    await request(interaction);
    const login = await request(
      `${interaction}/login`,
      form({ email: DEMO_ACCOUNT.email, password: 'x'.repeat(20_000) }),
    );
    expect(login.status).toBe(413);
    expect(await login.text()).toContain('The form is too large.');
  });

  it('is English for ui_locales=en: sign-in, a wrong password and sign-up', async () => {
    const request = browser();
    const { interaction } = await authorize(request, { ui_locales: 'en' });
    const page = await request(interaction);
    expect(page.status).toBe(200);
    const signIn = await page.text();
    expect(signIn).toContain('<html lang="en">');
    expect(signIn).toContain('<title>Sign in | CWコミック ID (local)</title>');
    expect(signIn).toContain('<label for="email">Email address</label>');
    expect(signIn).toContain('<label for="password">Password</label>');
    expect(signIn).toContain('<button type="submit">Sign in</button>');
    expect(signIn).toContain('>Create an account</a>');
    expect(hasJapanese(signIn)).toBe(false);

    const login = await request(
      `${interaction}/login`,
      form({ ...DEMO_ACCOUNT, password: 'wrong-password' }),
    );
    expect(login.status).toBe(401);
    const refused = await login.text();
    expect(refused).toContain('<html lang="en">');
    expect(refused).toContain('The email address or password is incorrect.');
    expect(hasJapanese(refused)).toBe(false);

    const signUp = await (await request(`${interaction}/signup`)).text();
    expect(signUp).toContain('<html lang="en">');
    expect(signUp).toContain('<label for="password">Password (at least 8 characters)</label>');
    expect(signUp).toContain('<button type="submit">Create account and sign in</button>');
    expect(hasJapanese(signUp)).toBe(false);
  });

  it('answers a sign-up, and refuses a short password, in English', async () => {
    const request = browser();
    const { interaction } = await authorize(request, { ui_locales: 'en' });
    const duplicate = await request(`${interaction}/signup`, form(DEMO_ACCOUNT));
    expect(duplicate.status).toBe(200);
    const html = await duplicate.text();
    expect(html).toContain(`We sent an email to ${DEMO_ACCOUNT.email}. Open its link to continue.`);
    expect(hasJapanese(html)).toBe(false);
    expect((await mailedLink(DEMO_ACCOUNT.email)).subject).toBe(
      'About a sign-up with this email address',
    );
    const short = await request(
      `${interaction}/signup`,
      form({ email: 'not-an-email', password: 'short' }),
    );
    expect(short.status).toBe(400);
    expect(await short.text()).toContain(
      'Enter a valid email address. The password must be at least 8 characters.',
    );
  });

  it('is Traditional Chinese for ui_locales=zh-Hant-TW', async () => {
    const request = browser();
    const { interaction } = await authorize(request, { ui_locales: 'zh-Hant-TW' });
    const signIn = await (await request(interaction)).text();
    expect(signIn).toContain('<html lang="zh-Hant">');
    expect(signIn).toContain('<label for="email">電子郵件地址</label>');
    expect(signIn).toContain('<label for="password">密碼</label>');
    expect(signIn).toContain('<button type="submit">登入</button>');
    expect(signIn).toContain('>註冊新帳號</a>');
    expect(hasJapanese(signIn)).toBe(false);
    const login = await request(
      `${interaction}/login`,
      form({ ...DEMO_ACCOUNT, password: 'wrong-password' }),
    );
    expect(login.status).toBe(401);
    expect(await login.text()).toContain('電子郵件地址或密碼錯誤');
  });

  it("follows the browser's Accept-Language when the request names no ui_locales", async () => {
    const request = browser();
    const { interaction } = await authorize(request);
    const page = await request(interaction, { headers: { 'accept-language': 'fr, en;q=0.8' } });
    expect(await page.text()).toContain('<html lang="en">');
    const asked = browser();
    const { interaction: japanese } = await authorize(asked, { ui_locales: 'ja' });
    const html = await (await asked(japanese, { headers: { 'accept-language': 'en' } })).text();
    expect(html).toContain('<html lang="ja">');
  });

  it("tells of an expired sign-in in the browser's language", async () => {
    const response = await fetch(`${base}/interaction/unknown-interaction`, {
      headers: { 'accept-language': 'en-US' },
    });
    expect(response.status).toBe(400);
    const html = await response.text();
    expect(html).toContain('<html lang="en">');
    expect(html).toContain('Your sign-in has expired. Please start again.');
  });

  it("draws oidc-provider's error page in the language the request asks for", async () => {
    const query = new URLSearchParams({ client_id: 'no-such-client', ui_locales: 'zh-TW' });
    const asked = await fetch(`${base}/auth?${query}`, { redirect: 'manual' });
    expect(asked.status).toBe(400);
    const html = await asked.text();
    expect(html).toContain('<html lang="zh-Hant">');
    expect(html).toContain('<h1>錯誤</h1>');
    const browserOnly = await fetch(`${base}/auth?client_id=no-such-client`, {
      headers: { 'accept-language': 'en' },
      redirect: 'manual',
    });
    expect(await browserOnly.text()).toContain('<html lang="en">');
  });
});
