import type { Episode } from '@cw/contract/schemas';
import { describe, expect, it } from 'vitest';
import { collapseInactiveEpisodes } from './collapseInactiveEpisodes';
import {
  collapseStoreOnlyRuns,
  type EpisodeListRow,
  episodeCardCount,
  STORE_ONLY_RUN_MIN_EPISODES,
  type StoreOnlyRun,
  storeOnlyRunOf,
} from './collapseStoreOnlyRuns';
import { episodeListItems } from './episodeListItems';
import { markRead } from './markRead';
import { splitVisibleEpisodes } from './splitVisibleEpisodes';
import { buildEpisodes, shape } from './test/episodePattern';

/** A row drawn compactly: the episode id, 'ended', or `run:{ids and 'ended' inside}`. */
function rowShape(rows: readonly EpisodeListRow[]): (number | string)[] {
  return rows.map((row) =>
    row.kind === 'storeOnlyRun' ? `run:${shape(row.items).join(',')}` : (shape([row])[0] ?? ''),
  );
}

const fold = (pattern: string) =>
  rowShape(collapseStoreOnlyRuns(collapseInactiveEpisodes(buildEpisodes(pattern)), 'first'));

function runs(rows: readonly EpisodeListRow[]): StoreOnlyRun[] {
  return rows.filter((row): row is StoreOnlyRun => row.kind === 'storeOnlyRun');
}

/** A split serial's titles, each chapter in two parts: 第1話①, 第1話②, 第2話①… */
function splitSerial(pattern: string): Episode[] {
  return buildEpisodes(pattern).map((episode, index) => ({
    ...episode,
    title: `第${Math.floor(index / 2) + 1}話${index % 2 === 0 ? '①' : '②'}`,
  }));
}

