import { describe, expect, it } from 'vitest';
import { planAutoKeep } from './autoKeep';
import * as offline from './index';

describe('@cw/offline', () => {
  // Read through './index' until the workspace links `@cw/offline`; the package's `exports`
  // map names the same file under the @cw/source condition.
  it('exports the modules themselves', () => {
    expect(offline.planAutoKeep).toBe(planAutoKeep);
  });

  it('exports exactly the public API', () => {
    expect(Object.keys(offline).sort()).toEqual(PUBLIC_API);
  });
});

const PUBLIC_API = [
  'AUTO_KEEP_EPISODES_PER_WORK',
  'AUTO_KEEP_LIMITS_MB',
  'AUTO_KEEP_SETTING_STORAGE_KEY',
  'AUTO_KEEP_TEXTS',
  'AUTO_KEEP_WORKS',
  'BYTES_PER_MB',
  'DEFAULT_AUTO_KEEP_SETTING',
  'EMPTY_WRITE_QUEUE',
  'EPISODE_CACHE_PREFIX',
  'MEDIA_PAGE_BYTES',
  'INITIAL_INSTALL_PROMPT_STATE',
  'INSTALL_PROMPT_MIN_PAGE_VIEWS',
  'INSTALL_PROMPT_STORAGE_KEY',
  'MAX_QUEUED_WRITES',
  'MAX_TIMER_DELAY_MS',
  'MEDIA_CACHE',
  'OFFLINE_FALLBACK_PATH',
  'PAGES_CACHE_PREFIX',
  'READER_CACHE',
  'READER_STORAGE_KEYS',
  'SAVED_LIBRARY_STORAGE_KEY',
  'SAVE_EPISODE_TEXTS',
  'SaveFailedError',
  'UNSAVEABLE_TEXT',
  'UNSAVEABLE_TEXTS',
  'VIEWER_MANIFEST_PATH',
  'WRITE_BATCH_SIZE',
  'WRITE_QUEUE_STORAGE_KEY',
  'applyAcknowledgements',
  'autoKeepCandidates',
  'countPageView',
  'deleteFromLibrary',
  'enqueueRead',
  'episodeCacheName',
  'episodeCodeOfCache',
  'episodeResources',
  'episodeSaveability',
  'estimateEpisodeBytes',
  'estimatePageBytes',
  'fitsInQuota',
  'formatBytes',
  'groupSavedLibrary',
  'installPromptDecision',
  'isReaderCache',
  'isSavedEpisodeExpired',
  'isStalePagesCache',
  'markInstallPromptOffered',
  'megabytesToBytes',
  'msUntilNextExpiry',
  'nextExpiry',
  'offlineRequestKind',
  'pageWidthForScreen',
  'parseAutoKeepSetting',
  'parseInstallPromptState',
  'parseLibrary',
  'parseWriteQueue',
  'pendingWrites',
  'planAutoKeep',
  'removeExpiredEpisodes',
  'saveEpisode',
  'savedEpisodeExpiry',
  'savedEpisodeOf',
  'savedPageUrl',
  'savedVariantFor',
  'serializeAutoKeepSetting',
  'serializeInstallPromptState',
  'serializeLibrary',
  'serializeWriteQueue',
  'shouldRequestPersistence',
  'signOutPlan',
  'storageQuotaView',
  'viewerManifestUrl',
  'viewerPageEpisodeCode',
  'withSavedEpisode',
  'writeOutcomeOf',
].sort();
