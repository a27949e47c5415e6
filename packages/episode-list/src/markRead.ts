import type { Episode, HistoryMap } from '@cw/contract/schemas';
import type {
  EndedEpisodesMarker,
  EpisodeEntry,
  EpisodeListItem,
} from './collapseInactiveEpisodes';

/** An episode card with the reader's read mark and the current-episode highlight. */
export interface MarkedEpisodeEntry extends EpisodeEntry {
  readonly hasRead: boolean;
  readonly isCurrent: boolean;
}

/** One line of the episodes tab, episode cards marked. */
export type MarkedEpisodeListItem = MarkedEpisodeEntry | EndedEpisodesMarker;

/**
 * Whether the reader has read an episode, from the read-history map of
 * `GET /api/membership/history?seriesId=` (episode id as a decimal string → read flag). No
 * map (guest, or not loaded yet) means nothing is read.
 *
 * @example
 * isEpisodeRead({ '12': true, '13': false }, 12); //=> true
 */
export function isEpisodeRead(
  history: HistoryMap | null | undefined,
  episodeId: Episode['id'],
): boolean {
  return history?.[String(episodeId)] === true;
}

/**
 * Marks each episode card: `hasRead` from the read history, `isCurrent` for the episode of
 * the page (`/detail/{workCode}/episodes/{episodeCode}`), given by its id or its code.
 * Markers pass through unchanged.
 *
 * @example
 * markRead(items, { '2': true }, 'CW_000001_0003_E');
 * // episode 2 has hasRead: true; the episode with that code has isCurrent: true
 */
export function markRead(
  items: readonly EpisodeListItem[],
  history: HistoryMap | null | undefined,
  currentEpisode?: Episode['id'] | Episode['code'] | null,
): MarkedEpisodeListItem[] {
  return items.map((item) =>
    item.kind === 'episode'
      ? {
          ...item,
          hasRead: isEpisodeRead(history, item.episode.id),
          isCurrent:
            currentEpisode != null &&
            (typeof currentEpisode === 'number'
              ? item.episode.id === currentEpisode
              : item.episode.code === currentEpisode),
        }
      : item,
  );
}
