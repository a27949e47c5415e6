import { z } from 'zod';
import { countSchema, idSchema } from './common';

/** Largest `perPage` any list endpoint serves. */
export const MAX_PAGE_SIZE = 100;

/** `page` (from 1) and `perPage` (1 to 100, default 20) query parameters of list endpoints. */
export const paginationQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  perPage: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(20),
});
export type PaginationQuery = z.infer<typeof paginationQuerySchema>;

/** The ids a bulk write names: 1 to `MAX_PAGE_SIZE`, as many as one page lists. */
export const idListSchema = z.array(idSchema).min(1).max(MAX_PAGE_SIZE);

/** One page of a list of `Item`s, as `paginated` parses it. */
export type Page<Item> = {
  items: Item[];
  page: number;
  perPage: number;
  total: number;
  hasNext: boolean;
};

/**
 * Wraps an item schema into one page of a list: the items plus the page position and total.
 *
 * @example
 * const tagPageSchema = paginated(tagSchema).meta({ id: 'TagPage' });
 */
export function paginated<Item extends z.ZodType>(itemSchema: Item) {
  return z.object({
    items: z.array(itemSchema),
    page: z.number().int().min(1),
    perPage: z.number().int().min(1).max(MAX_PAGE_SIZE),
    total: countSchema,
    hasNext: z.boolean(),
  });
}
