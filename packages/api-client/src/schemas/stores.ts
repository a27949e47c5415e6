import { z } from 'zod';
import { urlOrPathSchema } from './common';

/** Code of an external book store that sells a work's volumes or episodes. */
export const storeCodeSchema = z
  .enum([
    'book_walker',
    'amazon',
    'piccoma',
    'comic_cmoa',
    'line_manga',
    'ebook_japan',
    'dmm_books',
    'mechacomic',
    'book_live',
    'renta',
    'rakuten_kobo',
    'honto',
    'rakuten_books',
    'kadokawa_store',
  ])
  .meta({ id: 'StoreCode' });
export type StoreCode = z.infer<typeof storeCodeSchema>;

/** Sort key of each store in the store chooser; the publisher-run shops come last. */
export const STORE_DISPLAY_ORDER = {
  book_walker: 0,
  amazon: 1,
  piccoma: 2,
  comic_cmoa: 3,
  line_manga: 4,
  ebook_japan: 5,
  dmm_books: 6,
  mechacomic: 7,
  book_live: 8,
  renta: 9,
  rakuten_kobo: 10,
  honto: 11,
  rakuten_books: 100,
  kadokawa_store: 101,
} as const satisfies Record<StoreCode, number>;

/** A purchase link to an external store, with the store's logo. */
export const storeSchema = z
  .object({
    code: storeCodeSchema,
    name: z.string().min(1),
    url: z.url({ protocol: /^https?$/ }),
    image: urlOrPathSchema,
  })
  .meta({ id: 'Store' });
export type Store = z.infer<typeof storeSchema>;

/** Purchase links of one episode or volume, at most one per store. */
export const storeListSchema = z
  .array(storeSchema)
  .refine((stores) => new Set(stores.map((store) => store.code)).size === stores.length, {
    message: 'Each store may appear once',
  });
