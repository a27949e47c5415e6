import { z } from 'zod';
import { comicVolumeSummarySchema } from './episodes';
import { storeListSchema } from './stores';

/** A volume of the work and where to buy it. */
export const relatedProductSchema = z
  .object({
    volume: comicVolumeSummarySchema,
    stores: storeListSchema,
  })
  .meta({ id: 'RelatedProduct' });
export type RelatedProduct = z.infer<typeof relatedProductSchema>;

/** Response of `GET /api/related-product/{workCode}`: purchasable volumes, first volume first. */
export const relatedProductsSchema = z
  .object({ products: z.array(relatedProductSchema) })
  .meta({ id: 'RelatedProducts' });
export type RelatedProducts = z.infer<typeof relatedProductsSchema>;
