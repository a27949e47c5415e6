import type { SearchSuggestion } from '@cw/contract/schemas';
import { authorPath, SEARCH_PATH, tagPath, workPath } from '@cw/paths';

/**
 * Longest search text the API takes: `q` of `GET /api/search/keywords` is trimmed, then 1 to 100
 * characters (`searchKeywordsQuerySchema`; a test keeps the two in step).
 */
export const SEARCH_QUERY_MAX_LENGTH = 100;

/**
 * Shortest search text worth asking suggestions for: the API's minimum (`q` of
 * `searchTextQuerySchema`), since one kana already narrows Japanese titles.
 */
export const SUGGEST_MIN_LENGTH = 1;

/** Query parameter of the search text, as the API names it. */
export const SEARCH_QUERY_PARAM = 'q';

/** What the search box offers as the reader types: a work, an author or a tag. */
export type { SearchSuggestion };

// Control characters never spell a name (the backend drops them too); whitespace, full-width
// spaces included, is collapsed first.
const CONTROL = /\p{Cc}/gu;
const SPACES = /\s+/gu;

/**
 * Search text as the API takes it: whitespace runs (full-width spaces and line breaks included)
 * collapsed to one space, control characters dropped, trimmed, and cut to 100 characters
 * without splitting a surrogate pair. `''` means there is nothing to search.
 *
 * @example
 * normalizeSearchInput('  魔女の\u3000 パン屋  '); //=> '魔女の パン屋'
 */
export function normalizeSearchInput(input: string): string {
  const collapsed = input.replace(SPACES, ' ').replace(CONTROL, '').trim();
  if (collapsed.length <= SEARCH_QUERY_MAX_LENGTH) return collapsed;
  let cut = collapsed.slice(0, SEARCH_QUERY_MAX_LENGTH);
  // A high surrogate at the end would be half a character (an emoji, a rare kanji).
  if (/[\uD800-\uDBFF]$/.test(cut)) cut = cut.slice(0, -1);
  return cut.trimEnd();
}

/**
 * Whether the search box should ask for suggestions for what was typed: at least
 * `SUGGEST_MIN_LENGTH` characters once normalized (spaces alone never are).
 *
 * @example
 * shouldSuggest('  '); //=> false
 * shouldSuggest('ま'); //=> true
 */
export function shouldSuggest(input: string): boolean {
  return normalizeSearchInput(input).length >= SUGGEST_MIN_LENGTH;
}

/**
 * The results page of a search text, normalized; the bare search page for `''`.
 *
 * @example
 * searchHref(' 魔女 '); //=> '/search?q=%E9%AD%94%E5%A5%B3'
 */
export function searchHref(input: string, path: string = SEARCH_PATH): string {
  const query = normalizeSearchInput(input);
  if (query === '') return path;
  return `${path}?${new URLSearchParams({ [SEARCH_QUERY_PARAM]: query })}`;
}

/**
 * Where a suggestion leads: the work page, the author's works or the tag's works.
 *
 * @example
 * searchSuggestionHref({ kind: 'author', id: 12, text: '青木' }); //=> '/search/author/12'
 */
export function searchSuggestionHref(suggestion: SearchSuggestion): string {
  switch (suggestion.kind) {
    case 'work':
      return workPath(suggestion.code);
    case 'author':
      return authorPath(suggestion.id);
    case 'tag':
      return tagPath(suggestion.id);
  }
}
