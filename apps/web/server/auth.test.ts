import { afterEach, describe, expect, it } from 'vitest';
import { authOptions, callbackPath, toSameSiteUrl } from './auth';

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
