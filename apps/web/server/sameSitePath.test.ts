import { describe, expect, it } from 'vitest';
import { sameSitePath } from './sameSitePath';

const SITE = 'https://comic.example';

describe('sameSitePath', () => {
  it('keeps a path of the site with its query and fragment', () => {
    expect(sameSitePath('/detail/CW_000001_S?episodeType=comics#a', SITE)).toBe(
      '/detail/CW_000001_S?episodeType=comics#a',
    );
  });

  it('refuses every spelling of another host', () => {
    for (const hostile of [
      '//evil.example',
      '/\\evil.example',
      '/\t/evil.example',
      '/%09/evil.example',
      '\t//evil.example',
      'https://evil.example/',
      'javascript:alert(1)',
      '///evil.example',
      '/\\/evil.example',
      // Dot segments that leave `//host` once resolved.
      '/.//evil.example',
      '/x/..//evil.example',
      '/%2e//evil.example',
      '/%252e//evil.example',
      '/./\\evil.example',
      '/x/../\\\\evil.example',
    ]) {
      const path = sameSitePath(decodeURIComponent(hostile), SITE);
      expect(new URL(path, SITE).origin, hostile).toBe(SITE);
      expect(path, hostile).not.toMatch(/^\/[/\\]/);
    }
    expect(sameSitePath('/\t/evil.example', SITE)).toBe('/');
  });

  it('encodes what a header cannot hold', () => {
    expect(sameSitePath('/search?q=あ', SITE)).toBe('/search?q=%E3%81%82');
    expect(sameSitePath('/terms\r\nSet-Cookie: x=1', SITE)).not.toMatch(/[\r\n]/);
  });

  it('resolves a relative path against the site root', () => {
    expect(sameSitePath('terms', SITE)).toBe('/terms');
  });
});
