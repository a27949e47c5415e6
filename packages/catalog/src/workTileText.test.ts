import { describe, expect, it } from 'vitest';
import { buildWorkSummary } from './test/builders';
import { authorNames, workBadges } from './workTileText';

describe('workBadges', () => {
  it('has no marks for an ongoing serial that is not new', () => {
    expect(workBadges(buildWorkSummary(1))).toEqual([]);
  });

  it('marks 新着, then 完結 or 休載, then 読切', () => {
    const labels = (overrides: Parameters<typeof buildWorkSummary>[1]) =>
      workBadges(buildWorkSummary(1, overrides)).map((badge) => badge.label);
    expect(labels({ isNew: true })).toEqual(['新着']);
    expect(labels({ serializationStatus: 'completed' })).toEqual(['完結']);
    expect(labels({ serializationStatus: 'hiatus' })).toEqual(['休載']);
    expect(labels({ isOneShot: true, serializationStatus: 'completed', isNew: true })).toEqual([
      '新着',
      '完結',
      '読切',
    ]);
  });

  it('gives each mark its badge tone', () => {
    const badges = workBadges(
      buildWorkSummary(1, { isNew: true, serializationStatus: 'hiatus', isOneShot: true }),
    );
    expect(badges.map((badge) => [badge.kind, badge.tone])).toEqual([
      ['new', 'new'],
      ['hiatus', 'muted'],
      ['oneShot', 'accent'],
    ]);
  });
});

describe('authorNames', () => {
  it("joins names with '／' in credit order, each author once", () => {
    expect(
      authorNames([
        { id: 1, name: '青木' },
        { id: 2, name: '伊藤' },
        { id: 1, name: '青木' },
      ]),
    ).toBe('青木／伊藤');
  });

  it('is empty for no authors', () => {
    expect(authorNames([])).toBe('');
  });
});
