import { describe, expect, it } from 'vitest';
import { createRandom, hashString } from './random';

// Pinned: the seeded catalog and every drawn image follow these sequences, so a change here
// changes the catalog and the art (and needs a new RENDER_VERSION in media/render.ts).
describe('createRandom', () => {
  it('gives the same sequence for the same number seed', () => {
    const random = createRandom(1);
    expect([
      random.next(),
      random.next(),
      random.int(1, 6),
      random.pick(['a', 'b', 'c', 'd']),
    ]).toEqual([0.6270739405881613, 0.002735721180215478, 4, 'd']);
  });

  it('seeds from a string through its FNV-1a hash', () => {
    expect(hashString('covers:12')).toBe(3823562414);
    const random = createRandom('covers:12');
    expect([
      random.next(),
      random.range(0, 360),
      random.int(1, 6),
      random.pick(['a', 'b', 'c', 'd']),
    ]).toEqual([0.9776237092446536, 282.36144312657416, 5, 'b']);
    expect(createRandom('covers:12').next()).toBe(createRandom(3823562414).next());
  });

  it('samples, weighs and flips coins from the same sequence', () => {
    const random = createRandom(20261122);
    expect(random.sample([1, 2, 3, 4, 5], 3)).toEqual([3, 2, 4]);
    expect(
      random.weighted([
        ['a', 3],
        ['b', 1],
      ] as const),
    ).toBe('a');
    expect(random.chance(0.5)).toBe(false);
  });

  it('refuses to pick from an empty list', () => {
    expect(() => createRandom(1).pick([])).toThrow('pick from an empty list');
  });
});
