import { describe, expect, it } from 'vitest';
import { collapseInactiveEpisodes } from './collapseInactiveEpisodes';
import { isEpisodeRead, markRead } from './markRead';
import { buildEpisodes } from './test/episodePattern';

const items = collapseInactiveEpisodes(buildEpisodes('AAxA'));
const flags = (marked: ReturnType<typeof markRead>) =>
  marked.map((item) =>
    item.kind === 'episode' ? [item.episode.id, item.hasRead, item.isCurrent] : 'ended',
  );

describe('isEpisodeRead', () => {
  it('reads the flag keyed by the episode id', () => {
    expect(isEpisodeRead({ '12': true, '13': false }, 12)).toBe(true);
    expect(isEpisodeRead({ '12': true, '13': false }, 13)).toBe(false);
    expect(isEpisodeRead({ '12': true }, 14)).toBe(false);
  });

  it('reads nothing without a history', () => {
    expect(isEpisodeRead(null, 12)).toBe(false);
    expect(isEpisodeRead(undefined, 12)).toBe(false);
  });
});

describe('markRead', () => {
  it('marks read episodes from the history map', () => {
    expect(flags(markRead(items, { '1': true, '2': false, '4': true }))).toEqual([
      [1, true, false],
      [2, false, false],
      'ended',
      [4, true, false],
    ]);
  });

  it('marks nothing before the history is known', () => {
    expect(flags(markRead(items, null))).toEqual([
      [1, false, false],
      [2, false, false],
      'ended',
      [4, false, false],
    ]);
  });

  it('highlights the current episode, given by id', () => {
    expect(flags(markRead(items, {}, 2))).toEqual([
      [1, false, false],
      [2, false, true],
      'ended',
      [4, false, false],
    ]);
  });

  it('highlights the current episode, given by the code in the route', () => {
    expect(flags(markRead(items, { '4': true }, 'CW_000001_0004_E'))).toEqual([
      [1, false, false],
      [2, false, false],
      'ended',
      [4, true, true],
    ]);
  });

  it('highlights nothing for an unknown or missing current episode', () => {
    const none = markRead(items, {}, 'CW_999999_0001_E');
    expect(none.some((item) => item.kind === 'episode' && item.isCurrent)).toBe(false);
    expect(
      markRead(items, {}, null).some((item) => item.kind === 'episode' && item.isCurrent),
    ).toBe(false);
  });

  it('passes markers through unchanged', () => {
    expect(markRead(items, {})[2]).toBe(items[2]);
  });
});
