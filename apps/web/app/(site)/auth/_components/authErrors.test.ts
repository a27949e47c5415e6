import { describe, expect, it } from 'vitest';
import { authErrorMessage, DEFAULT_AUTH_ERROR } from './authErrors';

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

describe('authErrorMessage', () => {
  it.each([...SPEC_CODES, ...NEXT_AUTH_PAGE_ERRORS])(
    'gives %s its own Japanese message',
    (code) => {
      const message = authErrorMessage(code);
      expect(message).toMatch(/[ぁ-んァ-ン一-龯]/);
      expect(message).not.toBe(DEFAULT_AUTH_ERROR);
    },
  );

  it('gives unknown codes the generic message and no code no message', () => {
    expect(authErrorMessage('SomethingElse')).toBe(DEFAULT_AUTH_ERROR);
    expect(authErrorMessage(undefined)).toBeNull();
  });

  it("gives names of the object's own machinery the generic message", () => {
    for (const code of ['__proto__', 'constructor', 'toString', 'hasOwnProperty']) {
      expect(authErrorMessage(code), code).toBe(DEFAULT_AUTH_ERROR);
    }
  });

  it('tells a guest sent from a required page that sign-in is needed', () => {
    expect(authErrorMessage('SessionRequired')).toContain('ログインが必要です');
  });
});
