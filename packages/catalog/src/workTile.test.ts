import { buildEpisodeSummary, buildWorkSummary } from '@cw/fixtures';
import { KANA } from '@cw/vitest-config/locale';
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

describe('workBadges in English and Traditional Chinese', () => {
  const every = { isNew: true, serializationStatus: 'hiatus', isOneShot: true } as const;

  it('marks an English work on /en in English', () => {
    expect(workBadges(buildWorkSummary(1, { ...every, language: 'en' }), 'en')).toEqual([
      { kind: 'language', label: 'EN', spokenLabel: 'English edition', tone: 'muted' },
      { kind: 'new', label: 'New', tone: 'new' },
      { kind: 'hiatus', label: 'On hiatus', tone: 'muted' },
      { kind: 'oneShot', label: 'One-shot', tone: 'accent' },
    ]);
    const completed = buildWorkSummary(1, { serializationStatus: 'completed' });
    expect(workBadges(completed, 'en').map((badge) => badge.label)).toEqual(['Completed']);
  });

  it('marks a Traditional Chinese work on /tw in Traditional Chinese', () => {
    expect(workBadges(buildWorkSummary(1, { ...every, language: 'tw' }), 'zh-Hant-TW')).toEqual([
      { kind: 'language', label: '繁中', spokenLabel: '繁體中文版', tone: 'muted' },
      { kind: 'new', label: '新作', tone: 'new' },
      { kind: 'hiatus', label: '休刊中', tone: 'muted' },
      { kind: 'oneShot', label: '短篇', tone: 'accent' },
    ]);
    const completed = buildWorkSummary(1, { serializationStatus: 'completed', language: 'en' });
    expect(workBadges(completed, 'zh-Hant-TW').map((b) => b.spokenLabel ?? b.label)).toEqual([
      '英文版',
      '完結',
    ]);
  });

  it.each(['en', 'zh-Hant-TW'] as const)('writes no kana in %s', (locale) => {
    for (const language of ['ja', 'en', 'tw'] as const) {
      for (const serializationStatus of ['ongoing', 'completed', 'hiatus'] as const) {
        const work = buildWorkSummary(1, { ...every, language, serializationStatus });
        for (const badge of workBadges(work, locale)) {
          expect(`${badge.label} ${badge.spokenLabel ?? ''}`).not.toMatch(KANA);
        }
      }
    }
  });

  it('is Japanese by default and for ja', () => {
    const work = buildWorkSummary(1, { ...every, language: 'tw' });
    expect(workBadges(work, 'ja')).toEqual(workBadges(work));
    expect(workBadges(work).map((badge) => badge.spokenLabel ?? badge.label)).toEqual([
      '繁体字中国語版',
      '新着',
      '休載',
      '読切',
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

  it("joins English names with ' / ', as their own spaces need", () => {
    const authors = [
      { id: 1, name: 'Mei Aoki' },
      { id: 2, name: 'Ken Ito' },
    ];
    expect(authorNames(authors, 'en')).toBe('Mei Aoki / Ken Ito');
    expect(authorNames(authors, 'zh-Hant-TW')).toBe('Mei Aoki／Ken Ito');
    expect(authorNames(authors, 'ja')).toBe('Mei Aoki／Ken Ito');
  });
});
