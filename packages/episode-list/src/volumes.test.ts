import { buildVolume, buildVolumes } from '@cw/fixtures';
import { describe, expect, it } from 'vitest';
import {
  EPISODES_PER_VOLUME,
  splitVisibleVolumes,
  VOLUMES_INITIALLY_SHOWN,
  volumeTrialEpisodes,
} from './volumes';

const ids = (list: readonly { id: number }[]) => list.map((item) => item.id);

describe('splitVisibleVolumes', () => {
  it('shows 5 volumes at first', () => {
    expect(VOLUMES_INITIALLY_SHOWN).toBe(5);
  });

  it('needs no toggle with exactly 5 volumes', () => {
    const split = splitVisibleVolumes(buildVolumes(5), { expanded: false });
    expect(ids(split.visible)).toEqual([1, 2, 3, 4, 5]);
    expect(split.hiddenCount).toBe(0);
    expect(split.toggleLabel).toBeNull();
  });

  it('hides the 6th volume behind 全6巻を表示, in API order', () => {
    const split = splitVisibleVolumes(buildVolumes(6), { expanded: false });
    expect(ids(split.visible)).toEqual([1, 2, 3, 4, 5]);
    expect(split.hiddenCount).toBe(1);
    expect(split.toggleLabel).toBe('全6巻を表示');
  });

  it('shows all with 閉じる when expanded', () => {
    const split = splitVisibleVolumes(buildVolumes(12), { expanded: true });
    expect(split.visible).toHaveLength(12);
    expect(split.toggleLabel).toBe('閉じる');
  });

  it('counts every volume in the label', () => {
    expect(splitVisibleVolumes(buildVolumes(12), { expanded: false }).toggleLabel).toBe(
      '全12巻を表示',
    );
  });
});

describe('volumeTrialEpisodes', () => {
  it('shows 3 trial episodes per volume', () => {
    expect(EPISODES_PER_VOLUME).toBe(3);
  });

  it('needs no toggle with exactly 3 episodes', () => {
    const split = volumeTrialEpisodes(buildVolume(1, { episodeCount: 3 }), { expanded: false });
    expect(ids(split.visible)).toEqual([101, 102, 103]);
    expect(split.toggleLabel).toBeNull();
  });

  it('hides the 4th episode behind 全4話を表示', () => {
    const split = volumeTrialEpisodes(buildVolume(1, { episodeCount: 4 }), { expanded: false });
    expect(ids(split.visible)).toEqual([101, 102, 103]);
    expect(split.hiddenCount).toBe(1);
    expect(split.toggleLabel).toBe('全4話を表示');
  });

  it('shows all with 閉じる when expanded', () => {
    const split = volumeTrialEpisodes(buildVolume(1, { episodeCount: 4 }), { expanded: true });
    expect(split.visible).toHaveLength(4);
    expect(split.toggleLabel).toBe('閉じる');
  });

  it('handles a volume without trial episodes', () => {
    expect(volumeTrialEpisodes(buildVolume(1), { expanded: false })).toEqual({
      visible: [],
      hiddenCount: 0,
      toggleLabel: null,
    });
  });
});
