import { type EpisodeContext, episodeContext } from '@cw/analytics';
import type { ViewerManifest } from '@cw/contract/schemas';

/**
 * The fields every analytics event of an episode read in the viewer carries: the manifest's
 * episode and work, its tags and sub-genre included (spec section 3). The viewer's work has its
 * scroll type at the top; `episodeContext` reads it under `internal`.
 *
 * @example
 * viewerEvent(viewerEpisodeContext(manifest), { name: 'end_of_book' }).sub_genre; //=> '日常'
 */
export function viewerEpisodeContext({
  work,
  episode,
}: Pick<ViewerManifest, 'work' | 'episode'>): EpisodeContext {
  return episodeContext({ work: { ...work, internal: { scrollType: work.scrollType } }, episode });
}
