/**
 * One seeded pseudo-random source for everything the backend makes up: the seeded catalog
 * (seed/) and the drawn images (media/). The same seed always yields the same sequence, so a
 * catalog is a function of its seed and a drawing a function of its subject.
 */

/** A seeded pseudo-random source: the same seed always yields the same sequence. */
export interface Random {
  /** Uniform in [0, 1). */
  next(): number;
  /** Integer in [min, max], both included. */
  int(min: number, max: number): number;
  /** Uniform in [min, max). */
  range(min: number, max: number): number;
  chance(probability: number): boolean;
  pick<T>(items: readonly T[]): T;
  /** `count` distinct items in random order (all of them when count exceeds the length). */
  sample<T>(items: readonly T[], count: number): T[];
  /** Picks by relative weight: `weighted([['a', 3], ['b', 1]])` gives 'a' three times as often. */
  weighted<T>(entries: readonly (readonly [T, number])[]): T;
}

/**
 * FNV-1a over the UTF-16 code units: a stable 32-bit seed from a string such as 'covers:12'.
 *
 * @example
 * hashString('covers:12'); // the same number on every machine and every run
 */
export function hashString(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/**
 * mulberry32: 32-bit state, fast, and good enough for generating fixtures and composing
 * drawings; unlike Math.random it can be seeded. A string seed is hashed first
 * ({@link hashString}), so a drawing can be seeded by what it shows.
 *
 * @example
 * createRandom(1).int(1, 6); // always the same die roll for seed 1
 * createRandom('covers:12').range(0, 360); // always the same hue for work 12's cover
 */
export function createRandom(seed: number | string): Random {
  let state = (typeof seed === 'string' ? hashString(seed) : seed) >>> 0;
  const next = (): number => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  const int = (min: number, max: number): number => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(items: readonly T[]): T => {
    if (items.length === 0) throw new Error('pick from an empty list');
    return items[int(0, items.length - 1)] as T;
  };
  const sample = <T>(items: readonly T[], count: number): T[] => {
    const copy = [...items];
    for (let i = copy.length - 1; i > 0; i--) {
      const j = int(0, i);
      [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
    }
    return copy.slice(0, count);
  };
  const weighted = <T>(entries: readonly (readonly [T, number])[]): T => {
    const total = entries.reduce((sum, [, weight]) => sum + weight, 0);
    let roll = next() * total;
    for (const [item, weight] of entries) {
      roll -= weight;
      if (roll < 0) return item;
    }
    // Only reached through floating-point rounding on the last entry.
    return (entries.at(-1) as readonly [T, number])[0];
  };
  return {
    next,
    int,
    range: (min, max) => min + next() * (max - min),
    chance: (probability) => next() < probability,
    pick,
    sample,
    weighted,
  };
}
