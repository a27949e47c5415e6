import { describe, expect, it } from 'vitest';
import { collapseInactiveEpisodes } from './collapseInactiveEpisodes';
import { sortEpisodes } from './sortEpisodes';
import { buildEpisodes, shape } from './test/episodePattern';

const ids = (episodes: readonly { id: number }[]) => episodes.map((episode) => episode.id);

describe('sortEpisodes', () => {
  it('keeps the API order (from episode 1) for first', () => {
    expect(ids(sortEpisodes(buildEpisodes('AAxA'), 'first'))).toEqual([1, 2, 3, 4]);
  });

  it('reverses it for latest', () => {
    expect(ids(sortEpisodes(buildEpisodes('AAxA'), 'latest'))).toEqual([4, 3, 2, 1]);
  });

  it('keeps promotional episodes where the API placed them', () => {
    expect(ids(sortEpisodes(buildEpisodes('APA'), 'latest'))).toEqual([3, 2, 1]);
  });

  it('does not touch its input', () => {
    const episodes = buildEpisodes('AAA');
    sortEpisodes(episodes, 'latest');
    expect(ids(episodes)).toEqual([1, 2, 3]);
    expect(sortEpisodes(episodes, 'first')).not.toBe(episodes);
  });

  it('must come before collapsing: reversing collapsed lines would lose the right marker', () => {
    const episodes = buildEpisodes('xAAx');
    const sortedThenCollapsed = shape(collapseInactiveEpisodes(sortEpisodes(episodes, 'latest')));
    const collapsedThenReversed = shape(collapseInactiveEpisodes(episodes)).reverse();
    expect(sortedThenCollapsed).toEqual([3, 2, 'ended']);
    expect(collapsedThenReversed).toEqual(['ended', 3, 2]);
  });
});
