import { describe, expect, it } from 'vitest';
import { authPagePath } from './authPaths';

describe('authPagePath', () => {
  it("puts the auth pages of a reader returning to a group in that group's frame", () => {
    expect(authPagePath('signin', '/en/member')).toBe('/en/auth/signin?callbackUrl=%2Fen%2Fmember');
    expect(authPagePath('signout', 'https://comic.example/tw/viewer/CW_000001_0001_E')).toBe(
      `/tw/auth/signout?callbackUrl=${encodeURIComponent('https://comic.example/tw/viewer/CW_000001_0001_E')}`,
    );
    expect(authPagePath('error', '/jp', { error: 'AccessDenied' })).toBe(
      '/jp/auth/error?error=AccessDenied&callbackUrl=%2Fjp',
    );
  });

  it("keeps the Japanese site's own auth pages for its readers", () => {
    expect(authPagePath('signin', '/my-comic', { error: 'SessionRequired' })).toBe(
      '/auth/signin?error=SessionRequired&callbackUrl=%2Fmy-comic',
    );
    expect(authPagePath('signin', '/twitter')).toBe('/auth/signin?callbackUrl=%2Ftwitter');
  });
});
