import { base64url, SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import {
  isLoopbackHost,
  SERVICE_TOKEN_TTL_SECONDS,
  signServiceToken,
  verifyServiceToken,
} from './index';

const secret = 'a-test-secret-that-is-long-enough-0123';
const claims = { subject: 'oidc|reader-1', email: 'reader@example.jp' };

/** A token signed with the right secret, issuer and audience, but its own `iat` and `exp`. */
function tokenWith(times: { issuedAt: Date; expiresAt: Date }) {
  const seconds = (date: Date) => Math.floor(date.getTime() / 1000);
  return new SignJWT({ email: claims.email })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(claims.subject)
    .setIssuer('cw-web')
    .setAudience('cw-backend-v3')
    .setIssuedAt(seconds(times.issuedAt))
    .setExpirationTime(seconds(times.expiresAt))
    .sign(new TextEncoder().encode(secret));
}

describe('service token', () => {
  it('round-trips the subject and email', async () => {
    const token = await signServiceToken(claims, secret);
    expect(await verifyServiceToken(token, secret)).toEqual(claims);
  });

  it('round-trips the session the call is made in, when there is one', async () => {
    const withSession = { ...claims, session: '7d1e3c2a-session' };
    const token = await signServiceToken(withSession, secret);
    expect(await verifyServiceToken(token, secret)).toEqual(withSession);
  });

  it('rejects a token signed with another secret', async () => {
    const token = await signServiceToken(claims, `${secret}-other`);
    expect(await verifyServiceToken(token, secret)).toBeNull();
  });

  it('rejects an expired token and accepts it just before expiry', async () => {
    const issued = new Date('2026-01-01T00:00:00Z');
    const token = await signServiceToken(claims, secret, issued);
    const justBefore = new Date(issued.getTime() + SERVICE_TOKEN_TTL_SECONDS * 1000);
    const after = new Date(issued.getTime() + (SERVICE_TOKEN_TTL_SECONDS + 10) * 1000);
    expect(await verifyServiceToken(token, secret, justBefore)).toEqual(claims);
    expect(await verifyServiceToken(token, secret, after)).toBeNull();
  });

  it('rejects a token that lives for ten years, issued now or years ago', async () => {
    const now = new Date('2026-01-01T00:00:00Z');
    const usual = await tokenWith({
      issuedAt: now,
      expiresAt: new Date(now.getTime() + SERVICE_TOKEN_TTL_SECONDS * 1000),
    });
    expect(await verifyServiceToken(usual, secret, now)).toEqual(claims);
    const year = 365 * 24 * 60 * 60 * 1000;
    const fromNow = await tokenWith({
      issuedAt: now,
      expiresAt: new Date(now.getTime() + 10 * year),
    });
    const fromThen = await tokenWith({
      issuedAt: new Date(now.getTime() - 5 * year),
      expiresAt: new Date(now.getTime() + 5 * year),
    });
    expect(await verifyServiceToken(fromNow, secret, now)).toBeNull();
    expect(await verifyServiceToken(fromThen, secret, now)).toBeNull();
  });

  it('rejects a token issued in the future', async () => {
    const now = new Date('2026-01-01T00:00:00Z');
    const issuedAt = new Date(now.getTime() + 60 * 1000);
    const expiresAt = new Date(issuedAt.getTime() + SERVICE_TOKEN_TTL_SECONDS * 1000);
    expect(
      await verifyServiceToken(await tokenWith({ issuedAt, expiresAt }), secret, now),
    ).toBeNull();
  });

  it('rejects garbage and a tampered payload', async () => {
    expect(await verifyServiceToken('not-a-token', secret)).toBeNull();
    const token = await signServiceToken(claims, secret);
    const [header, , signature] = token.split('.');
    const forged = base64url.encode(JSON.stringify({ sub: 'oidc|someone-else' }));
    expect(await verifyServiceToken(`${header}.${forged}.${signature}`, secret)).toBeNull();
  });

  it('refuses short secrets', async () => {
    await expect(signServiceToken(claims, 'short')).rejects.toThrow(RangeError);
  });
});

describe('isLoopbackHost', () => {
  it('is true for names and addresses only this machine reaches', () => {
    for (const host of ['localhost', 'LOCALHOST', '127.0.0.1', '127.10.20.30', '::1', '[::1]']) {
      expect(isLoopbackHost(host), host).toBe(true);
    }
  });

  it('is false for anything another machine may reach, or look-alikes', () => {
    for (const host of [
      '0.0.0.0',
      '::',
      '192.168.1.20',
      '2001:db8::1',
      'comic.example',
      '127.0.0.1.nip.io',
      'localhost.example',
      '127.0.0.256',
    ]) {
      expect(isLoopbackHost(host), host).toBe(false);
    }
  });
});
