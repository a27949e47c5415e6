import { topicKindSchema } from '@cw/contract/schemas';
import { describe, expect, it, vi } from 'vitest';
import * as api from './index';

// The domain logic must not need React: with React gone (vi.mock is hoisted above the
// import), the package still loads and works. Only `createContext` is left, inert: @cw/ui,
// whose pure helpers the texts use (`formatCount`), creates its locale context when loaded.
// Rendering, a hook or any other use of React still fails.
vi.mock('react', () => ({ createContext: () => ({}) }));
vi.mock('react-dom', () => ({}));

describe('@cw/catalog', () => {
  it('exposes its public API without React', () => {
    expect(Object.keys(api).sort()).toEqual(
      [
        'ALL_GENRES_TEXT',
        'CAROUSEL_TEXT',
        'CAROUSEL_ROTATION_TEXT',
        'CONTINUE_READING_TEXT',
        'CONTINUE_READING_LIMIT',
        'DELETE_ALL_HISTORY_TEXT',
        'DELETE_HISTORY_ENTRY_TEXT',
        'EMPTY_FOLLOWED_LINK_TEXT',
        'EMPTY_FOLLOWED_TEXT',
        'EMPTY_HISTORY_TEXT',
        'EMPTY_TOPICS_TEXT',
        'EMPTY_VOLUMES_TEXT',
        'EMPTY_WEEKDAY_TEXT',
        'EMPTY_WORKS_TEXT',
        'KANA_INDEX_TEXT',
        'KANA_ROWS',
        'LABEL_INDEX_PATH',
        'LANGUAGE_MARK_TEXT',
        'LANGUAGE_MARK_TEXTS',
        'LATEST_EPISODE_TEXT',
        'LATEST_TAB_TEXT',
        'LATEST_UPDATE_TEXT',
        'LOADING_TEXT',
        'MODAL_BANNER_SEEN_MAX',
        'MODAL_BANNER_TEXT',
        'MORE_TEXT',
        'NEXT_TEXT',
        'NOTIFICATION_TEXT',
        'OTHER_KANA_ROW',
        'PAGER_TEXT',
        'PAGE_PARAM',
        'PREVIOUS_TEXT',
        'RANKING_NAV_TEXT',
        'RANKING_PERIOD_TEXT',
        'READ_AT_TEXT',
        'RELEASE_DATE_SUFFIX_TEXT',
        'SEARCH_BUTTON_TEXT',
        'SEARCH_INPUT_TEXT',
        'SEARCH_QUERY_MAX_LENGTH',
        'SEARCH_QUERY_PARAM',
        'SERIALIZATION_STATUS_TEXT',
        'SUGGESTIONS_TEXT',
        'SUGGESTION_KIND_TEXT',
        'SUGGEST_MIN_LENGTH',
        'TOPIC_KIND_TEXT',
        'TOP_RANK_COUNT',
        'UNFOLLOW_TEXT',
        'WEEKDAYS',
        'WEEKDAY_TEXT',
        'WEEKDAY_NAME_TEXT',
        'WEEKDAY_TABS_TEXT',
        'WORK_BADGE_TEXT',
        'WORK_BADGE_TEXTS',
        'WORK_LIST_TEXTS',
        'authorIndexGroups',
        'authorNames',
        'authorPath',
        'continueReadingEntries',
        'deleteHistoryEntryText',
        'followerCountText',
        'genrePath',
        'groupByKanaRow',
        'isTopRank',
        'japanWeekday',
        'recentJapanDays',
        'kanaRowHeading',
        'kanaRowOf',
        'kanaRowSlug',
        'labelPath',
        'markModalBannerSeen',
        'modalBannerToShow',
        'normalizeSearchInput',
        'notificationSwitchText',
        'pageCount',
        'pageHref',
        'pageLinkText',
        'pageWindow',
        'parsePageParam',
        'rankText',
        'rankingPath',
        'resumeReadingPath',
        'searchHref',
        'searchSuggestionHref',
        'shouldSuggest',
        'showSlideText',
        'slideText',
        'suggestionCountText',
        'tagPath',
        'topicKindPath',
        'unfollowButtonText',
        'viewerPath',
        'workBadges',
        'workPath',
      ].sort(),
    );
    expect(api.kanaRowOf('ガ')).toBe('か');
    expect(api.pageWindow(1, 3)).toEqual([1, 2, 3]);
    expect(api.viewerPath('CW_000001_0001_E', 2)).toBe('/viewer/CW_000001_0001_E?page=2');
    expect(api.japanWeekday(new Date('2024-06-16T15:00:00Z'))).toBe('mon');
    expect(api.markModalBannerSeen([1, 2], 1)).toEqual([2, 1]);
    expect(api.followerCountText(12345)).toBe('フォロワー 12,345人');
    expect(
      api
        .workBadges(
          { language: 'en', isNew: false, serializationStatus: 'hiatus', isOneShot: false },
          'en',
        )
        .map((badge) => badge.spokenLabel ?? badge.label),
    ).toEqual(['English edition', 'On hiatus']);
  });

  it("re-exports @cw/paths' topicPath, with a path for every topic kind of the schema", () => {
    for (const kind of topicKindSchema.options) {
      expect(api.topicKindPath({ id: 1, kind })).toMatch(/^\/[a-z-]+\//);
    }
  });
});
