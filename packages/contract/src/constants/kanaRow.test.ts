import { describe, expect, it } from 'vitest';
import { KANA_ROW_INITIALS, KANA_ROWS, type KanaRow, kanaRowOf, OTHER_KANA_ROW } from './index';

describe('KANA_ROWS', () => {
  // The spec's rows, written out in this test only: the others import KANA_ROWS.
  it('lists the ten gojūon rows in order, then その他', () => {
    expect(KANA_ROWS).toEqual([
      'あ',
      'か',
      'さ',
      'た',
      'な',
      'は',
      'ま',
      'や',
      'ら',
      'わ',
      'その他',
    ]);
    expect(KANA_ROWS.at(-1)).toBe(OTHER_KANA_ROW);
  });
});

describe('kanaRowOf', () => {
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
  ])('puts %s in row %s', (reading, row) => {
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
    ['ｶﾀｶﾅ', 'half-width katakana (not folded)'],
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

describe('KANA_ROW_INITIALS', () => {
  it('has every row of the API enum but その他, in its order', () => {
    expect(Object.keys(KANA_ROW_INITIALS)).toEqual(KANA_ROWS.filter((row) => row !== 'その他'));
  });

  it('lists exactly the letters kanaRowOf puts in each row', () => {
    const listed = Object.entries(KANA_ROW_INITIALS).flatMap(([row, letters]) =>
      letters.map((letter) => [letter, row] as const),
    );
    for (const [letter, row] of listed) expect(kanaRowOf(letter), letter).toBe(row);
    expect(new Set(listed.map(([letter]) => letter)).size).toBe(listed.length);
    // Every hiragana and katakana letter outside the lists is その他.
    const listedLetters = new Set(listed.map(([letter]) => letter));
    for (let code = 0x3041; code <= 0x30ff; code += 1) {
      const letter = String.fromCodePoint(code);
      if (!listedLetters.has(letter)) expect(kanaRowOf(letter), letter).toBe('その他');
    }
  });

  it('pairs each hiragana with its katakana twin', () => {
    expect(KANA_ROW_INITIALS.な).toEqual([
      'な',
      'ナ',
      'に',
      'ニ',
      'ぬ',
      'ヌ',
      'ね',
      'ネ',
      'の',
      'ノ',
    ]);
  });
});
