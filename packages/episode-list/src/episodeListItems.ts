import type { Episode } from '@cw/contract/schemas';
import { collapseInactiveEpisodes, type EpisodeListItem } from './collapseInactiveEpisodes';
import type { EpisodeSortOrder } from './episodeTypeUrl';
import { sortEpisodes } from './sortEpisodes';

/**
 * The lines of the episodes tab in the chosen order: sorted first, then collapsed, so the
 * leading marker dropped is the one at the top of what the reader sees.
 *
 * @example
 * episodeListItems(work.episodes, 'latest'); // newest first, ended episodes collapsed
 */
export function episodeListItems(
  episodes: readonly Episode[],
  order: EpisodeSortOrder,
): EpisodeListItem[] {
  return collapseInactiveEpisodes(sortEpisodes(episodes, order));
}
