import { describe, expect, it } from 'vitest';
import {
  HOME_ORDER_EXPERIMENT,
  HOME_ORDER_VARIANTS,
  homeOrderVariant,
  testPatternFeature,
} from './experiments';

describe('testPatternFeature', () => {
  it('gives a reader the same variant every time', () => {
    const first = testPatternFeature(HOME_ORDER_EXPERIMENT, 'reader-1');
    expect(testPatternFeature(HOME_ORDER_EXPERIMENT, 'reader-1')).toBe(first);
    expect(HOME_ORDER_VARIANTS.map((v) => `home-order.${v}`)).toContain(first);
  });

  it('splits readers about evenly between the variants', () => {
    const counts = new Map<string, number>();
    for (let id = 0; id < 2000; id += 1) {
      const feature = testPatternFeature(HOME_ORDER_EXPERIMENT, `user-${id}`);
      counts.set(feature, (counts.get(feature) ?? 0) + 1);
    }
    expect(counts.size).toBe(2);
    for (const count of counts.values()) expect(count).toBeGreaterThan(850);
  });

  it('names a and b for an experiment the site does not know', () => {
    expect(testPatternFeature('banner-size', 'reader-1')).toMatch(/^banner-size\.(a|b)$/);
  });
});

describe('homeOrderVariant', () => {
  it('reads the variant of the home-order experiment', () => {
    expect(homeOrderVariant('home-order.new-serials-first')).toBe('new-serials-first');
    expect(homeOrderVariant('home-order.control')).toBe('control');
  });

  it('is the control without a test, for another test or an unknown variant', () => {
    expect(homeOrderVariant(null)).toBe('control');
    expect(homeOrderVariant(undefined)).toBe('control');
    expect(homeOrderVariant('banner-size.a')).toBe('control');
    expect(homeOrderVariant('home-order.upside-down')).toBe('control');
  });
});
