export type {
  AutoKeepAddition,
  AutoKeepCandidate,
  AutoKeepInput,
  AutoKeepPlan,
  AutoKeepSetting,
  FollowedWorkDetail,
} from './autoKeep';
export {
  AUTO_KEEP_EPISODES_PER_WORK,
  AUTO_KEEP_LIMITS_MB,
  AUTO_KEEP_SETTING_STORAGE_KEY,
  AUTO_KEEP_WORKS,
  autoKeepCandidates,
  DEFAULT_AUTO_KEEP_SETTING,
  parseAutoKeepSetting,
  planAutoKeep,
  serializeAutoKeepSetting,
} from './autoKeep';
export type {
  EpisodeResources,
  PageImageFormat,
  SaveOptions,
  ScreenSize,
} from './episodeResources';
export {
  EPISODE_CACHE_PREFIX,
  episodeCacheName,
  episodeCodeOfCache,
  episodeResources,
  pageWidthForScreen,
  savedPageUrl,
  savedVariantFor,
  VIEWER_MANIFEST_PATH,
  viewerManifestUrl,
} from './episodeResources';
export type { NextExpiry } from './expiry';
export {
  isSavedEpisodeExpired,
  MAX_TIMER_DELAY_MS,
  msUntilNextExpiry,
  nextExpiry,
  removeExpiredEpisodes,
  savedEpisodeExpiry,
} from './expiry';
export { BYTES_PER_MB, formatBytes, megabytesToBytes } from './formatBytes';
export type { InstallPromptDecision, InstallPromptState } from './installPrompt';
export {
  countPageView,
  INITIAL_INSTALL_PROMPT_STATE,
  INSTALL_PROMPT_MIN_PAGE_VIEWS,
  INSTALL_PROMPT_STORAGE_KEY,
  installPromptDecision,
  markInstallPromptOffered,
  parseInstallPromptState,
  serializeInstallPromptState,
} from './installPrompt';
export type { OfflineRequest, OfflineRequestKind } from './requestRoutes';
export {
  isReaderCache,
  isStalePagesCache,
  MEDIA_CACHE,
  OFFLINE_FALLBACK_PATH,
  offlineRequestKind,
  PAGES_CACHE_PREFIX,
  READER_CACHE,
  viewerPageEpisodeCode,
} from './requestRoutes';
export type { Saveability, UnsaveableReason } from './saveability';
export { episodeSaveability, UNSAVEABLE_TEXT, UNSAVEABLE_TEXTS } from './saveability';
export type {
  LibraryDeletion,
  LibraryDeletionPlan,
  SavedEpisode,
  SavedLibraryView,
  SavedWork,
  SaveOrigin,
} from './savedLibrary';
export {
  deleteFromLibrary,
  groupSavedLibrary,
  parseLibrary,
  SAVED_LIBRARY_STORAGE_KEY,
  savedEpisodeOf,
  serializeLibrary,
  withSavedEpisode,
} from './savedLibrary';
export type { SavedEpisodeCache, SaveEnvironment, SaveProgress } from './saveEpisode';
export { SaveFailedError, saveEpisode } from './saveEpisode';
export type { SignOutPlan } from './signOut';
export { READER_STORAGE_KEYS, signOutPlan } from './signOut';
export type {
  EpisodeSizeEstimate,
  EpisodeSizeSource,
  EstimateOptions,
  PageSize,
  PageStyle,
} from './sizeEstimate';
export { estimateEpisodeBytes, estimatePageBytes, MEDIA_PAGE_BYTES } from './sizeEstimate';
export type { StorageEstimateValues, StorageQuotaView } from './storageQuota';
export { fitsInQuota, shouldRequestPersistence, storageQuotaView } from './storageQuota';
export { AUTO_KEEP_TEXTS, SAVE_EPISODE_TEXTS } from './text';
export type { QueuedWrite, WriteAcknowledgement, WriteOutcome, WriteQueue } from './writeQueue';
export {
  applyAcknowledgements,
  EMPTY_WRITE_QUEUE,
  enqueueRead,
  MAX_QUEUED_WRITES,
  parseWriteQueue,
  pendingWrites,
  serializeWriteQueue,
  WRITE_BATCH_SIZE,
  WRITE_QUEUE_STORAGE_KEY,
  writeOutcomeOf,
} from './writeQueue';
