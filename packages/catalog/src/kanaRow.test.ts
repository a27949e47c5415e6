import { KANA_ROWS } from '@cw/contract/constants';
import { describe, expect, it } from 'vitest';
import { authorIndexGroups, groupByKanaRow, kanaRowHeading, kanaRowSlug } from './kanaRow';

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
