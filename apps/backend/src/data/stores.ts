import { STORE_DISPLAY_ORDER, type Store, type StoreCode } from '@cw/api-client/schemas';
import { mediaPath } from '../media/paths';

/** Display names of the external book stores, as readers know them. */
export const STORE_NAMES = {
  book_walker: 'BOOK☆WALKER',
  amazon: 'Amazon',
  piccoma: 'ピッコマ',
  comic_cmoa: 'コミックシーモア',
  line_manga: 'LINEマンガ',
  ebook_japan: 'ebookjapan',
  dmm_books: 'DMMブックス',
  mechacomic: 'めちゃコミック',
  book_live: 'BookLive!',
  renta: 'Renta!',
  rakuten_kobo: '楽天Kobo',
  honto: 'honto',
  rakuten_books: '楽天ブックス',
  kadokawa_store: 'KADOKAWAストア',
} as const satisfies Record<StoreCode, string>;

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
