import { describe, expect, it } from 'vitest';
import { mapSwipe, mapTapZone } from './inputMapping';
import { PRESENTATION_MODES, READING_DIRECTIONS } from './storedPreferences';
import {
  DIRECTION_HINT_TEXT,
  GOOD_TEXT,
  nextEpisodeInStoresText,
  PRESENTATION_MODE_TEXT,
  pageAltText,
  pageAnnouncement,
  READING_DIRECTION_TEXT,
  VIEWER_TEXT,
} from './text';

describe('viewer text', () => {
  it('names the direction switch 縦読み / 横読み', () => {
    expect(Object.keys(READING_DIRECTION_TEXT).sort()).toEqual([...READING_DIRECTIONS].sort());
    expect(READING_DIRECTION_TEXT).toEqual({ vertical: '縦読み', horizontal: '横読み' });
  });

  it('names every presentation mode', () => {
    expect(Object.keys(PRESENTATION_MODE_TEXT).sort()).toEqual([...PRESENTATION_MODES].sort());
  });

  it('names the spread shift toggle as the spec writes it', () => {
    expect(VIEWER_TEXT.spreadShift).toBe('見開きをずらす');
  });

  it('marks trial chapters 試し読み', () => {
    expect(VIEWER_TEXT.trial).toBe('試し読み');
  });

  it('points the direction hint where the viewer turns forward', () => {
    const width = 900;
    expect(mapTapZone(10, width, 'rtl')).toBe('next');
    expect(mapSwipe(120, 0, 'rtl')).toBe('next');
    expect(DIRECTION_HINT_TEXT.rtl).toMatchObject({ arrow: '←', title: '左へ読み進めます' });
    expect(DIRECTION_HINT_TEXT.rtl.detail).toMatch(/^左側をタップ、または右へスワイプ/);
    expect(mapTapZone(width - 10, width, 'ltr')).toBe('next');
    expect(mapSwipe(-120, 0, 'ltr')).toBe('next');
    expect(DIRECTION_HINT_TEXT.ltr).toMatchObject({ arrow: '→', title: '右へ読み進めます' });
    expect(DIRECTION_HINT_TEXT.ltr.detail).toMatch(/^右側をタップ、または左へスワイプ/);
    expect(DIRECTION_HINT_TEXT.vsc.arrow).toBe('↓');
  });

  it('names the good button いいね and says a failed press may be tried again', () => {
    expect(GOOD_TEXT.label).toBe('いいね');
    expect(GOOD_TEXT.error).toMatch(/^いいねできませんでした。.*もう一度お試しください。$/);
  });

  it('has no empty text', () => {
    for (const text of [...Object.values(VIEWER_TEXT), ...Object.values(GOOD_TEXT)]) {
      expect(text.trim()).not.toBe('');
    }
  });
});

describe('nextEpisodeInStoresText', () => {
  it('is "{title} はストアで購入できます"', () => {
    expect(nextEpisodeInStoresText('第2話②')).toBe('第2話② はストアで購入できます');
    expect(nextEpisodeInStoresText('Chapter 3')).toBe('Chapter 3 はストアで購入できます');
  });
});

describe('pageAltText', () => {
  it('is "{title} {n}ページ"', () => {
    expect(pageAltText('第1話', 1)).toBe('第1話 1ページ');
    expect(pageAltText('Episode 12', 24)).toBe('Episode 12 24ページ');
  });
});

describe('pageAnnouncement', () => {
  it('announces a single page with the page count', () => {
    expect(pageAnnouncement({ pages: [3], pageCount: 24 })).toBe('3 / 24ページ');
  });

  it('announces both pages of a spread in order, whatever order they come in', () => {
    expect(pageAnnouncement({ pages: [4, 5], pageCount: 24 })).toBe('4〜5 / 24ページ');
    expect(pageAnnouncement({ pages: [5, 4], pageCount: 24 })).toBe('4〜5 / 24ページ');
  });

  it('announces the end of the episode', () => {
    expect(pageAnnouncement({ pages: [], pageCount: 24 })).toBe('この話はここまでです');
  });
});
