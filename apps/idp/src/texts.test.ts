import { SHINJITAI } from '@cw/vitest-config/locale';
import { describe, expect, it } from 'vitest';
import { IDP_LOCALES, IDP_TEXTS, type IdpTexts, idpLocale } from './texts';

/** Every string of a locale's text, counted ones worded for 1 and 15 minutes, as `[key, text]`. */
function strings(texts: IdpTexts): [string, string][] {
  return Object.entries(texts).flatMap(([key, value]): [string, string][] => {
    if (typeof value === 'string') return [[key, value]];
    if (typeof value === 'function') {
      return [1, 15].map((minutes) => [`${key}(${minutes})`, value(minutes)]);
    }
    return Object.entries(value as Record<string, string>).map(([name, text]) => [
      `${key}.${name}`,
      text,
    ]);
  });
}

/** The product name stays Japanese in every language; nothing else may hold kana. */
const withoutProductName = (text: string) => text.replaceAll('CWコミック', '');
const KANA = /[\u3040-\u30ff]/;

describe('idpLocale', () => {
  it('takes the first supported tag of ui_locales, whatever its case', () => {
    expect(idpLocale('en')).toBe('en');
    expect(idpLocale('EN-us')).toBe('en');
    expect(idpLocale('ja-JP')).toBe('ja');
    expect(idpLocale('zh-Hant')).toBe('zh-Hant');
    expect(idpLocale('zh-hant-tw')).toBe('zh-Hant');
    expect(idpLocale('zh-TW')).toBe('zh-Hant');
    expect(idpLocale('zh-HK')).toBe('zh-Hant');
    expect(idpLocale('fr  zh-Hant-TW en')).toBe('zh-Hant');
    expect(idpLocale('en ja')).toBe('en');
  });

  it('does not take Simplified or unmarked Chinese for Traditional', () => {
    expect(idpLocale('zh-Hans-TW')).toBe('ja');
    expect(idpLocale('zh-CN en')).toBe('en');
    expect(idpLocale('zh')).toBe('ja');
  });

  it('falls back to Accept-Language, by q-value and then header order', () => {
    expect(idpLocale(undefined, 'en-US,en;q=0.9')).toBe('en');
    expect(idpLocale('fr de', 'zh-TW')).toBe('zh-Hant');
    expect(idpLocale(undefined, 'fr, en;q=0.5, zh-Hant;q=0.8')).toBe('zh-Hant');
    expect(idpLocale(undefined, 'en;q=0.8, zh-TW;q=0.8')).toBe('en');
    expect(idpLocale(undefined, 'en;q=0, fr')).toBe('ja');
  });

  it('prefers ui_locales to Accept-Language', () => {
    expect(idpLocale('ja', 'en')).toBe('ja');
    expect(idpLocale('en', 'zh-TW, ja')).toBe('en');
  });

  it('is Japanese when nothing supported is asked for', () => {
    expect(idpLocale(undefined)).toBe('ja');
    expect(idpLocale('', '')).toBe('ja');
    expect(idpLocale('ko', 'fr-FR, *;q=0.1')).toBe('ja');
  });
});

describe('IDP_TEXTS', () => {
  it('has every key in every locale, none empty', () => {
    const keys = strings(IDP_TEXTS.ja).map(([key]) => key);
    for (const locale of IDP_LOCALES) {
      const entries = strings(IDP_TEXTS[locale]);
      expect(entries.map(([key]) => key)).toEqual(keys);
      expect(entries.filter(([, text]) => text.trim() === '')).toEqual([]);
    }
  });

  it('leaves no Japanese in English or Traditional Chinese but the product name', () => {
    for (const locale of ['en', 'zh-Hant'] as const) {
      const japanese = strings(IDP_TEXTS[locale]).filter(([, text]) =>
        KANA.test(withoutProductName(text)),
      );
      expect(japanese, locale).toEqual([]);
    }
    expect(strings(IDP_TEXTS['zh-Hant']).filter(([, text]) => SHINJITAI.test(text))).toEqual([]);
  });

  it('counts minutes in each language', () => {
    expect(IDP_TEXTS.ja.tooManySignIns(15)).toBe(
      'ログインの試行回数が多すぎます。15分後にもう一度お試しください。',
    );
    expect(IDP_TEXTS.en.tooManySignIns(1)).toBe(
      'Too many sign-in attempts. Please try again in 1 minute.',
    );
    expect(IDP_TEXTS.en.tooManySignUps(60)).toBe(
      'Too many sign-ups. Please try again in 60 minutes.',
    );
    expect(IDP_TEXTS['zh-Hant'].tooManySignIns(15)).toBe(
      '登入嘗試次數過多。請於 15 分鐘後再試一次。',
    );
  });
});
