import type { ApiClient } from '@cw/api-client';
import {
  AUTO_KEEP_SETTING_STORAGE_KEY,
  AUTO_KEEP_WORKS,
  type AutoKeepSetting,
  autoKeepCandidates,
  parseAutoKeepSetting,
  planAutoKeep,
  serializeAutoKeepSetting,
} from '@cw/offline';
import { deviceStorage, storeValue } from '../deviceStorage';
import {
  applyDeletion,
  deviceSaveOptions,
  readSavedLibrary,
  saveForOffline,
} from './savedEpisodes';

/** The reader's auto-keep setting on this device (off until turned on). */
export function readAutoKeepSetting(): AutoKeepSetting {
  return parseAutoKeepSetting(deviceStorage()?.getItem(AUTO_KEEP_SETTING_STORAGE_KEY));
}

export function writeAutoKeepSetting(setting: AutoKeepSetting): void {
  storeValue(AUTO_KEEP_SETTING_STORAGE_KEY, serializeAutoKeepSetting(setting));
}

let running: Promise<void> | null = null;

/**
 * Keeps the newest episodes of the reader's followed works saved, within the setting's limit
 * (`planAutoKeep`): evicts the auto-kept episodes that fell out first, then saves the new ones,
 * one at a time. Only for a signed-in reader with the setting on, online; one run at a time.
 */
export function runAutoKeep(client: ApiClient): Promise<void> {
  const setting = readAutoKeepSetting();
  if (!setting.enabled || !navigator.onLine) return Promise.resolve();
  running ??= (async () => {
    try {
      const followed = await client.getFollowedSeries({ page: 1, perPage: AUTO_KEEP_WORKS });
      const details = await Promise.all(
        followed.items.map(({ work }) => client.getWorkDetail({ workCode: work.code })),
      );
      const plan = planAutoKeep({
        setting,
        signedIn: true,
        candidates: autoKeepCandidates(details),
        library: readSavedLibrary(),
        ...deviceSaveOptions(),
        now: new Date(),
      });
      await applyDeletion(plan.evict);
      for (const { episode } of plan.add) {
        const manifest = await client.getViewer({ episodeCode: episode.code });
        await saveForOffline(manifest, { origin: 'auto' });
      }
    } catch {
      // Tried again on the next page load or reconnection.
    } finally {
      running = null;
    }
  })();
  return running;
}
