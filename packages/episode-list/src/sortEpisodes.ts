import type { Episode } from '@cw/contract/schemas';
import type { EpisodeSortOrder } from './episodeTypeUrl';

/**
 * Puts a work's episodes in display order: `first` from episode 1, `latest` from the newest.
 *
 * The API sends episodes from the first one, and that order is the order of the serial
 * (promotional entries sit where the publisher placed them), so `first` keeps it and
 * `latest` reverses it. `internal.episodeNo` is an analytics field and is not used.
 *
 * Sort raw episodes, then collapse them ({@link collapseInactiveEpisodes}): the marker that is
 * dropped is the leading one in display order, which differs between the two orders.
 *
 * @example
 * sortEpisodes([episode1, episode2, episode3], 'latest'); //=> [episode3, episode2, episode1]
 */
export function sortEpisodes(episodes: readonly Episode[], order: EpisodeSortOrder): Episode[] {
  return order === 'latest' ? [...episodes].reverse() : [...episodes];
}
