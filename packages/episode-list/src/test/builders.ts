// Builders of API data for tests and stories. No test-runner imports here: stories load
// this module in the browser, outside vitest.

import { STORE_CODES } from '@cw/api-client/constants';
import { buildEpisode, buildStore } from '@cw/api-client/fixtures';
import type { ComicVolume, Episode, StoreCode } from '@cw/api-client/schemas';
import type { EpisodeListItem } from '../collapseInactiveEpisodes';

/** Every store code, in the schema's order. */
export const ALL_STORE_CODES: readonly StoreCode[] = STORE_CODES;

export { buildEpisode, buildStore };

/**
 * Episodes numbered from 1, one per letter:
 * `A` active, `x` inactive without stores (ended), `s` inactive with stores,
 * `P` active promotional, `p` inactive promotional, `q` inactive promotional with stores.
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

/** A volume numbered `id` with `episodeCount` trial episodes, with overrides. */
export function buildVolume(
  id: number,
  { episodeCount = 0, ...overrides }: Partial<ComicVolume> & { episodeCount?: number } = {},
): ComicVolume {
  return {
    id,
    title: `第${id}巻`,
    thumbnail: `/v3/media/covers/${id}.webp`,
    release: '2024-01-10T00:00:00+09:00',
    episodes: Array.from({ length: episodeCount }, (_, index) =>
      buildEpisode(id * 100 + index + 1, { serviceId: 'web_trial' }),
    ),
    stores: [],
    ...overrides,
  };
}

/** `count` volumes numbered from 1. */
export function buildVolumes(count: number): ComicVolume[] {
  return Array.from({ length: count }, (_, index) => buildVolume(index + 1));
}
