import { describe, expect, it } from 'vitest';
import { logLine, maskSecrets } from './logLine';

describe('maskSecrets', () => {
  it('masks email addresses', () => {
    expect(maskSecrets('no session for rin.k+1@mail.example.co.jp today')).toBe(
      'no session for [email] today',
    );
  });

  it('masks tokens: JWTs, Authorization credentials, long opaque runs', () => {
    const jwt = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.c2lnbmF0dXJl';
    expect(maskSecrets(`token ${jwt} refused`)).toBe('token [token] refused');
    expect(maskSecrets('Authorization: Bearer abc.def-123')).toBe('Authorization: Bearer [token]');
    expect(maskSecrets(`key ${'a1'.repeat(24)}`)).toBe('key [token]');
  });

  it('masks credentials in query parameters, keeping the rest of the URL', () => {
    expect(
      maskSecrets('/api/auth/callback/cw-oidc?code=abc123&state=xyz&iss=http%3A%2F%2Fidp'),
    ).toBe('/api/auth/callback/cw-oidc?code=[masked]&state=[masked]&iss=http%3A%2F%2Fidp');
    expect(maskSecrets('/x?id_token=a&password=b&page=2')).toBe(
      '/x?id_token=[masked]&password=[masked]&page=2',
    );
  });

  it('leaves ordinary messages alone', () => {
    const message = 'HTTP Error: 500 at /viewer/CW_000118_0001_E?page=3 (chunk 1t2c-5uqv_b98.js)';
    expect(maskSecrets(message)).toBe(message);
  });
});

describe('logLine', () => {
  it('escapes U+2028 and U+2029, so a record stays one line, and reads back the same', () => {
    const record = { message: 'a\u2028b\u2029c\nd' };
    const line = logLine(record);
    expect(line).not.toMatch(/[\u2028\u2029\n]/);
    expect(JSON.parse(line)).toEqual(record);
  });
});
