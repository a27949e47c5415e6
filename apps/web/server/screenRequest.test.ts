import { describe, expect, it } from 'vitest';
import { literalQuery, MAX_SEGMENT_LENGTH, requestUrl, screenRequest } from './screenRequest';

const SITE = 'http://localhost:3000';
const get = (url: string, host = new URL(url).host) => ({ method: 'GET', url, host });

describe('screenRequest', () => {
  it('passes a page of the configured host', () => {
    expect(screenRequest(get('http://localhost:3000/ranking?x=1'), SITE)).toEqual({
      kind: 'pass',
    });
  });

  it('sends a page asked under another host name to the configured origin, query kept', () => {
    expect(
      screenRequest(get('http://127.0.0.1:3000/detail/CW_000001_S?a=%E3%81%82'), SITE),
    ).toEqual({
      kind: 'redirect',
      location: 'http://localhost:3000/detail/CW_000001_S?a=%E3%81%82',
    });
  });

  it('leaves /api and assets to any host, and writes to their handlers', () => {
    expect(screenRequest(get('http://127.0.0.1:3000/api/hello'), SITE).kind).toBe('pass');
    expect(screenRequest(get('http://127.0.0.1:3000/_next/static/a.js'), SITE).kind).toBe('pass');
    expect(
      screenRequest(
        { method: 'POST', url: 'http://127.0.0.1:3000/x', host: '127.0.0.1:3000' },
        SITE,
      ).kind,
    ).toBe('pass');
  });

  it('refuses methods no route answers', () => {
    for (const method of ['TRACE', 'CONNECT', 'PROPFIND', 'PATCH']) {
      expect(
        screenRequest({ method, url: `${SITE}/api/hello`, host: 'localhost:3000' }, SITE),
      ).toEqual({
        kind: 'method-not-allowed',
      });
    }
  });

  it('passes the longest segment allowed', () => {
    expect(screenRequest(get(`${SITE}/viewer/${'A'.repeat(MAX_SEGMENT_LENGTH)}`), SITE).kind).toBe(
      'pass',
    );
  });

  it('takes a page query of malformed percent-encoding literally, with a redirect', () => {
    expect(screenRequest(get(`${SITE}/search?q=%`), SITE)).toEqual({
      kind: 'redirect',
      location: `${SITE}/search?q=%25`,
    });
    expect(screenRequest(get(`${SITE}/search?q=%E3%81&page=2`), SITE)).toEqual({
      kind: 'redirect',
      location: `${SITE}/search?q=%25E3%2581&page=2`,
    });
    // What decodes is kept as sent: %E3%81%82 is あ.
    expect(literalQuery('?q=%E3%81%82&x=%ZZ')).toBe('?q=%E3%81%82&x=%25ZZ');
    expect(screenRequest(get(`${SITE}/search?q=%25`), SITE)).toEqual({ kind: 'pass' });
  });

  it('refuses malformed percent-encoding and overlong segments in the path, or an API query', () => {
    for (const path of [
      '/detail/%E0%A4%A',
      '/viewer/%ZZ',
      '/api/catalog/search?q=%E3%81',
      '/%',
      `/viewer/${'A'.repeat(MAX_SEGMENT_LENGTH + 1)}`,
    ]) {
      expect(screenRequest(get(`${SITE}${path}`), SITE), path).toEqual({ kind: 'bad-request' });
    }
  });

  it('refuses a body over the limit or of undeclared length before reading it, on /api and pages', () => {
    const post = (contentLength: string | null, chunked = false, path = '/api/follows/series') =>
      screenRequest(
        {
          method: 'POST',
          url: `${SITE}${path}`,
          host: 'localhost:3000',
          contentLength,
          chunked,
        },
        SITE,
        1024,
      ).kind;
    expect(post('200')).toBe('pass');
    expect(post(null)).toBe('pass');
    expect(post('1024')).toBe('pass');
    expect(post('1025')).toBe('body-too-large');
    expect(post('104857600')).toBe('body-too-large');
    expect(post('1e9')).toBe('body-too-large');
    expect(post(null, true)).toBe('body-too-large');
    for (const page of ['/', '/ranking', '/detail/CW_000001_S']) {
      expect(post('1024', false, page), page).toBe('pass');
      expect(post('104857600', false, page), page).toBe('body-too-large');
      expect(post(null, true, page), page).toBe('body-too-large');
    }
  });
});

describe('requestUrl', () => {
  it('names the URL of an origin-form target under a well-formed Host', () => {
    expect(requestUrl('localhost:3000', '/ranking?x=1')).toBe('http://localhost:3000/ranking?x=1');
    expect(requestUrl('127.0.0.1:3000', '/')).toBe('http://127.0.0.1:3000/');
    expect(requestUrl('[::1]:3000', '/a')).toBe('http://[::1]:3000/a');
    expect(requestUrl('comic.example', '/a')).toBe('http://comic.example/a');
    expect(requestUrl(undefined, '/a')).toBe('http://localhost/a');
  });

  it('names none for a malformed or empty Host, or a target not in origin form', () => {
    for (const host of ['a b', '[::1', '', 'a@b', 'evil.example/x', 'a:b', 'a:123456', '-a']) {
      expect(requestUrl(host, '/'), host).toBeNull();
    }
    for (const target of ['http://evil.example/', '*', 'x', '', undefined]) {
      expect(requestUrl('localhost:3000', target), String(target)).toBeNull();
    }
  });
});
