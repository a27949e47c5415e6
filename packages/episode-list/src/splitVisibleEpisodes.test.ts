import { describe, expect, it } from 'vitest';
import { collapseInactiveEpisodes } from './collapseInactiveEpisodes';
import { collapseStoreOnlyRuns, type EpisodeListRow } from './collapseStoreOnlyRuns';
import { markRead } from './markRead';
import { EPISODES_INITIALLY_SHOWN, splitVisibleEpisodes } from './splitVisibleEpisodes';
import { buildEpisodes, shape } from './test/episodePattern';

const items = (pattern: string) => collapseInactiveEpisodes(buildEpisodes(pattern));
const rows = (pattern: string) => collapseStoreOnlyRuns(items(pattern), 'first');
/** Like `shape`, a run drawn as `run:{first id}-{last id}`. */
const rowShape = (list: readonly EpisodeListRow[]) =>
  list.map((row) =>
    row.kind === 'storeOnlyRun'
      ? `run:${shape(row.items)
          .filter((id) => id !== 'ended')
          .join('-')}`
      : shape([row])[0],
  );

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
    expect(split.toggleLabel).toBe('全9話を表示');
  });

  it('does not count an active episode with stores: it is store-only', () => {
    // 1 A · 2 store (active) · 3–7 A · 8 store (active) · 9 A
    const split = splitVisibleEpisodes(items('ASAAAAASA'), { expanded: false });
    expect(shape(split.visible)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(split.hiddenCount).toBe(2);
    expect(split.toggleLabel).toBe('全9話を表示');
  });

  it('shows a run of store-only episodes between the first 6 as one row, its episodes in n', () => {
    // 1–3 A · 4–20 store, 8 and 14 ended, folded into one row of 15 episodes · 21–25 A
    const split = splitVisibleEpisodes(rows('AAA ssssxsssssxssssss AAAAA'), { expanded: false });
    expect(rowShape(split.visible)).toEqual([
      1,
      2,
      3,
      'run:4-5-6-7-9-10-11-12-13-15-16-17-18-19-20',
      21,
      22,
      23,
    ]);
    expect(split.hiddenCount).toBe(2);
    expect(split.toggleLabel).toBe('全23話を表示');
  });

  it('hides a run after the 6th row whole, all its episodes counted as hidden', () => {
    const split = splitVisibleEpisodes(rows('AAAAAAsxss'), { expanded: false });
    expect(rowShape(split.visible)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(split.hiddenCount).toBe(3);
    expect(split.toggleLabel).toBe('全9話を表示');
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

  it('shows everything when fewer than 6 rows, however many episodes a run holds', () => {
    const split = splitVisibleEpisodes(rows('AsssssssA'), { expanded: false });
    expect(rowShape(split.visible)).toEqual([1, 'run:2-3-4-5-6-7-8', 9]);
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
