import { describe, expect, it } from 'vitest';
import { foldForSearch } from './fold';

describe('foldForSearch', () => {
  it('folds half-width katakana, katakana and hiragana to the same text', () => {
    expect(foldForSearch('ｶﾀｶﾅ')).toBe('かたかな');
    expect(foldForSearch('カタカナ')).toBe('かたかな');
    expect(foldForSearch('かたかな')).toBe('かたかな');
  });

  it('joins half-width voiced marks to their kana', () => {
    expect(foldForSearch('ﾀﾞﾝｼﾞｮﾝ')).toBe(foldForSearch('ダンジョン'));
    expect(foldForSearch('ダンジョン')).toBe('だんじょん');
  });

  it('folds full-width Latin and case', () => {
    expect(foldForSearch('ＡＢＣ')).toBe('abc');
    expect(foldForSearch('VRMMO')).toBe('vrmmo');
    expect(foldForSearch('ｖｒｍｍｏ')).toBe('vrmmo');
  });

  it('drops spaces, middle dots and punctuation', () => {
    expect(foldForSearch('書店員・天野の事件簿')).toBe('書店員天野の事件簿');
    expect(foldForSearch('ソード･アート　オンライン')).toBe('そーどあーとおんらいん');
    expect(foldForSearch('元勇者、パン屋になる！')).toBe('元勇者ぱん屋になる');
    expect(foldForSearch('狼の契約 ～紅蓮の帰り道～')).toBe('狼の契約紅蓮の帰り道');
  });

  it('keeps the long vowel mark and kanji', () => {
    expect(foldForSearch('スローライフ')).toBe('すろーらいふ');
    expect(foldForSearch('転生')).toBe('転生');
  });

  it('is idempotent', () => {
    const once = foldForSearch('ｶﾀｶﾅ ＡＢＣ・テスト');
    expect(foldForSearch(once)).toBe(once);
  });
});
