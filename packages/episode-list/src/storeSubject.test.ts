import { buildEpisode, buildVolume } from '@cw/fixtures';
import { describe, expect, it } from 'vitest';
import { storeSubjectName } from './storeSubject';

describe('storeSubjectName', () => {
  it('names a volume by its title, as the API writes it', () => {
    const volume = buildVolume(3, { title: 'ねこと魔法のパン屋さん（3）' });
    expect(storeSubjectName({ kind: 'volume', volume })).toBe('ねこと魔法のパン屋さん（3）');
  });

  it('names an episode by its title and subtitle', () => {
    const episode = buildEpisode(2, { subTitle: '焼きたての約束' });
    expect(storeSubjectName({ kind: 'episode', episode })).toBe('第2話 焼きたての約束');
  });

  it('names an episode without a subtitle by its title alone', () => {
    expect(storeSubjectName({ kind: 'episode', episode: buildEpisode(2) })).toBe('第2話');
  });

  it('names the work first where the page does not (the viewer’s store-only screen)', () => {
    const work = { title: 'ねこと魔法のパン屋さん' };
    expect(storeSubjectName({ kind: 'episode', episode: buildEpisode(4), work })).toBe(
      'ねこと魔法のパン屋さん 第4話',
    );
    const episode = buildEpisode(2, { subTitle: '焼きたての約束' });
    expect(storeSubjectName({ kind: 'episode', episode, work })).toBe(
      'ねこと魔法のパン屋さん 第2話 焼きたての約束',
    );
  });
});
