import type { RelatedProduct } from '@cw/contract/schemas';
import { buildStore, buildVolume } from '@cw/fixtures';
import { describe, expect, it } from 'vitest';
import { latestProduct } from './latestProduct';

function product(id: number, release: string): RelatedProduct {
  const { title, thumbnail } = buildVolume(id);
  return { volume: { id, title, thumbnail, release }, stores: [buildStore('amazon')] };
}

describe('latestProduct', () => {
  it('offers the volume released last, whatever the order of the list', () => {
    const products = [
      product(1, '2024-01-10T00:00:00+09:00'),
      product(3, '2024-09-10T00:00:00+09:00'),
      product(2, '2024-05-10T00:00:00+09:00'),
    ];
    expect(latestProduct(products)?.volume.id).toBe(3);
  });

  it('takes the later one in the list on a tie', () => {
    const products = [product(1, '2024-01-10'), product(2, '2024-01-10')];
    expect(latestProduct(products)?.volume.id).toBe(2);
  });

  it('counts a volume without a readable date as oldest', () => {
    const products = [product(1, '2024-01-10'), product(2, '9999-12-31')];
    expect(latestProduct(products)?.volume.id).toBe(1);
    expect(latestProduct([product(5, 'not a date')])?.volume.id).toBe(5);
  });

  it('is null without products', () => {
    expect(latestProduct([])).toBeNull();
  });
});
