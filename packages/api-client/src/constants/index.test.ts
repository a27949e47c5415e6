import { describe, expect, it } from 'vitest';
import { endpoints } from '../endpoints/endpoints';
import { ENDPOINT_NAMES, MEDIA_WIDTHS } from './index';

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

describe('ENDPOINT_NAMES', () => {
  it('names every endpoint of the contract, once', () => {
    expect([...ENDPOINT_NAMES].sort()).toEqual(Object.keys(endpoints).sort());
    expect(new Set(ENDPOINT_NAMES).size).toBe(ENDPOINT_NAMES.length);
  });
});
