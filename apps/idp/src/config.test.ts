import { describe, expect, it } from 'vitest';
import { DEVELOPMENT_CLIENT_SECRET, loadConfig } from './config';

describe('loadConfig', () => {
  it('refuses to start in production unless explicitly allowed', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/refuses to start/);
    expect(() => loadConfig({ NODE_ENV: 'production', IDP_ALLOW_PRODUCTION: '1' })).not.toThrow();
  });

  it('refuses the published client secret off loopback, and keeps it as the default on it', () => {
    for (const issuer of [
      'https://id.example.jp',
      'http://192.168.1.20:4001',
      'http://127.0.0.1.nip.io',
    ]) {
      expect(() => loadConfig({ IDP_ISSUER: issuer })).toThrow(/IDP_CLIENT_SECRET: .*IDP_ISSUER/);
      expect(() =>
        loadConfig({ IDP_ISSUER: issuer, IDP_CLIENT_SECRET: DEVELOPMENT_CLIENT_SECRET }),
      ).toThrow(/IDP_CLIENT_SECRET/);
    }
    const own = loadConfig({
      IDP_ISSUER: 'https://id.example.jp',
      IDP_CLIENT_SECRET: 'a-secret-of-our-own-42',
    });
    expect(own.client.clientSecret).toBe('a-secret-of-our-own-42');
    for (const issuer of [
      'http://localhost:4001',
      'http://127.0.0.1:4001',
      'http://127.8.9.10',
      'http://[::1]:4001',
    ]) {
      expect(loadConfig({ IDP_ISSUER: issuer }).client.clientSecret).toBe(
        DEVELOPMENT_CLIENT_SECRET,
      );
    }
    expect(loadConfig({}).client.clientSecret).toBe(DEVELOPMENT_CLIENT_SECRET);
  });

  it('refuses to listen where other machines reach it on the published client secret', () => {
    for (const host of ['0.0.0.0', '::', '192.0.2.2']) {
      expect(() => loadConfig({ IDP_HOST: host }), host).toThrow(/IDP_CLIENT_SECRET: .*IDP_HOST/);
    }
    expect(
      loadConfig({ IDP_HOST: '0.0.0.0', IDP_CLIENT_SECRET: 'a-secret-of-our-own-42' }).host,
    ).toBe('0.0.0.0');
    expect(loadConfig({ IDP_HOST: '::1' }).host).toBe('::1');
  });

  it('keeps 10 sign-ups an hour per address unless told otherwise, and checks the number', () => {
    expect(loadConfig({}).signUpsPerHour).toBe(10);
    expect(loadConfig({ IDP_SIGN_UPS_PER_HOUR: '500' }).signUpsPerHour).toBe(500);
    expect(() => loadConfig({ IDP_SIGN_UPS_PER_HOUR: '0' })).toThrow(/IDP_SIGN_UPS_PER_HOUR/);
    expect(() => loadConfig({ IDP_SIGN_UPS_PER_HOUR: 'many' })).toThrow(/IDP_SIGN_UPS_PER_HOUR/);
  });
});
