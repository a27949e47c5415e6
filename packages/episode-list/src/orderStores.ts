import { inStoreDisplayOrder } from '@cw/contract/constants';
import type { Store, StoreCode } from '@cw/contract/schemas';

/** The store that is listed first when it is the top-ranked one. */
const LIFTED_STORE: StoreCode = 'book_walker';

/**
 * Orders the stores of the store chooser: in display order (`inStoreDisplayOrder` of the
 * contract: book_walker 0 … honto 11, then rakuten_books 100 and kadokawa_store 101), and
 * book_walker first when it is the top-ranked store.
 *
 * "Top-ranked" is the caller's word: `topRankedStore` when given (`null` for "no ranking"),
 * else the first store of `stores` as received, i.e. the API's ranking. Only book_walker is
 * lifted; another top-ranked store keeps its display-order place. With today's table
 * book_walker already sorts first, so the lift only matters if the table changes; it is
 * written out so the rule holds either way.
 *
 * @example
 * orderStores([kadokawaStore, amazonStore, bookWalkerStore]).map((store) => store.code);
 * //=> ['book_walker', 'amazon', 'kadokawa_store']
 */
export function orderStores(
  stores: readonly Store[],
  { topRankedStore = stores[0]?.code ?? null }: { topRankedStore?: StoreCode | null } = {},
): Store[] {
  const ordered = inStoreDisplayOrder(stores, (store) => store.code);
  if (topRankedStore !== LIFTED_STORE) return ordered;
  const lifted = ordered.filter((store) => store.code === LIFTED_STORE);
  return [...lifted, ...ordered.filter((store) => store.code !== LIFTED_STORE)];
}
