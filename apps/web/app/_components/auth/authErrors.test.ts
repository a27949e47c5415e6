import { describe, expect, it } from 'vitest';
import en from '@/messages/en.json';
import ja from '@/messages/ja.json';
import tw from '@/messages/zh-Hant-TW.json';
import { authErrorKey } from './authErrors';

/** Spec section 8's auth error codes, and the page errors next-auth sends to /auth/error. */
const SPEC_CODES = [
  'MISSING_NEXTAUTH_API_ROUTE_ERROR',
  'NO_SECRET',
  'CALLBACK_CREDENTIALS_HANDLER_ERROR',
  'EMAIL_REQUIRES_ADAPTER_ERROR',
  'MISSING_ADAPTER_METHODS_ERROR',
  'CALLBACK_CREDENTIALS_JWT_ERROR',
  'INVALID_CALLBACK_URL_ERROR',
  'OAuthCallbackError',
  'AccountNotLinkedError',
  'UnknownError',
];
const NEXT_AUTH_PAGE_ERRORS = [
  'Configuration',
  'AccessDenied',
  'Verification',
  'OAuthSignin',
  'OAuthCallback',
  'OAuthCreateAccount',
  'Callback',
  'OAuthAccountNotLinked',
  'SessionRequired',
  'Signin',
];
const CATALOGUES = { ja, en, 'zh-Hant-TW': tw };

describe('authErrorKey', () => {
  it.each([...SPEC_CODES, ...NEXT_AUTH_PAGE_ERRORS])(
    'gives %s its own message in every language',
    (code) => {
      const key = authErrorKey(code);
      expect(key).toBe(code);
      for (const [locale, { auth }] of Object.entries(CATALOGUES)) {
        const message = key ? auth.errors[key] : undefined;
        expect(message, locale).toBeTruthy();
        expect(message, locale).not.toBe(auth.errors.default);
      }
    },
  );

  it('gives unknown codes the generic message and no code no message', () => {
    expect(authErrorKey('SomethingElse')).toBe('default');
    expect(authErrorKey(undefined)).toBeNull();
    expect(authErrorKey('')).toBeNull();
  });

  it("gives names of the object's own machinery the generic message", () => {
    for (const code of ['__proto__', 'constructor', 'toString', 'hasOwnProperty']) {
      expect(authErrorKey(code), code).toBe('default');
    }
  });

  it('tells a guest sent from a required page that sign-in is needed', () => {
    expect(ja.auth.errors.SessionRequired).toContain('ログインが必要です');
    expect(en.auth.errors.SessionRequired).toBe('Please sign in to see this page.');
  });
});