describe('collapseStoreOnlyRuns', () => {
  it('folds from 2 store-only episodes', () => {
    expect(STORE_ONLY_RUN_MIN_EPISODES).toBe(2);
  });

  // A active, s store-only, x ended (a marker), p / q inactive promotional (removed),
  // P active promotional.
  it.each([
    ['a lone store-only episode stays a card', 'AsA', [1, 2, 3]],
    ['two in a row are one run', 'AssA', [1, 'run:2,3', 4]],
    ['a long run is one row', 'AssssssA', [1, 'run:2,3,4,5,6,7', 8]],
    ['ended episodes between them are folded in', 'AsxxsxsA', [1, 'run:2,ended,5,ended,7', 8]],
    ['a marker after the run stays outside', 'AssxA', [1, 'run:2,3', 'ended', 5]],
    ['a lone one keeps its marker outside', 'AsxA', [1, 2, 'ended', 4]],
    ['a marker before the run stays outside', 'AxssA', [1, 'ended', 'run:3,4', 5]],
    ['an active episode breaks a run', 'AsAs', [1, 2, 3, 4]],
    ['so does an active promotional one', 'AsPsA', [1, 2, 3, 4, 5]],
    ['removed promotional episodes do not', 'AspsqsA', [1, 'run:2,4,6', 7]],
    ['runs at both ends', 'ssAss', ['run:1,2', 3, 'run:4,5']],
    ['a leading marker is still dropped first', 'xssA', ['run:2,3', 4]],
    ['every episode store-only', 'ssss', ['run:1,2,3,4']],
    ['nothing to fold', 'AAxA', [1, 2, 'ended', 4]],
    ['an empty list', '', []],
  ])('%s: %s', (_name, pattern, expected) => {
    expect(fold(pattern)).toEqual(expected);
  });

  it('matches the diagram of its documentation', () => {
    const items = markRead(collapseInactiveEpisodes(buildEpisodes('AsxssxAsAsss')), null, 12);
    expect(rowShape(collapseStoreOnlyRuns(items, 'first'))).toEqual([
      1,
      'run:2,ended,4,5',
      'ended',
      7,
      8,
      9,
      'run:10,11',
      12,
    ]);
  });

  it('names the run by its first and last titles and counts its episodes in 話', () => {
    const [run] = runs(
      collapseStoreOnlyRuns(collapseInactiveEpisodes(buildEpisodes('AsxssA')), 'first'),
    );
    expect(run).toMatchObject({
      kind: 'storeOnlyRun',
      key: 'store-run-2',
      span: '第2話〜第5話',
      episodeCount: 3,
      label: '第2話〜第5話 · 3話 · ストアで購入',
    });
  });

  it('names and keys a run the same from the latest, earliest first', () => {
    const episodes = buildEpisodes('AsxssA');
    const fromFirst = runs(collapseStoreOnlyRuns(episodeListItems(episodes, 'first'), 'first'));
    const fromLatest = runs(collapseStoreOnlyRuns(episodeListItems(episodes, 'latest'), 'latest'));
    expect(fromLatest.map(({ key, label }) => ({ key, label }))).toEqual(
      fromFirst.map(({ key, label }) => ({ key, label })),
    );
    expect(shape(fromLatest[0]?.items ?? [])).toEqual([5, 4, 'ended', 2]);
  });

  it('folds the store-only middle of the work of the issue into one row', () => {
    // CW_000002_S: 第1話①–第2話① free, 34 store-only parts among ended ones, then the latest free.
    const pattern = `AAA sxxssssssxsssxxsssxxssssxssxxssxxssssxsssxsxsxsssxxxs ${'A'.repeat(6)}`;
    const items = episodeListItems(splitSerial(pattern), 'first');
    const rows = collapseStoreOnlyRuns(items, 'first');
    expect(rows).toHaveLength(10);
    expect(runs(rows).map((run) => run.label)).toEqual(['第2話②〜第28話② · 34話 · ストアで購入']);
    const split = splitVisibleEpisodes(rows, { expanded: false });
    expect(
      split.visible.map((row) => (row.kind === 'storeOnlyRun' ? row.label : row.kind)),
    ).toEqual([
      'episode',
      'episode',
      'episode',
      '第2話②〜第28話② · 34話 · ストアで購入',
      'episode',
      'episode',
      'episode',
    ]);
    expect(split.toggleLabel).toBe('全43話を表示');
  });

  it('leaves the episode of the page a card of its own, so its highlight shows', () => {
    const items = markRead(collapseInactiveEpisodes(buildEpisodes('AsssssA')), null, 4);
    expect(rowShape(collapseStoreOnlyRuns(items, 'first'))).toEqual([
      1,
      'run:2,3',
      4,
      'run:5,6',
      7,
    ]);
  });

  it('keeps the read marks of the cards it folds', () => {
    const items = markRead(collapseInactiveEpisodes(buildEpisodes('AssA')), { '3': true });
    const [run] = runs(collapseStoreOnlyRuns(items, 'first'));
    expect(run?.items[1]).toMatchObject({ kind: 'episode', hasRead: true, isCurrent: false });
  });

  it('finds the run folding an episode', () => {
    const rows = collapseStoreOnlyRuns(collapseInactiveEpisodes(buildEpisodes('AssAss')), 'first');
    expect(storeOnlyRunOf(rows, 6)?.key).toBe('store-run-5');
    expect(storeOnlyRunOf(rows, 4)).toBeNull();
    expect(storeOnlyRunOf(rows, 99)).toBeNull();
  });

  it('counts the episode cards a row shows or stands for', () => {
    const rows = collapseStoreOnlyRuns(collapseInactiveEpisodes(buildEpisodes('AsxsxA')), 'first');
    expect(rows.map(episodeCardCount)).toEqual([1, 2, 0, 1]);
  });

  it('folds an active episode with stores as any store-only one (spec: its card is ストアで購入)', () => {
    expect(fold('ASsA')).toEqual([1, 'run:2,3', 4]);
    expect(fold('AsSxSA')).toEqual([1, 'run:2,3,ended,5', 6]);
  });
});
