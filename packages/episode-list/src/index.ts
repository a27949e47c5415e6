export {
  collapseInactiveEpisodes,
  type EndedEpisodesMarker,
  type EpisodeEntry,
  type EpisodeListItem,
  isEpisodeEntry,
} from './collapseInactiveEpisodes';
export {
  collapseStoreOnlyRuns,
  type EpisodeListRow,
  type StoreOnlyRun,
} from './collapseStoreOnlyRuns';
export type { CollapsibleList } from './collapsibleList';
export { deliveryPeriodText, nextUpdateText } from './episodeCardText';
export { episodeListItems } from './episodeListItems';
export {
  EPISODE_RANGE_SIZE,
  EPISODE_RANGES_FROM,
  type EpisodeRange,
  episodeRangeStart,
  episodeRanges,
  episodeToJumpTo,
  itemsInRange,
} from './episodeRanges';
export {
  DROP_EPISODE_TYPE_PARAM,
  EPISODE_TYPE_PARAM,
  type EpisodeListContent,
  type EpisodeListTab,
  type EpisodeSortOrder,
  parseEpisodeType,
  type ResolvedEpisodeType,
  resolveEpisodeTypeFromUrl,
  resolveTabs,
  selectSort,
  selectTab,
  tabOfEpisodeType,
} from './episodeTypeUrl';
export { freeCampaignBanner, tabBadge } from './freeCampaign';
export { latestProduct } from './latestProduct';
export {
  isEpisodeRead,
  type MarkedEpisodeEntry,
  type MarkedEpisodeListItem,
  markRead,
} from './markRead';
export { orderStores } from './orderStores';
export {
  chooseReadActions,
  type EpisodeReadAction,
  type PendingReadAction,
  type PrimaryReadAction,
  type ReadActionReason,
  type ReadActions,
  type ReadActionsInput,
  type ResumePosition,
  type ResumeState,
  readActionHref,
  type StoreReadAction,
} from './readActions';
export { type ReleaseDateTone, releaseDateText, releaseDateTone } from './releaseDate';
export { sortEpisodes } from './sortEpisodes';
export { EPISODES_INITIALLY_SHOWN, splitVisibleEpisodes } from './splitVisibleEpisodes';
export { type StoreSubject, storeSubjectName } from './storeSubject';
export {
  CLOSE_TEXT,
  DELIVERY_PERIOD_PREFIX_TEXT,
  ENDED_EPISODES_TEXT,
  EPISODE_RANGES_TEXT,
  episodeRangeText,
  FREE_CAMPAIGN_BADGE_TEXT,
  FREE_CAMPAIGN_BANNER_TEXT,
  JUMP_TO_EPISODE_BUTTON_TEXT,
  JUMP_TO_EPISODE_TEXT,
  NEW_BADGE_TEXT,
  NEXT_UPDATE_PREFIX_TEXT,
  PURCHASE_LINKS_HEADING_TEXT,
  READ_LATEST_TEXT,
  READ_MARK_TEXT,
  RELEASE_DATE_SUFFIX_TEXT,
  RESUME_TEXT,
  SORT_TEXT,
  STORE_BUTTON_TEXT,
  STORE_CHOOSER_TEXTS,
  STORE_MODAL_TITLE_TEXT,
  type StoreChooserText,
  seeAllVolumesText,
  showAllEpisodesText,
  showAllVolumesText,
  storeOnlyRunText,
  TAB_TEXT,
  TRIAL_READ_LATEST_TEXT,
  TRIAL_READ_TEXT,
  TRIAL_RESUME_TEXT,
} from './text';
export {
  EPISODES_PER_VOLUME,
  splitVisibleVolumes,
  VOLUMES_INITIALLY_SHOWN,
  volumeTrialEpisodes,
} from './volumes';
