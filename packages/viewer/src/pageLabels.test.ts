import { describe, expect, it } from 'vitest';
import { pageAltText, pageAnnouncement } from './pageLabels';

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
