import { DEVELOPMENT_SERVICE_TOKEN_SECRET } from '@cw/service-token';
import { describe, expect, it } from 'vitest';
import {
  DEVELOPMENT_NEXTAUTH_SECRET,
  listenHostname,
  publishedSecretProblems,
} from './publishedSecrets';

const OWN = {
  NEXTAUTH_SECRET: 'an-operator-secret-of-enough-length-0001',
  SERVICE_TOKEN_SECRET: 'an-operator-secret-of-enough-length-0002',
  OIDC_CLIENT_SECRET: 'an-operator-secret-0003',
};

describe('publishedSecretProblems', () => {
  it('accepts the development values on a loopback site (the embedded default)', () => {
    expect(publishedSecretProblems({})).toEqual([]);
    expect(publishedSecretProblems({ NEXTAUTH_URL: 'http://127.0.0.1:3000' })).toEqual([]);
  });

  it('names every secret missing or published on a public site', () => {
    const problems = publishedSecretProblems({
      NEXTAUTH_URL: 'https://comic.example',
      NEXTAUTH_SECRET: DEVELOPMENT_NEXTAUTH_SECRET,
      SERVICE_TOKEN_SECRET: DEVELOPMENT_SERVICE_TOKEN_SECRET,
    });
    expect(problems.map((line) => line.split(':')[0])).toEqual([
      'NEXTAUTH_SECRET',
      'SERVICE_TOKEN_SECRET',
      'OIDC_CLIENT_SECRET',
    ]);
    expect(problems[0]).toContain('https://comic.example');
  });

  it('accepts secrets of the operator’s own', () => {
    expect(publishedSecretProblems({ NEXTAUTH_URL: 'https://comic.example', ...OWN })).toEqual([]);
    expect(publishedSecretProblems({ HOSTNAME: '0.0.0.0', ...OWN })).toEqual([]);
  });

  it('refuses to listen where other machines reach it on a published secret', () => {
    for (const HOSTNAME of ['0.0.0.0', '::', '192.0.2.2']) {
      const problems = publishedSecretProblems({ HOSTNAME, ...OWN, NEXTAUTH_SECRET: undefined });
      expect(
        problems.map((line) => line.split(':')[0]),
        HOSTNAME,
      ).toEqual(['NEXTAUTH_SECRET']);
      expect(problems[0]).toContain(`listening on ${HOSTNAME}`);
    }
    expect(publishedSecretProblems({ HOSTNAME: '127.0.0.1' })).toEqual([]);
  });
});

describe('listenHostname', () => {
  it('listens on loopback only while a published secret is in use, everywhere otherwise', () => {
    expect(listenHostname({})).toBe('127.0.0.1');
    expect(listenHostname({ ...OWN, SERVICE_TOKEN_SECRET: DEVELOPMENT_SERVICE_TOKEN_SECRET })).toBe(
      '127.0.0.1',
    );
    expect(listenHostname(OWN)).toBe('0.0.0.0');
    expect(listenHostname({ HOSTNAME: '::1' })).toBe('::1');
  });
});
