import type { RelatedProduct } from '@cw/contract/schemas';
import { parseDate } from '@cw/dates';

/**
 * The volume the work page offers to buy: the one released last (a volume without a readable
 * date counts as oldest), the later one in the list on a tie. `null` without products.
 *
 * @example
 * latestProduct(products)?.volume.title; //=> '第12巻'
 */
export function latestProduct(products: readonly RelatedProduct[]): RelatedProduct | null {
  let latest: RelatedProduct | null = null;
  let latestTime = Number.NEGATIVE_INFINITY;
  for (const product of products) {
    const time = parseDate(product.volume.release)?.getTime() ?? Number.NEGATIVE_INFINITY;
    if (latest === null || time >= latestTime) {
      latest = product;
      latestTime = time;
    }
  }
  return latest;
}
