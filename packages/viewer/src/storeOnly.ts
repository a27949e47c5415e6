import type { Episode, Store } from '@cw/api-client/schemas';

/**
 * The purchase links a store-only episode offers instead of pages: an episode that cannot be
 * read now (`isActive` false, ended delivery included) but is for sale. The episode's own
 * stores come first, else those of the volume holding it. `null` when the episode can be
 * read, or nothing sells it (the app then shows its not-found page).
 *
 * @example
 * storeOnlyStores({ episode: { isActive: false, stores: [] }, volumeStores: [amazon] });
 * //=> [amazon]
 */
export function storeOnlyStores({
  episode,
  volumeStores,
}: {
  readonly episode: Pick<Episode, 'isActive' | 'stores'>;
  readonly volumeStores: readonly Store[];
}): readonly Store[] | null {
  if (episode.isActive) return null;
  const stores = episode.stores.length > 0 ? episode.stores : volumeStores;
  return stores.length > 0 ? stores : null;
}
