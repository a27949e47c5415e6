import { describe, expect, it, vi } from 'vitest';
import * as api from './index';

// The domain logic must not need React: with React gone (vi.mock is hoisted above the
// import), the package still loads and works.
vi.mock('react', () => ({}));
vi.mock('react-dom', () => ({}));

describe('@cw/catalog', () => {
  it('exposes its public API without React', () => {
    expect(Object.keys(api).sort()).toEqual(
      [
        'ALL_GENRES_LABEL',
        'CAROUSEL_LABEL',
        'CAROUSEL_ROTATION_LABELS',
        'EMPTY_TOPICS_LABEL',
        'EMPTY_WORKS_LABEL',
        'KANA_INDEX_LABEL',
        'KANA_ROWS',
        'LOADING_LABEL',
        'NEXT_LABEL',
        'OTHER_KANA_ROW',
        'PAGER_LABEL',
        'PAGE_PARAM',
        'PREVIOUS_LABEL',
        'RANKING_NAV_LABEL',
        'RANKING_PERIOD_LABELS',
        'SEARCH_BUTTON_LABEL',
        'SEARCH_INPUT_LABEL',
        'SEARCH_PATH',
        'SEARCH_QUERY_MAX_LENGTH',
        'SEARCH_QUERY_PARAM',
        'SUGGESTIONS_LABEL',
        'SUGGESTION_KIND_LABELS',
        'SUGGEST_MIN_LENGTH',
        'TOPIC_KIND_LABELS',
        'TOP_RANK_COUNT',
        'WORK_BADGE_LABELS',
        'authorIndexGroups',
        'authorNames',
        'authorPath',
        'followerCountLabel',
        'genrePath',
        'groupByKanaRow',
        'isTopRank',
        'kanaRowHeading',
        'kanaRowOf',
        'kanaRowSlug',
        'labelPath',
        'normalizeSearchInput',
        'pageCount',
        'pageHref',
        'pageLinkLabel',
        'pageWindow',
        'parsePageParam',
        'rankLabel',
        'rankingPath',
        'searchHref',
        'searchSuggestionHref',
        'shouldSuggest',
        'showSlideLabel',
        'slideLabel',
        'suggestionCountLabel',
        'tagPath',
        'topicKindPath',
        'workBadges',
        'workPath',
      ].sort(),
    );
    expect(api.kanaRowOf('ガ')).toBe('か');
    expect(api.pageWindow(1, 3)).toEqual([1, 2, 3]);
  });
});
