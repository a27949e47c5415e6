import { describe, expect, it } from 'vitest';
import {
  collapseInactiveEpisodes,
  ENDED_EPISODES_TEXT,
  isEpisodeEntry,
} from './collapseInactiveEpisodes';
import { buildEpisodes, shape } from './test/episodePattern';

const collapse = (pattern: string) => shape(collapseInactiveEpisodes(buildEpisodes(pattern)));

describe('collapseInactiveEpisodes', () => {
  it('keeps active episodes as they are', () => {
    expect(collapse('AAA')).toEqual([1, 2, 3]);
  });

  it('replaces an inactive episode without stores by the marker', () => {
    const items = collapseInactiveEpisodes(buildEpisodes('AxA'));
    expect(items[1]).toEqual({ kind: 'ended', label: ENDED_EPISODES_TEXT, afterEpisodeId: 1 });
    expect(ENDED_EPISODES_TEXT).toBe('その他の話は公開終了しました');
  });

  it('collapses consecutive markers into one', () => {
    expect(collapse('AxxxA')).toEqual([1, 'ended', 5]);
    expect(collapse('AxxAxxA')).toEqual([1, 'ended', 4, 'ended', 7]);
  });

  it('drops a leading marker', () => {
    expect(collapse('xxAA')).toEqual([3, 4]);
    expect(collapse('xA')).toEqual([2]);
  });

  it('keeps a trailing marker', () => {
    expect(collapse('AAxx')).toEqual([1, 2, 'ended']);
  });

  it('gives nothing when every episode ended', () => {
    expect(collapse('xxx')).toEqual([]);
    expect(collapse('')).toEqual([]);
  });

  it('keeps inactive episodes with store links, as entries between markers', () => {
    expect(collapse('AxsxA')).toEqual([1, 'ended', 3, 'ended', 5]);
    expect(collapse('xsA')).toEqual([2, 3]);
    expect(collapse('s')).toEqual([1]);
  });

  it('keeps an active episode with store links, a store-only card like an inactive one', () => {
    expect(collapse('AxSxA')).toEqual([1, 'ended', 3, 'ended', 5]);
  });

  it('removes inactive promotional episodes, with or without stores', () => {
    expect(collapse('ApAqA')).toEqual([1, 3, 5]);
  });

  it('keeps active promotional episodes', () => {
    expect(collapse('APA')).toEqual([1, 2, 3]);
  });

  it('collapses markers that meet once a promotional episode is removed', () => {
    expect(collapse('AxpxA')).toEqual([1, 'ended', 5]);
  });

  it('drops a marker that leads once promotional episodes are removed', () => {
    expect(collapse('pxA')).toEqual([3]);
    expect(collapse('xpA')).toEqual([3]);
  });

  it('matches the diagram of its documentation', () => {
    expect(collapse('xxApxsxxAx')).toEqual([3, 'ended', 6, 'ended', 9, 'ended']);
  });

  it('keys each marker by the entry above it', () => {
    const items = collapseInactiveEpisodes(buildEpisodes('AxsxA'));
    expect(items.flatMap((item) => (item.kind === 'ended' ? [item.afterEpisodeId] : []))).toEqual([
      1, 3,
    ]);
  });

  it('tells episode cards from markers', () => {
    const items = collapseInactiveEpisodes(buildEpisodes('AxA'));
    expect(items.filter(isEpisodeEntry).map((item) => item.episode.id)).toEqual([1, 3]);
  });
});
