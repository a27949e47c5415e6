import { z } from 'zod';
import { STORE_CODES } from '../constants';
import { urlOrPathSchema } from './common';

/** Code of an external book store that sells a work's volumes or episodes. */
export const storeCodeSchema = z.enum(STORE_CODES).meta({ id: 'StoreCode' });
export type StoreCode = z.infer<typeof storeCodeSchema>;

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
