import { DEVELOPMENT_SERVICE_TOKEN_SECRET } from '@cw/service-token';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';

const OWN_SECRET = 'an-operator-secret-of-enough-length-0123';

describe('loadConfig', () => {
  it('keeps the published development secret for a backend on a loopback address only', () => {
    for (const HOST of ['127.0.0.1', '127.10.20.30', '::1', 'localhost', undefined]) {
      expect(loadConfig({ HOST }).serviceTokenSecret, HOST).toBe(DEVELOPMENT_SERVICE_TOKEN_SECRET);
    }
    for (const HOST of ['0.0.0.0', '::', '192.168.1.20', '2001:db8::1', 'backend.internal']) {
      for (const secret of [{}, { SERVICE_TOKEN_SECRET: DEVELOPMENT_SERVICE_TOKEN_SECRET }]) {
        expect(() => loadConfig({ HOST, ...secret }), HOST).toThrow(
          /SERVICE_TOKEN_SECRET: must be a secret of your own/,
        );
      }
      expect(loadConfig({ HOST, SERVICE_TOKEN_SECRET: OWN_SECRET }).serviceTokenSecret).toBe(
        OWN_SECRET,
      );
    }
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/SERVICE_TOKEN_SECRET/);
  });

  it('keeps the embedded database without fsync unless PGLITE_FSYNC=on, and refuses other values', () => {
    expect(loadConfig({ DATA_DIR: '/d' }).database).toEqual({ dataDir: '/d/db', fsync: false });
    expect(loadConfig({ DATA_DIR: '/d', PGLITE_FSYNC: 'on' }).database).toEqual({
      dataDir: '/d/db',
      fsync: true,
    });
    expect(() => loadConfig({ PGLITE_FSYNC: 'yes' })).toThrow(/PGLITE_FSYNC/);
  });

  it('reads the body size and rate limits, with defaults', () => {
    expect(loadConfig({}).requestLimits).toEqual({
      bodyBytes: 65_536,
      membershipWrites: { limit: 120, windowSeconds: 60 },
      guestGoods: { limit: 1, windowSeconds: 86_400 },
      renders: { limit: 300, windowSeconds: 60 },
      clientLogs: { limit: 60, windowSeconds: 60 },
    });
    const set = loadConfig({
      BODY_LIMIT_BYTES: '8192',
      RATE_LIMIT_MEMBERSHIP_WRITES_PER_MINUTE: '30',
      RATE_LIMIT_GUEST_GOOD_SECONDS: '3600',
      RATE_LIMIT_RENDERS_PER_MINUTE: '50',
      RATE_LIMIT_CLIENT_LOGS_PER_MINUTE: '5',
    });
    expect(set.requestLimits).toEqual({
      bodyBytes: 8192,
      membershipWrites: { limit: 30, windowSeconds: 60 },
      guestGoods: { limit: 1, windowSeconds: 3600 },
      renders: { limit: 50, windowSeconds: 60 },
      clientLogs: { limit: 5, windowSeconds: 60 },
    });
    expect(() => loadConfig({ BODY_LIMIT_BYTES: '10' })).toThrow(/BODY_LIMIT_BYTES/);
  });
});
