import { STORE_NAMES } from '@cw/api-client/constants';
import { STORE_DISPLAY_ORDER, type Store, type StoreCode } from '@cw/api-client/schemas';
import { mediaPath } from '../media/paths';

/** Purchase links in display order (the chooser may still lift the top-ranked store). */
export function toStores(links: readonly { storeCode: StoreCode; url: string }[]): Store[] {
  return [...links]
    .sort((a, b) => STORE_DISPLAY_ORDER[a.storeCode] - STORE_DISPLAY_ORDER[b.storeCode])
    .map(({ storeCode, url }) => ({
      code: storeCode,
      name: STORE_NAMES[storeCode],
      url,
      image: mediaPath.store(storeCode),
    }));
}
