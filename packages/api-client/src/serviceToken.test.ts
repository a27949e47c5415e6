import { base64url } from 'jose';
import { describe, expect, it } from 'vitest';
import { SERVICE_TOKEN_TTL_SECONDS, signServiceToken, verifyServiceToken } from './serviceToken';

const secret = 'a-test-secret-that-is-long-enough-0123';
const claims = { subject: 'oidc|reader-1', email: 'reader@example.jp' };

describe('service token', () => {
  it('round-trips the subject and email', async () => {
    const token = await signServiceToken(claims, secret);
    expect(await verifyServiceToken(token, secret)).toEqual(claims);
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
