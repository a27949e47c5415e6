import { describe, expect, it } from 'vitest';
import { localeOfPath } from './groups';

describe('localeOfPath', () => {
  it("gives a group's paths the group's locale, and the Japanese site's Japanese", () => {
    expect(localeOfPath('/en/viewer/CW_000001_0001_E')).toBe('en');
    expect(localeOfPath('/tw')).toBe('zh-Hant-TW');
    expect(localeOfPath('/jp/member')).toBe('ja');
    expect(localeOfPath('/viewer/CW_000001_0001_E')).toBe('ja');
    expect(localeOfPath('/twitter')).toBe('ja');
  });
});
