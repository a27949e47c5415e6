import { describe, expect, it } from 'vitest';
import { isEmptyErrorDocument, isNotFoundPage, notFoundPagePath } from './notFoundPage';

describe('notFoundPagePath', () => {
  it("gives a path of the Japanese site the site's not-found page", () => {
    for (const path of ['/', '/detail/CW_999999_S', '/viewer/xyz', '/entry', '/twitter']) {
      expect(notFoundPagePath(path), path).toBe('/not-found');
    }
  });

  it("gives a path of a language group its group's not-found page", () => {
    expect(notFoundPagePath('/en/nope')).toBe('/en/not-found');
    expect(notFoundPagePath('/tw/contents/detail/NO_SUCH_WORK')).toBe('/tw/not-found');
    expect(notFoundPagePath('/jp')).toBe('/jp/not-found');
  });
});

describe('isNotFoundPage', () => {
  it('knows the not-found pages and nothing else', () => {
    for (const path of ['/not-found', '/en/not-found', '/jp/not-found', '/tw/not-found']) {
      expect(isNotFoundPage(path), path).toBe(true);
    }
    for (const path of ['/en', '/not-found/x', '/en/not-found/x', '/detail/not-found']) {
      expect(isNotFoundPage(path), path).toBe(false);
    }
  });
});

describe('isEmptyErrorDocument', () => {
  it("tells Next.js's empty error document from a page drawn on the server", () => {
    expect(
      isEmptyErrorDocument(
        '<!DOCTYPE html><html id="__next_error__"><head></head><body><div hidden=""></div></body></html>',
      ),
    ).toBe(true);
    expect(
      isEmptyErrorDocument('<!DOCTYPE html><html lang="ja"><head></head><body><h1>x</h1>'),
    ).toBe(false);
  });
});
