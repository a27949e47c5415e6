export {
  authorIndexGroups,
  groupByKanaRow,
  KANA_ROWS,
  type KanaGroup,
  kanaRowHeading,
  kanaRowOf,
  kanaRowSlug,
  OTHER_KANA_ROW,
} from './kanaRow';
export {
  CAROUSEL_LABEL,
  CAROUSEL_ROTATION_LABELS,
  EMPTY_TOPICS_LABEL,
  EMPTY_WORKS_LABEL,
  followerCountLabel,
  KANA_INDEX_LABEL,
  LOADING_LABEL,
  NEXT_LABEL,
  PAGER_LABEL,
  PREVIOUS_LABEL,
  pageLinkLabel,
  RANKING_NAV_LABEL,
  SEARCH_BUTTON_LABEL,
  SEARCH_INPUT_LABEL,
  SUGGESTIONS_LABEL,
  showSlideLabel,
  slideLabel,
  suggestionCountLabel,
  TOPIC_KIND_LABELS,
} from './labels';
export {
  PAGE_PARAM,
  type PageWindowItem,
  pageCount,
  pageHref,
  pageWindow,
  parsePageParam,
} from './pagination';
export {
  authorPath,
  genrePath,
  labelPath,
  rankingPath,
  tagPath,
  topicKindPath,
  workPath,
} from './paths';
export {
  ALL_GENRES_LABEL,
  isTopRank,
  RANKING_PERIOD_LABELS,
  rankLabel,
  TOP_RANK_COUNT,
} from './ranking';
export {
  normalizeSearchInput,
  SEARCH_PATH,
  SEARCH_QUERY_MAX_LENGTH,
  SEARCH_QUERY_PARAM,
  type SearchSuggestion,
  SUGGEST_MIN_LENGTH,
  SUGGESTION_KIND_LABELS,
  searchHref,
  searchSuggestionHref,
  shouldSuggest,
} from './searchInput';
export { authorNames, WORK_BADGE_LABELS, type WorkBadge, workBadges } from './workTileText';
