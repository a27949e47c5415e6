import type { ComicVolume, Episode } from '@cw/contract/schemas';
import { type CollapsibleList, collapsibleList } from './collapsibleList';
import { showAllEpisodesText, showAllVolumesText } from './text';

/** Volumes shown before the '全{total}巻を表示' toggle. */
export const VOLUMES_INITIALLY_SHOWN = 5;

/** Trial-read episodes shown per volume before its '全{n}話を表示' toggle. */
export const EPISODES_PER_VOLUME = 3;

/**
 * Cuts the comics tab after 5 volumes, in the order the API sends them (from the first
 * volume). The toggle reads '全{total}巻を表示' with the number of all volumes, then
 * '閉じる' once expanded; 5 volumes or fewer need no toggle.
 *
 * @example
 * splitVisibleVolumes(sixVolumes, { expanded: false });
 * //=> { visible: [...first 5], hiddenCount: 1, toggleLabel: '全6巻を表示' }
 */
export function splitVisibleVolumes(
  volumes: readonly ComicVolume[],
  { expanded }: { expanded: boolean },
): CollapsibleList<ComicVolume> {
  return collapsibleList(volumes, VOLUMES_INITIALLY_SHOWN, {
    expanded,
    showAllLabel: showAllVolumesText(volumes.length),
  });
}

/**
 * Cuts a volume's trial-read episodes after 3. The toggle reads '全{n}話を表示' with the
 * number of all its trial episodes, then '閉じる' once expanded. The episodes are taken as the
 * API sends them: which ones a volume offers for trial reading is the API's choice.
 *
 * @example
 * volumeTrialEpisodes(volumeWithFourEpisodes, { expanded: false });
 * //=> { visible: [...first 3], hiddenCount: 1, toggleLabel: '全4話を表示' }
 */
export function volumeTrialEpisodes(
  volume: Pick<ComicVolume, 'episodes'>,
  { expanded }: { expanded: boolean },
): CollapsibleList<Episode> {
  return collapsibleList(volume.episodes, EPISODES_PER_VOLUME, {
    expanded,
    showAllLabel: showAllEpisodesText(volume.episodes.length),
  });
}
