export {
  collapseInactiveEpisodes,
  type EndedEpisodesMarker,
  type EpisodeEntry,
  type EpisodeListItem,
  isEpisodeEntry,
} from './collapseInactiveEpisodes';
export type { CollapsibleList } from './collapsibleList';
export { deliveryPeriodLabel, nextUpdateLabel } from './episodeCardText';
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
export {
  CLOSE_LABEL,
  DELIVERY_PERIOD_PREFIX,
  ENDED_EPISODES_LABEL,
  EPISODE_RANGES_LABEL,
  episodeRangeLabel,
  FREE_CAMPAIGN_BADGE,
  FREE_CAMPAIGN_BANNER,
  JUMP_TO_EPISODE_BUTTON,
  JUMP_TO_EPISODE_LABEL,
  NEW_BADGE_LABEL,
  NEXT_UPDATE_PREFIX,
  READ_LATEST_LABEL,
  RELEASE_DATE_SUFFIX,
  RESUME_LABEL,
  SORT_LABELS,
  STORE_BUTTON_LABEL,
  STORE_MODAL_TITLE,
  showAllEpisodesLabel,
  showAllVolumesLabel,
  TAB_LABELS,
  TRIAL_READ_LABEL,
  TRIAL_READ_LATEST_LABEL,
  TRIAL_RESUME_LABEL,
} from './labels';
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
export { type ReleaseDateTone, releaseDateLabel, releaseDateTone } from './releaseDate';
export { sortEpisodes } from './sortEpisodes';
export { EPISODES_INITIALLY_SHOWN, splitVisibleEpisodes } from './splitVisibleEpisodes';
export { type StoreSubject, storeSubjectName } from './storeSubject';
export {
  EPISODES_PER_VOLUME,
  splitVisibleVolumes,
  VOLUMES_INITIALLY_SHOWN,
  volumeTrialEpisodes,
} from './volumes';
