'use client';

import type { Episode, ScrollType, ViewerManifest } from '@cw/contract/schemas';
import { episodeSaveability, estimateEpisodeBytes, SAVE_EPISODE_TEXTS } from '@cw/offline';
import { SaveEpisodeButton, type SaveEpisodeState } from '@cw/offline/components';
import { useUiLocale } from '@cw/ui';
import { useState } from 'react';
import { useApiClient } from '../ApiClientContext';
import { deleteSaved, deviceSaveOptions, saveForOffline, useSavedLibrary } from './savedEpisodes';
import '@cw/offline/styles.css';

type Progress = Extract<SaveEpisodeState, { kind: 'saving' | 'failed' }>;

/**
 * 保存 of one episode on this device, for offline reading: in the viewer's menu bar (with the
 * episode's manifest at hand) and beside each episode of a work page (the manifest fetched
 * when the reader saves). Rendered in the browser only: what is saved is this device's.
 * On a work page, episodes that cannot be saved show nothing (their row already says why).
 * Without the manifest, the size shown is estimated from the page count and `scrollType`, the
 * work's (`work.internal.scrollType`): a webtoon's strips take far fewer bytes than manga pages.
 */
export default function SaveEpisodeControl({
  episode,
  manifest,
  scrollType,
  compact = false,
  hideUnsaveable = false,
}: {
  episode: Episode;
  manifest?: ViewerManifest;
  scrollType?: ScrollType;
  compact?: boolean;
  hideUnsaveable?: boolean;
}) {
  const client = useApiClient();
  // The language group's (`/en`, `/tw`), so the failure reads as the button around it.
  const locale = useUiLocale();
  const library = useSavedLibrary();
  const saved = library.find((entry) => entry.episodeCode === episode.code);
  const [progress, setProgress] = useState<Progress | null>(null);

  const saveability = episodeSaveability(episode, new Date());
  if (!saveability.saveable && !saved) {
    if (hideUnsaveable) return null;
    return (
      <SaveEpisodeButton
        state={{ kind: 'unsaveable', reason: saveability.reason }}
        onSave={() => {}}
        onDelete={() => {}}
        compact={compact}
      />
    );
  }

  const save = async () => {
    setProgress({ kind: 'saving', savedBytes: 0, totalBytes: null, done: 0, total: 1 });
    try {
      const toSave = manifest ?? (await client.getViewer({ episodeCode: episode.code }));
      await saveForOffline(toSave, {
        origin: 'manual',
        onProgress: ({ done, total, bytes }) =>
          setProgress({ kind: 'saving', savedBytes: bytes, totalBytes: null, done, total }),
      });
      setProgress(null);
    } catch {
      setProgress({ kind: 'failed', message: SAVE_EPISODE_TEXTS[locale].failedMessage });
    }
  };

  const state: SaveEpisodeState =
    progress ??
    (saved
      ? { kind: 'saved', bytes: saved.bytes }
      : {
          kind: 'idle',
          estimatedBytes: estimateEpisodeBytes(
            manifest ?? { pageCount: episode.internal.pageCount, scrollType },
            deviceSaveOptions(),
          ).bytes,
        });
  return (
    <SaveEpisodeButton
      state={state}
      onSave={() => void save()}
      onDelete={() => void deleteSaved({ kind: 'episode', episodeCode: episode.code })}
      episodeTitle={episode.title}
      compact={compact}
    />
  );
}
