import { describe, expect, it, vi } from 'vitest';
import * as catalog from './index';

// The domain logic must not need React: with React gone (vi.mock is hoisted above the
// import), the package still loads and works. Only `createContext` is left, inert: @cw/ui,
// whose pure helpers the texts use (`formatCount`), creates its locale context when loaded.
// Rendering, a hook or any other use of React still fails.
vi.mock('react', () => ({ createContext: () => ({}) }));
vi.mock('react-dom', () => ({}));

describe('@cw/catalog without React', () => {
  it('builds search links from what the reader typed', () => {
    expect(catalog.shouldSuggest('  ')).toBe(false);
    expect(catalog.searchHref(' 魔女 ')).toBe('/search?q=%E9%AD%94%E5%A5%B3');
    expect(catalog.searchSuggestionHref({ kind: 'author', id: 12, text: '青木' })).toBe(
      '/search/author/12',
    );
  });

  it('tells the day in Japan and which modal banner was seen', () => {
    // Sunday 15:00 UTC is Monday midnight in Japan.
    expect(catalog.japanWeekday(new Date('2024-06-16T15:00:00Z'))).toBe('mon');
    expect(catalog.markModalBannerSeen([1, 2], 1)).toEqual([2, 1]);
  });
});
