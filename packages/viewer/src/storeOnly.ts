import type { Episode, Store } from '@cw/contract/schemas';
import { episodeAvailability } from '@cw/domain';

/**
 * The purchase links a store-only episode offers instead of pages. `episodeAvailability`
 * (`@cw/domain`, as the API sent the episode) decides: a `store-only` episode, active or not,
 * offers its own stores; an `ended` one those of the volume holding it, if any. `null` when
 * the episode can be read (`readable`, `trial`, `promotional`), or nothing sells it (the app
 * then shows its not-found page).
 *
 * @example
 * storeOnlyStores({ episode: { ...episode, isActive: false, stores: [] }, volumeStores: [amazon] });
 * //=> [amazon]
 */
export function storeOnlyStores({
  episode,
  volumeStores,
}: {
  readonly episode: Pick<Episode, 'isActive' | 'stores' | 'type' | 'serviceId'>;
  readonly volumeStores: readonly Store[];
}): readonly Store[] | null {
  switch (episodeAvailability(episode).kind) {
    case 'store-only':
      return episode.stores;
    case 'ended':
      return volumeStores.length > 0 ? volumeStores : null;
    default:
      return null;
  }
}
