import { describe, expect, it } from 'vitest';
import { endpoints } from '../endpoints/endpoints';
import {
  ENDPOINT_NAMES,
  inStoreDisplayOrder,
  MEDIA_ASPECT_RATIOS,
  MEDIA_WIDTHS,
  STORE_CODES,
} from './index';

describe('MEDIA_WIDTHS', () => {
  it('lists the widths the media host serves per kind of image', () => {
    expect(MEDIA_WIDTHS).toEqual({
      covers: [180, 360, 720],
      volumes: [180, 360, 720],
      thumbnails: [320, 640],
      banners: [640, 960, 1280],
      topics: [320, 640],
      'label-icons': [96, 192],
      'label-logos': [320, 640],
      stores: [160, 320],
      pages: [480, 720, 1080, 1440],
    });
  });

  it('lists each kind smallest first, so the last width is the largest variant', () => {
    for (const widths of Object.values(MEDIA_WIDTHS)) {
      expect([...widths].sort((a, b) => a - b)).toEqual(widths);
    }
  });
});

describe('MEDIA_ASPECT_RATIOS', () => {
  it('gives every kind of image its height over width, pages none', () => {
    expect(Object.keys(MEDIA_ASPECT_RATIOS).sort()).toEqual(Object.keys(MEDIA_WIDTHS).sort());
    expect(MEDIA_ASPECT_RATIOS.covers).toBe(7 / 5);
    expect(MEDIA_ASPECT_RATIOS.volumes).toBe(7 / 5);
    expect(MEDIA_ASPECT_RATIOS.thumbnails).toBe(9 / 16);
    expect(MEDIA_ASPECT_RATIOS.banners).toBe(9 / 16);
    expect(MEDIA_ASPECT_RATIOS.topics).toBe(9 / 16);
    expect(MEDIA_ASPECT_RATIOS['label-icons']).toBe(1);
    expect(MEDIA_ASPECT_RATIOS['label-logos']).toBe(1 / 4);
    expect(MEDIA_ASPECT_RATIOS.stores).toBe(3 / 8);
    expect(MEDIA_ASPECT_RATIOS.pages).toBeNull();
  });
});

describe('ENDPOINT_NAMES', () => {
  it('names every endpoint of the contract, once', () => {
    expect([...ENDPOINT_NAMES].sort()).toEqual(Object.keys(endpoints).sort());
    expect(new Set(ENDPOINT_NAMES).size).toBe(ENDPOINT_NAMES.length);
  });
});

describe('inStoreDisplayOrder', () => {
  // The spec's store order, written out in this test only: other tests sort with
  // `inStoreDisplayOrder` instead of copying it.
  const DISPLAY_ORDER = [
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
  ];

  it('orders every store code, the publisher-run shops last', () => {
    expect(inStoreDisplayOrder([...STORE_CODES].reverse())).toEqual(DISPLAY_ORDER);
  });

  it('orders items by the store code read from each, leaving the input as it was', () => {
    const links = [
      { storeCode: 'kadokawa_store', url: 'k' },
      { storeCode: 'honto', url: 'h' },
      { storeCode: 'amazon', url: 'a' },
    ] as const;
    expect(inStoreDisplayOrder(links, (link) => link.storeCode).map((link) => link.url)).toEqual([
      'a',
      'h',
      'k',
    ]);
    expect(links.map((link) => link.url)).toEqual(['k', 'h', 'a']);
    expect(inStoreDisplayOrder([])).toEqual([]);
  });
});
