// The episode lists of this package's rule tests, drawn as one letter per episode, and the
// lines a rule makes of them drawn back. Built with @cw/fixtures; no test-runner
// imports here, so stories may load it too.

import type { Episode } from '@cw/contract/schemas';
import { buildEpisode, buildStore } from '@cw/fixtures';
import type { EpisodeListItem } from '../collapseInactiveEpisodes';

/**
 * Episodes numbered from 1, one per letter:
 * `A` active, `x` inactive without stores (ended), `s` inactive with stores, `S` active with
 * stores (store-only all the same), `P` active promotional, `p` inactive promotional, `q`
 * inactive promotional with stores.
 * Spaces are ignored.
 *
 * @example
 * buildEpisodes('AxxA'); // 1 active, 2 and 3 ended, 4 active
 */
export function buildEpisodes(pattern: string): Episode[] {
  return [...pattern.replaceAll(' ', '')].map((letter, index) => {
    const id = index + 1;
    switch (letter) {
      case 'A':
        return buildEpisode(id);
      case 'x':
        return buildEpisode(id, { isActive: false });
      case 's':
        return buildEpisode(id, { isActive: false, stores: [buildStore('book_walker')] });
      case 'S':
        return buildEpisode(id, { stores: [buildStore('book_walker')] });
      case 'P':
        return buildEpisode(id, { type: 'pr', title: '【PR】特別番外編' });
      case 'p':
        return buildEpisode(id, { type: 'pr', isActive: false, title: '【PR】特別番外編' });
      case 'q':
        return buildEpisode(id, {
          type: 'pr',
          isActive: false,
          stores: [buildStore('amazon')],
        });
      default:
        throw new Error(`unknown episode letter ${letter}`);
    }
  });
}

/**
 * A compact picture of list lines: the episode id, or `'ended'` for a marker.
 *
 * @example
 * shape(items); //=> [1, 'ended', 4]
 */
export function shape(items: readonly EpisodeListItem[]): (number | 'ended')[] {
  return items.map((item) => (item.kind === 'episode' ? item.episode.id : 'ended'));
}
