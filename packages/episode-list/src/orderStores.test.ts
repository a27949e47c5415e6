import { inStoreDisplayOrder, STORE_CODES } from '@cw/contract/constants';
import type { StoreCode } from '@cw/contract/schemas';
import { buildStore } from '@cw/fixtures';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { orderStores } from './orderStores';

const codes = (stores: readonly { code: StoreCode }[]) => stores.map((store) => store.code);
const stores = (...list: StoreCode[]) => list.map(buildStore);

describe('orderStores', () => {
  // The display order itself is the contract's (its spec test is in @cw/contract/constants).
  it('orders every store in the display order of the contract', () => {
    const shuffled = [...STORE_CODES].reverse();
    expect(codes(orderStores(stores(...shuffled)))).toEqual(inStoreDisplayOrder(STORE_CODES));
  });

  it('puts the publisher shops last whatever the input order', () => {
    const ordered = orderStores(stores('kadokawa_store', 'rakuten_books', 'honto', 'amazon'));
    expect(codes(ordered)).toEqual(['amazon', 'honto', 'rakuten_books', 'kadokawa_store']);
  });

  it('lists book_walker first when it is the top-ranked store', () => {
    const input = stores('amazon', 'book_walker', 'kadokawa_store');
    expect(codes(orderStores(input, { topRankedStore: 'book_walker' }))[0]).toBe('book_walker');
  });

  it('takes the first store received as the top-ranked one by default', () => {
    const input = stores('book_walker', 'kadokawa_store', 'amazon');
    expect(codes(orderStores(input))).toEqual(['book_walker', 'amazon', 'kadokawa_store']);
  });

  it('does not lift another top-ranked store', () => {
    const input = stores('kadokawa_store', 'amazon', 'honto');
    expect(codes(orderStores(input, { topRankedStore: 'kadokawa_store' }))).toEqual([
      'amazon',
      'honto',
      'kadokawa_store',
    ]);
  });

  it('handles no stores and does not touch its input', () => {
    expect(orderStores([])).toEqual([]);
    const input = stores('honto', 'amazon');
    orderStores(input);
    expect(codes(input)).toEqual(['honto', 'amazon']);
  });

  describe('with a display order that no longer puts book_walker first', () => {
    afterEach(() => {
      vi.doUnmock('@cw/contract/constants');
      vi.resetModules();
    });

    /** `orderStores` over a display order that puts book_walker after every other store. */
    async function orderStoresWithBookWalkerLast() {
      vi.resetModules();
      vi.doMock('@cw/contract/constants', async (importOriginal) => {
        const original = await importOriginal<typeof import('@cw/contract/constants')>();
        const bookWalkerLast = <Item>(
          items: readonly Item[],
          codeOf: (item: Item) => StoreCode,
        ) => {
          const ordered = original.inStoreDisplayOrder(items, codeOf);
          const isBookWalker = (item: Item) => codeOf(item) === 'book_walker';
          return [
            ...ordered.filter((item) => !isBookWalker(item)),
            ...ordered.filter(isBookWalker),
          ];
        };
        return { ...original, inStoreDisplayOrder: bookWalkerLast };
      });
      return (await import('./orderStores')).orderStores;
    }

    it('still lists book_walker first when it is the top-ranked store', async () => {
      const order = await orderStoresWithBookWalkerLast();
      const input = stores('amazon', 'book_walker', 'honto');
      expect(codes(order(input, { topRankedStore: 'book_walker' }))).toEqual([
        'book_walker',
        'amazon',
        'honto',
      ]);
    });

    it('leaves book_walker at its display-order place otherwise', async () => {
      const order = await orderStoresWithBookWalkerLast();
      const input = stores('amazon', 'book_walker', 'honto');
      expect(codes(order(input, { topRankedStore: 'amazon' }))).toEqual([
        'amazon',
        'honto',
        'book_walker',
      ]);
      expect(codes(order(input, { topRankedStore: null }))).toEqual([
        'amazon',
        'honto',
        'book_walker',
      ]);
    });
  });
});
