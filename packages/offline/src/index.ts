export type { AutoKeepSetting } from './autoKeep';
export {
  AUTO_KEEP_SETTING_STORAGE_KEY,
  AUTO_KEEP_WORKS,
  autoKeepCandidates,
  parseAutoKeepSetting,
  planAutoKeep,
  serializeAutoKeepSetting,
} from './autoKeep';
export type { PageImageFormat, SaveOptions } from './episodeResources';
export {
  episodeCacheName,
  episodeCodeOfCache,
  pageWidthForScreen,
  savedVariantFor,
} from './episodeResources';
export { msUntilNextExpiry, removeExpiredEpisodes } from './expiry';
export {
  countPageView,
  INSTALL_PROMPT_MIN_PAGE_VIEWS,
  INSTALL_PROMPT_STORAGE_KEY,
  installPromptDecision,
  markInstallPromptOffered,
  parseInstallPromptState,
  serializeInstallPromptState,
} from './installPrompt';
export {
  isStalePagesCache,
  MEDIA_CACHE,
  OFFLINE_FALLBACK_PATH,
  offlineRequestKind,
  PAGES_CACHE_PREFIX,
  READER_CACHE,
  viewerPageEpisodeCode,
} from './requestRoutes';
export type { UnsaveableReason } from './saveability';
export { episodeSaveability } from './saveability';
export type {
  LibraryDeletion,
  LibraryDeletionPlan,
  SavedEpisode,
  SavedLibraryView,
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
export type { SaveProgress } from './saveEpisode';
export { saveEpisode } from './saveEpisode';
export { signOutPlan } from './signOut';
export { estimateEpisodeBytes } from './sizeEstimate';
export type { StorageQuotaView } from './storageQuota';
export { storageQuotaView } from './storageQuota';
export { AUTO_KEEP_TEXTS, SAVE_EPISODE_TEXTS } from './text';
export type { WriteAcknowledgement, WriteQueue } from './writeQueue';
export {
  applyAcknowledgements,
  enqueueRead,
  parseWriteQueue,
  pendingWrites,
  serializeWriteQueue,
  WRITE_QUEUE_STORAGE_KEY,
  writeOutcomeOf,
} from './writeQueue';
