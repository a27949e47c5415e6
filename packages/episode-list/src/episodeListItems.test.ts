import { describe, expect, it } from 'vitest';
import { episodeListItems } from './episodeListItems';
import { buildEpisodes, shape } from './test/episodePattern';

describe('episodeListItems', () => {
  // 1, 2 ended · 3, 4 active · 5 sold in stores · 6 ended · 7 active · 8 ended
  const episodes = buildEpisodes('xxAAsxAx');

  it('from episode 1: drops the marker of episodes 1–2, keeps the trailing one of 8', () => {
    expect(shape(episodeListItems(episodes, 'first'))).toEqual([3, 4, 5, 'ended', 7, 'ended']);
  });

  it('from latest: drops the marker of episode 8, keeps the trailing one of 1–2', () => {
    expect(shape(episodeListItems(episodes, 'latest'))).toEqual([7, 'ended', 5, 4, 3, 'ended']);
  });

  it('collapses consecutive markers in both orders', () => {
    const run = buildEpisodes('AxxxA');
    expect(shape(episodeListItems(run, 'first'))).toEqual([1, 'ended', 5]);
    expect(shape(episodeListItems(run, 'latest'))).toEqual([5, 'ended', 1]);
  });

  it('removes inactive promotional episodes in both orders', () => {
    const withPromotions = buildEpisodes('pAqAP');
    expect(shape(episodeListItems(withPromotions, 'first'))).toEqual([2, 4, 5]);
    expect(shape(episodeListItems(withPromotions, 'latest'))).toEqual([5, 4, 2]);
  });
});
