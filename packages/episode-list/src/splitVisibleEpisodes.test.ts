import { describe, expect, it } from 'vitest';
import { collapseInactiveEpisodes } from './collapseInactiveEpisodes';
import { markRead } from './markRead';
import { EPISODES_INITIALLY_SHOWN, splitVisibleEpisodes } from './splitVisibleEpisodes';
import { buildEpisodes, shape } from './test/episodePattern';

const items = (pattern: string) => collapseInactiveEpisodes(buildEpisodes(pattern));

describe('splitVisibleEpisodes', () => {
  it('shows 6 active episodes at first', () => {
    expect(EPISODES_INITIALLY_SHOWN).toBe(6);
  });

  it('needs no toggle with exactly 6 active episodes', () => {
    expect(splitVisibleEpisodes(items('AAAAAA'), { expanded: false })).toEqual({
      visible: items('AAAAAA'),
      hiddenCount: 0,
      toggleLabel: null,
    });
    expect(splitVisibleEpisodes(items('AAAAAA'), { expanded: true }).toggleLabel).toBeNull();
  });

  it('hides the 7th active episode behind 全7話を表示', () => {
    const split = splitVisibleEpisodes(items('AAAAAAA'), { expanded: false });
    expect(shape(split.visible)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(split.hiddenCount).toBe(1);
    expect(split.toggleLabel).toBe('全7話を表示');
  });

  it('shows all with 閉じる when expanded', () => {
    const split = splitVisibleEpisodes(items('AAAAAAA'), { expanded: true });
    expect(shape(split.visible)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(split.hiddenCount).toBe(0);
    expect(split.toggleLabel).toBe('閉じる');
  });

  it('counts only active episodes; markers and store entries among them stay visible', () => {
    // 1 A · 2 ended · 3 A · 4 store · 5 A · 6 A · 7 A · 8 A · 9 store · 10 A
    const split = splitVisibleEpisodes(items('AxAsAAAAsA'), { expanded: false });
    expect(shape(split.visible)).toEqual([1, 'ended', 3, 4, 5, 6, 7, 8]);
    expect(split.hiddenCount).toBe(2);
  });

  it('counts active promotional episodes as active', () => {
    const split = splitVisibleEpisodes(items('APAAAAA'), { expanded: false });
    expect(shape(split.visible)).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it('puts every episode card of the list into n, store entries included, markers not', () => {
    // 7 active, 1 store entry, 2 ended folded into one marker: 8 cards.
    const split = splitVisibleEpisodes(items('AAAAAAxxAs'), { expanded: false });
    expect(shape(split.visible)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(split.hiddenCount).toBe(2);
    expect(split.toggleLabel).toBe('全8話を表示');
  });

  it('hides store entries after the 6th active episode', () => {
    const split = splitVisibleEpisodes(items('AAAAAAss'), { expanded: false });
    expect(shape(split.visible)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(split.hiddenCount).toBe(2);
    expect(split.toggleLabel).toBe('全8話を表示');
  });

  it('cuts nothing when only a marker follows the 6th active episode', () => {
    const split = splitVisibleEpisodes(items('AAAAAAx'), { expanded: false });
    expect(shape(split.visible)).toEqual([1, 2, 3, 4, 5, 6, 'ended']);
    expect(split.toggleLabel).toBeNull();
  });

  it('shows everything when fewer than 6 episodes are active, however long the list', () => {
    const split = splitVisibleEpisodes(items('AsssssssA'), { expanded: false });
    expect(split.visible).toHaveLength(9);
    expect(split.toggleLabel).toBeNull();
  });

  it('handles an empty list', () => {
    expect(splitVisibleEpisodes([], { expanded: false })).toEqual({
      visible: [],
      hiddenCount: 0,
      toggleLabel: null,
    });
  });

  it('keeps the read marks of marked lines', () => {
    const marked = markRead(items('AAAAAAA'), { '1': true });
    const [first] = splitVisibleEpisodes(marked, { expanded: false }).visible;
    expect(first).toMatchObject({ kind: 'episode', hasRead: true });
  });
});
