import { describe, expect, it } from 'vitest';
import { documentLang, withDocumentLang } from './documentLang';

describe('documentLang', () => {
  it('gives each language group its lang, below its root too', () => {
    expect(documentLang('/en')).toBe('en');
    expect(documentLang('/en/info/faq')).toBe('en');
    expect(documentLang('/tw/contents/detail/CW_1')).toBe('zh-Hant-TW');
  });

  it("leaves the Japanese site and /jp with the root layout's ja, and never a look-alike path", () => {
    for (const path of ['/', '/jp', '/jp/member', '/entry', '/twitter', '/detail/en']) {
      expect(documentLang(path), path).toBeNull();
    }
  });

  it("sets the lang of the document's html element only", () => {
    const html = '<!DOCTYPE html><html lang="ja"><body><div lang="ja"></div></body></html>';
    expect(withDocumentLang(html, 'en')).toBe(
      '<!DOCTYPE html><html lang="en"><body><div lang="ja"></div></body></html>',
    );
  });
});
