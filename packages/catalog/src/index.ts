export { KANA_ROWS } from '@cw/contract/constants';
export { authorIndexGroups, type KanaGroup } from './kanaRow';
export { markModalBannerSeen, modalBannerToShow } from './modalBanner';
export {
  normalizeSearchInput,
  SEARCH_QUERY_PARAM,
  searchHref,
  searchSuggestionHref,
  shouldSuggest,
} from './searchInput';
export { ALL_GENRES_TEXT, RANKING_PERIOD_TEXT } from './text';
export { japanWeekday, recentJapanDays, WEEKDAYS, type Weekday } from './weekday';
