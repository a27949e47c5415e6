import { buildEpisodeSummary, buildWorkSummary } from '@cw/api-client/fixtures';
import { describe, expect, it } from 'vitest';
import { authorNames, workBadges } from './workTile';

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

  it('marks English and Traditional Chinese works first, with a spoken name', () => {
    expect(workBadges(buildWorkSummary(1, { language: 'en', isNew: true }))).toEqual([
      { kind: 'language', label: 'EN', spokenLabel: '英語版', tone: 'muted' },
      { kind: 'new', label: '新着', tone: 'new' },
    ]);
    expect(workBadges(buildWorkSummary(1, { language: 'tw' }))).toEqual([
      { kind: 'language', label: '繁中', spokenLabel: '繁体字中国語版', tone: 'muted' },
    ]);
    expect(workBadges(buildWorkSummary(1, { language: 'ja' }))).toEqual([]);
  });

  it('marks 新着 by isNew alone, however recent the update or the episode', () => {
    const fresh = {
      latestUpdateDate: new Date().toISOString(),
      latestEpisode: buildEpisodeSummary(1, { isNew: true, updateDate: new Date().toISOString() }),
    };
    expect(workBadges(buildWorkSummary(1, { ...fresh, isNew: false }))).toEqual([]);
    expect(workBadges(buildWorkSummary(1, { ...fresh, isNew: true })).map((b) => b.kind)).toEqual([
      'new',
    ]);
    expect(
      workBadges(buildWorkSummary(1, { latestEpisode: null, isNew: true })).map((b) => b.kind),
    ).toEqual(['new']);
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
