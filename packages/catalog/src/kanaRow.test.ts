import { type KanaRow, kanaRowSchema } from '@cw/api-client/schemas';
import { describe, expect, it } from 'vitest';
import {
  authorIndexGroups,
  groupByKanaRow,
  KANA_ROWS,
  kanaRowHeading,
  kanaRowOf,
  kanaRowSlug,
} from './kanaRow';

describe('KANA_ROWS', () => {
  it('is the API enum, in its order', () => {
    expect(KANA_ROWS).toEqual(kanaRowSchema.options);
  });
});

describe('kanaRowOf', () => {
  // The backend's own cases (apps/backend/src/routes/library/lists.test.ts), then more.
  it.each<[string, KanaRow]>([
    ['あさ', 'あ'],
    ['ぉ', 'あ'],
    ['ヴァイオリン', 'あ'],
    ['がっこう', 'か'],
    ['カタナ', 'か'],
    ['っぽ', 'た'],
    ['ぱん', 'は'],
    ['ゆめ', 'や'],
    ['ロボ', 'ら'],
    ['をとめ', 'わ'],
    ['ン', 'わ'],
    ['Tokyo', 'その他'],
    ['月光', 'その他'],
    ['', 'その他'],
  ])('puts %s in row %s, as the backend does', (reading, row) => {
    expect(kanaRowOf(reading)).toBe(row);
  });

  it.each<[string, KanaRow]>([
    ['ざくろ', 'さ'],
    ['ジャンプ', 'さ'],
    ['ぢ', 'た'],
    ['ヅ', 'た'],
    ['でんき', 'た'],
    ['びーる', 'は'],
    ['プリン', 'は'],
    ['ヵ', 'か'],
    ['ヶ', 'か'],
    ['ゃ', 'や'],
    ['ョ', 'や'],
    ['ゎ', 'わ'],
    ['ヰ', 'わ'],
    ['ゑ', 'わ'],
    ['ヲ', 'わ'],
    ['ゔ', 'あ'],
    ['ナ', 'な'],
    ['マ', 'ま'],
  ])('puts voiced, small and katakana letter %s in row %s', (reading, row) => {
    expect(kanaRowOf(reading)).toBe(row);
  });

  it.each([
    ['ーん', 'a leading long vowel mark'],
    ['ｶﾀｶﾅ', 'half-width katakana (the backend does not fold it)'],
    ['ヷ', 'katakana without a hiragana twin'],
    [' あ', 'a leading space'],
    ['123', 'digits'],
    ['ＡＢＣ', 'full-width Latin'],
    ['ゝ', 'an iteration mark'],
  ])('puts %s under その他: %s', (reading) => {
    expect(kanaRowOf(reading)).toBe('その他');
  });

  it('only reads the first letter', () => {
    expect(kanaRowOf('Aあ')).toBe('その他');
    expect(kanaRowOf('あA')).toBe('あ');
  });

  it('puts every katakana in its hiragana twin row', () => {
    for (let code = 0x3041; code <= 0x3096; code += 1) {
      const hiragana = String.fromCodePoint(code);
      expect(kanaRowOf(String.fromCodePoint(code + 0x60)), hiragana).toBe(kanaRowOf(hiragana));
    }
  });

  it('has a row for every hiragana letter from ぁ to ゖ', () => {
    const others: string[] = [];
    for (let code = 0x3041; code <= 0x3096; code += 1) {
      const letter = String.fromCodePoint(code);
      if (kanaRowOf(letter) === 'その他') others.push(letter);
    }
    expect(others).toEqual([]);
  });
});

describe('groupByKanaRow', () => {
  const names = [
    { name: '佐藤', kana: 'さとう' },
    { name: 'Aoi', kana: 'Aoi' },
    { name: '青木', kana: 'あおき' },
    { name: '後藤', kana: 'ごとう' },
    { name: '清水', kana: 'しみず' },
    { name: '伊藤', kana: 'いとう' },
  ];

  it('puts rows in kana order, items in their given order, empty rows left out', () => {
    const groups = groupByKanaRow(names, (item) => item.kana);
    expect(groups.map((group) => [group.initial, group.items.map((item) => item.name)])).toEqual([
      ['あ', ['青木', '伊藤']],
      ['か', ['後藤']],
      ['さ', ['佐藤', '清水']],
      ['その他', ['Aoi']],
    ]);
  });

  it('gives no group for no items', () => {
    expect(groupByKanaRow([], String)).toEqual([]);
  });
});

describe('authorIndexGroups', () => {
  it('renames authors to items', () => {
    expect(
      authorIndexGroups({
        rows: [
          { initial: 'か', authors: [{ id: 2, name: '加藤' }] },
          { initial: 'その他', authors: [{ id: 9, name: 'ZUN' }] },
        ],
      }),
    ).toEqual([
      { initial: 'か', items: [{ id: 2, name: '加藤' }] },
      { initial: 'その他', items: [{ id: 9, name: 'ZUN' }] },
    ]);
  });
});

describe('kanaRowSlug and kanaRowHeading', () => {
  it('gives every row a distinct ASCII slug', () => {
    const slugs = KANA_ROWS.map(kanaRowSlug);
    expect(new Set(slugs).size).toBe(KANA_ROWS.length);
    for (const slug of slugs) expect(slug).toMatch(/^[a-z]+$/);
    expect(kanaRowSlug('か')).toBe('ka');
  });

  it("heads a row '{row}行', and その他 as is", () => {
    expect(kanaRowHeading('あ')).toBe('あ行');
    expect(kanaRowHeading('わ')).toBe('わ行');
    expect(kanaRowHeading('その他')).toBe('その他');
  });
});
