import { buildEpisode } from '@cw/fixtures';
import { describe, expect, it, vi } from 'vitest';
import * as episodeList from './index';

// The domain logic must not need React: with React gone (vi.mock is hoisted above the
// import), the package still loads and works.
vi.mock('react', () => ({}));
vi.mock('react-dom', () => ({}));

describe('@cw/episode-list without React', () => {
  it('chooses the read buttons of a new reader and names what a store sells', () => {
    const second = buildEpisode(2, { subTitle: '焼きたての約束' });
    const actions = episodeList.chooseReadActions({
      episodes: [buildEpisode(1), second],
      resume: null,
    });
    expect(actions.primary).toMatchObject({ kind: 'read', reason: 'first', episode: { id: 1 } });
    expect(actions.latest).toMatchObject({ kind: 'read', reason: 'latest', episode: { id: 2 } });
    expect(episodeList.storeSubjectName({ kind: 'episode', episode: second })).toBe(
      '第2話 焼きたての約束',
    );
  });
});
