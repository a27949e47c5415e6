import { describe, expect, it } from 'vitest';
import { emWidth, fitTitle, LINE_HEIGHT, wrapTitle } from './titleLayout';

const TOPIC_181 = 'サービス開始10周年記念 大感謝フェア開催中！';
const LONG_TITLE =
  '『星降る夜の魔法使い』コミックス第12巻 3月15日発売！ 記念して第1話から第30話までを期間限定で無料公開、さらに描き下ろしイラストのプレゼントキャンペーンも同時開催中 Supercalifragilisticexpialidocious Edition';

/** Every line inside the budget, and the lines give the title back with the dropped spaces. */
function expectWrapped(lines: readonly string[], title: string, emsPerLine: number) {
  for (const line of lines) {
    expect(emWidth(line), line).toBeLessThanOrEqual(emsPerLine + 1e-9);
    expect(line, 'no space at either end').toBe(line.trim());
  }
  let at = 0;
  for (const line of lines) {
    while (/\s/.test(title[at] ?? '')) at++;
    expect(title.startsWith(line, at), `"${line}" continues the title at ${at}`).toBe(true);
    at += line.length;
  }
  expect(at).toBe(title.length);
}

describe('emWidth', () => {
  it('counts Japanese full width and ASCII by class', () => {
    expect(emWidth('大感謝フェア開催中！')).toBe(10);
    expect(emWidth('10周年')).toBeCloseTo(3.3);
    expect(emWidth('ｱｲｳ')).toBe(1.5);
    expect(emWidth('★※…')).toBe(3);
    expect(emWidth('Wii')).toBeCloseTo(1.9);
    // A decomposed が (か + combining dakuten) is one character wide.
    expect(emWidth('か\u3099')).toBe(1);
  });
});

describe('wrapTitle', () => {
  it.each([
    ['Japanese with a space', TOPIC_181, 14, ['サービス開始10周年記念', '大感謝フェア開催中！']],
    [
      'Japanese with a space, a word wider than a line',
      TOPIC_181,
      9,
      ['サービス開始10周', '年記念 大感謝フェ', 'ア開催中！'],
    ],
    [
      'Japanese without spaces',
      'あいうえおかきくけこさしすせそ',
      5,
      ['あいうえお', 'かきくけこ', 'さしすせそ'],
    ],
    ['English words', 'The Last Knight of Ember', 9, ['The Last Knight', 'of Ember']],
    [
      'a Latin word wider than a line',
      'Supercalifragilisticexpialidocious day',
      8,
      ['Supercalifrag', 'ilisticexpiali', 'docious day'],
    ],
    ['a title that fits', '星降る夜', 14, ['星降る夜']],
    ['extra spaces', '  夏の  マンガ祭り ', 4, ['夏の  マ', 'ンガ祭り']],
  ])('%s', (_case, title, emsPerLine, expected) => {
    const lines = wrapTitle(title, emsPerLine);
    expect(lines).toEqual(expected);
    expectWrapped(lines, title.trim(), emsPerLine);
  });

  it.each([4, 7, 12, 20, 33])('keeps a very long title whole at %s em a line', (emsPerLine) => {
    const lines = wrapTitle(LONG_TITLE, emsPerLine);
    expect(lines.length).toBeGreaterThan(1);
    expectWrapped(lines, LONG_TITLE, emsPerLine);
  });

  it('does not start a line with 、。！？」 nor end one with 「', () => {
    expect(wrapTitle('あいうえお、かきくけこ。', 5)).toEqual(['あいうえ', 'お、かきく', 'けこ。']);
    expect(wrapTitle('あいうえ「かきくけ」', 5)).toEqual(['あいうえ', '「かきく', 'け」']);
    expect(wrapTitle('開催中！', 3)).toEqual(['開催', '中！']);
  });

  it('does not break inside a number in Japanese', () => {
    expect(wrapTitle('サービス開始10周年', 7)).toEqual(['サービス開始', '10周年']);
  });

  it('gives no lines for an empty title', () => {
    expect(wrapTitle('   ', 10)).toEqual([]);
  });
});

describe('fitTitle', () => {
  const topicBox = { width: 1400, sizes: [104, 104] };

  it('breaks topic 181 at its space, at full size', () => {
    expect(fitTitle(TOPIC_181, topicBox)).toEqual({
      lines: ['サービス開始10周年記念', '大感謝フェア開催中！'],
      size: 104,
    });
  });

  it('prefers one line at the same size, and the larger size over fewer lines', () => {
    expect(fitTitle('レーベルフェア', topicBox)).toEqual({ lines: ['レーベルフェア'], size: 104 });
    expect(fitTitle('星降る夜の魔法使い', { width: 800, sizes: [150, 112, 112] })).toEqual({
      lines: ['星降る夜の', '魔法使い'],
      size: 112,
    });
  });

  it('balances the lines of a Japanese title', () => {
    expect(fitTitle('あいうえおかきくけこさしすせそ', topicBox).lines).toEqual([
      'あいうえおかきく',
      'けこさしすせそ',
    ]);
  });

  it.each([
    ['topic 181', TOPIC_181, topicBox],
    ['a very long title', LONG_TITLE, topicBox],
    ['a very long title on a cover', LONG_TITLE, { width: 800, sizes: [150, 112, 112] }],
    ['a long title in a short box', LONG_TITLE, { width: 1000, height: 180, sizes: [84, 84] }],
    ['one huge word', 'W'.repeat(80), { width: 1264, sizes: [130, 110] }],
  ])('fits %s whole inside its box', (_case, title, box) => {
    const { lines, size } = fitTitle(title, box);
    expect(lines.length).toBeGreaterThan(0);
    expect(lines.length).toBeLessThanOrEqual(box.sizes.length);
    expect(size).toBeLessThanOrEqual(box.sizes[lines.length - 1] ?? 0);
    expect(size).toBeGreaterThan(0);
    if ('height' in box) expect(lines.length * LINE_HEIGHT * size).toBeLessThanOrEqual(box.height);
    expectWrapped(lines, title, box.width / size);
  });

  it('shrinks a title only as much as it must', () => {
    const { size } = fitTitle(LONG_TITLE, topicBox);
    expect(size).toBeLessThan(104);
    // A little larger and the title would need a third line.
    expect(wrapTitle(LONG_TITLE, topicBox.width / (size + 0.5)).length).toBeGreaterThan(2);
  });
});
