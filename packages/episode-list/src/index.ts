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
  FREE_CAMPAIGN_BADGE,
  FREE_CAMPAIGN_BANNER,
  NEW_BADGE_LABEL,
  NEXT_UPDATE_PREFIX,
  RELEASE_DATE_SUFFIX,
  SORT_LABELS,
  STORE_BUTTON_LABEL,
  STORE_MODAL_TITLE,
  showAllEpisodesLabel,
  showAllVolumesLabel,
  TAB_LABELS,
  TRIAL_READ_LABEL,
} from './labels';
export { latestProduct } from './latestProduct';
export {
  isEpisodeRead,
  type MarkedEpisodeEntry,
  type MarkedEpisodeListItem,
  markRead,
} from './markRead';
export { orderStores } from './orderStores';
export { type ReleaseDateTone, releaseDateLabel, releaseDateTone } from './releaseDate';
export { sortEpisodes } from './sortEpisodes';
export { EPISODES_INITIALLY_SHOWN, splitVisibleEpisodes } from './splitVisibleEpisodes';
export {
  EPISODES_PER_VOLUME,
  splitVisibleVolumes,
  VOLUMES_INITIALLY_SHOWN,
  volumeTrialEpisodes,
} from './volumes';
