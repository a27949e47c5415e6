import type { Episode } from '@cw/contract/schemas';
import { episodeAvailability } from '@cw/domain';
import { ENDED_EPISODES_TEXT } from './text';

export { ENDED_EPISODES_TEXT };

/** An episode shown as a card: one to read (links to the viewer) or one sold in stores. */
export interface EpisodeEntry {
  readonly kind: 'episode';
  readonly episode: Episode;
}

/** The line 'その他の話は公開終了しました' standing for ended episodes without store links. */
export interface EndedEpisodesMarker {
  readonly kind: 'ended';
  readonly label: typeof ENDED_EPISODES_TEXT;
  /** Id of the entry just above; a marker never leads, so there always is one. A stable key. */
  readonly afterEpisodeId: number;
}

/** One line of the episodes tab. */
export type EpisodeListItem = EpisodeEntry | EndedEpisodesMarker;

/**
 * Turns episodes, in display order, into the lines of the episodes tab, by what
 * `episodeAvailability` says of each as the API sent it:
 *
 * - an episode to read (`readable`, `trial`, `promotional`) stays;
 * - a `store-only` episode (with store links, active or not) stays, as a card that opens the
 *   store chooser;
 * - an `ended` promotional (`pr`) episode is removed, with or without stores;
 * - any other `ended` episode becomes the marker 'その他の話は公開終了しました';
 * - consecutive markers collapse into one, also across removed `pr` episodes;
 * - a leading marker, one with no entry above it, is dropped. A trailing one stays.
 *
 * "Leading" is taken in display order, so sort first ({@link sortEpisodes}) and collapse
 * after, as {@link episodeListItems} does.
 *
 * ```
 * in (display order):  x  x  3  p  x  s  x  x  7  x     x ended without stores
 * out:                       3  ─marker─  s  ─marker─  7  marker      p inactive pr
 *                      └┬─┘        removed                            s sold in stores
 *                 leading: dropped
 * ```
 *
 * @example
 * collapseInactiveEpisodes([ended1, active2, ended3, ended4, active5]);
 * //=> [{ kind: 'episode', episode: active2 }, { kind: 'ended', label, afterEpisodeId: 2 },
 * //    { kind: 'episode', episode: active5 }]
 */
export function collapseInactiveEpisodes(episodes: readonly Episode[]): EpisodeListItem[] {
  const items: EpisodeListItem[] = [];
  for (const episode of episodes) {
    if (episodeAvailability(episode).kind !== 'ended') {
      items.push({ kind: 'episode', episode });
    } else if (episode.type === 'pr') {
      // Removed without a trace: markers around it meet and collapse.
    } else {
      const previous = items.at(-1);
      if (previous?.kind === 'episode') {
        items.push({
          kind: 'ended',
          label: ENDED_EPISODES_TEXT,
          afterEpisodeId: previous.episode.id,
        });
      }
    }
  }
  return items;
}

/**
 * Whether a line is an episode card rather than a marker.
 *
 * @example
 * items.filter(isEpisodeEntry).length; // number of episode cards
 */
export function isEpisodeEntry<T extends EpisodeListItem>(
  item: T,
): item is Extract<T, { kind: 'episode' }> {
  return item.kind === 'episode';
}
