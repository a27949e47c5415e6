import { describe, expect, it } from 'vitest';
import { episodeListItems } from './episodeListItems';
import {
  EPISODE_RANGE_SIZE,
  EPISODE_RANGES_FROM,
  episodeRangeStart,
  episodeRanges,
  episodeToJumpTo,
  itemsInRange,
} from './episodeRanges';
import { buildEpisodes, shape } from './test/episodePattern';

const labels = (pattern: string, order: 'first' | 'latest' = 'first') =>
  episodeRanges(episodeListItems(buildEpisodes(pattern), order)).map((range) => range.label);

describe('episodeRangeStart', () => {
  it('puts episodes in ranges of 50 from episode 1', () => {
    expect(EPISODE_RANGE_SIZE).toBe(50);
    expect([1, 50, 51, 100, 101, 213].map(episodeRangeStart)).toEqual([1, 1, 51, 51, 101, 201]);
  });
});

describe('episodeRanges', () => {
  it('cuts a list of more than 100 episode cards into ranges of 50, the last one short', () => {
    expect(EPISODE_RANGES_FROM).toBe(100);
    expect(labels('A'.repeat(213))).toEqual([
      '1〜50話',
      '51〜100話',
      '101〜150話',
      '151〜200話',
      '201〜213話',
    ]);
  });

  it('does not cut a list of 100 cards or fewer', () => {
    expect(labels('A'.repeat(100))).toEqual([]);
    expect(labels('A'.repeat(101))).toEqual(['1〜50話', '51〜100話', '101〜101話']);
  });

  it('counts cards: ended episodes folded into a marker do not make a list long', () => {
    expect(labels(`${'A'.repeat(90)}${'x'.repeat(30)}A`)).toEqual([]);
    expect(labels(`${'A'.repeat(90)}${'s'.repeat(30)}A`)).toHaveLength(3);
  });

  it('follows the sort: from the newest range when sorted from the latest', () => {
    expect(labels('A'.repeat(120), 'latest')).toEqual(['101〜120話', '51〜100話', '1〜50話']);
  });

  it('leaves out a range whose episodes all ended', () => {
    const pattern = `${'A'.repeat(50)}${'x'.repeat(50)}${'A'.repeat(60)}`;
    expect(labels(pattern)).toEqual(['1〜50話', '101〜150話', '151〜160話']);
  });
});

describe('itemsInRange', () => {
  it('keeps the lines of the range in display order', () => {
    const items = episodeListItems(buildEpisodes('A'.repeat(120)), 'latest');
    const lines = shape(itemsInRange(items, { start: 51, end: 100 }));
    expect(lines).toHaveLength(50);
    expect(lines[0]).toBe(100);
    expect(lines.at(-1)).toBe(51);
  });

  it('keeps a marker with the card above it', () => {
    // 50 active, 51 ended, 52 active…: the marker of 51 follows 50, in the first range.
    const items = episodeListItems(buildEpisodes(`${'A'.repeat(50)}x${'A'.repeat(60)}`), 'first');
    expect(shape(itemsInRange(items, { start: 1, end: 50 })).at(-1)).toBe('ended');
    expect(shape(itemsInRange(items, { start: 51, end: 100 }))[0]).toBe(52);
  });
});

describe('episodeToJumpTo', () => {
  const items = episodeListItems(buildEpisodes(`${'A'.repeat(10)}xxx${'A'.repeat(5)}`), 'first');
  const jump = (n: number) => episodeToJumpTo(items, n)?.episode.internal.episodeNo ?? null;

  it('lands on the episode asked for', () => {
    expect(jump(7)).toBe(7);
    expect(jump(14)).toBe(14);
  });

  it('lands on the closest card when that episode ended, the earlier one on a tie', () => {
    expect(jump(11)).toBe(10);
    expect(jump(12)).toBe(10);
    expect(jump(13)).toBe(14);
  });

  it('stays within the list for a number beyond it', () => {
    expect(jump(0)).toBe(1);
    expect(jump(999)).toBe(18);
  });

  it('lands nowhere without cards or without a number', () => {
    expect(episodeToJumpTo([], 3)).toBeNull();
    expect(jump(Number.NaN)).toBeNull();
  });
});
