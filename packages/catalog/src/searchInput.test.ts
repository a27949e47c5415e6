import { searchKeywordsQuerySchema, searchTextQuerySchema } from '@cw/contract/schemas';
import { describe, expect, it } from 'vitest';
import {
  normalizeSearchInput,
  SEARCH_QUERY_MAX_LENGTH,
  SUGGEST_MIN_LENGTH,
  searchHref,
  searchSuggestionHref,
  shouldSuggest,
} from './searchInput';

describe('limits', () => {
  it('match the API: q is 1 to 100 characters once trimmed', () => {
    const accepts = (q: string) => searchTextQuerySchema.safeParse({ q }).success;
    expect(accepts('a'.repeat(SEARCH_QUERY_MAX_LENGTH))).toBe(true);
    expect(accepts('a'.repeat(SEARCH_QUERY_MAX_LENGTH + 1))).toBe(false);
    expect(accepts('a'.repeat(SUGGEST_MIN_LENGTH))).toBe(true);
    expect(accepts(' '.repeat(SUGGEST_MIN_LENGTH))).toBe(false);
  });
});

describe('normalizeSearchInput', () => {
  it('trims and collapses spaces, full-width and line breaks included', () => {
    expect(normalizeSearchInput('  魔女の\u3000 パン屋  ')).toBe('魔女の パン屋');
    expect(normalizeSearchInput('a\t\nb')).toBe('a b');
    expect(normalizeSearchInput('\u3000\u3000')).toBe('');
  });

  it('drops control characters', () => {
    expect(normalizeSearchInput('ま\u0000じょ\u007f')).toBe('まじょ');
  });

  it('keeps the text otherwise as typed', () => {
    expect(normalizeSearchInput('ＳＰＹ×ＦＡＭＩＬＹ')).toBe('ＳＰＹ×ＦＡＭＩＬＹ');
  });

  it('cuts to the API limit, and the result passes the schema', () => {
    const long = `  ${'あ'.repeat(150)}`;
    const query = normalizeSearchInput(long);
    expect(query).toBe('あ'.repeat(SEARCH_QUERY_MAX_LENGTH));
    expect(searchKeywordsQuerySchema.safeParse({ q: query }).success).toBe(true);
  });

  it('never splits a surrogate pair at the cut', () => {
    const query = normalizeSearchInput(`${'a'.repeat(99)}𠮷𠮷`);
    expect(query).toBe('a'.repeat(99));
  });

  it('trims a space left at the end by the cut', () => {
    expect(normalizeSearchInput(`${'a'.repeat(99)} bc`)).toBe('a'.repeat(99));
  });
});

describe('shouldSuggest', () => {
  it('asks from the first character, never for spaces alone', () => {
    expect(shouldSuggest('')).toBe(false);
    expect(shouldSuggest(' \u3000 ')).toBe(false);
    expect(shouldSuggest('ま')).toBe(true);
    expect(shouldSuggest(' a ')).toBe(true);
  });
});

describe('searchHref', () => {
  it('puts the normalized text in q', () => {
    expect(searchHref(' 魔女 ')).toBe('/search?q=%E9%AD%94%E5%A5%B3');
    expect(searchHref('a  b', '/search/content')).toBe('/search/content?q=a+b');
  });

  it('leads to the bare search page for no text', () => {
    expect(searchHref('  ')).toBe('/search');
  });
});

describe('searchSuggestionHref', () => {
  it('opens the work, the author or the tag', () => {
    expect(searchSuggestionHref({ kind: 'work', id: 1, code: 'CW_1', text: 'パン' })).toBe(
      '/detail/CW_1',
    );
    expect(searchSuggestionHref({ kind: 'author', id: 12, text: '青木' })).toBe(
      '/search/author/12',
    );
    expect(searchSuggestionHref({ kind: 'tag', id: 4, text: '魔法' })).toBe('/search/tag/4');
  });
});
