import { inStoreDisplayOrder, STORE_NAMES } from '@cw/contract/constants';
import type { Store, StoreCode } from '@cw/contract/schemas';
import { mediaPath } from '../media/paths';

/** Purchase links in display order (the chooser may still lift the top-ranked store). */
export function toStores(links: readonly { storeCode: StoreCode; url: string }[]): Store[] {
  return inStoreDisplayOrder(links, (link) => link.storeCode).map(({ storeCode, url }) => ({
    code: storeCode,
    name: STORE_NAMES[storeCode],
    url,
    image: mediaPath.store(storeCode),
  }));
}
