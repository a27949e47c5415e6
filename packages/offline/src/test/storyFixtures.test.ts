import { KANA } from '@cw/vitest-config/locale';
import { describe, expect, it } from 'vitest';
import { storageNearlyFull } from '../storageQuota';
import {
  CHINESE_TITLES_VIEW,
  EMPTY_VIEW,
  ENGLISH_TITLES_VIEW,
  NEARLY_FULL_QUOTA,
  NO_QUOTA,
  ONE_WORK_VIEW,
  ROOMY_QUOTA,
  SEVERAL_WORKS_VIEW,
} from './storyFixtures';

describe('story fixtures', () => {
  it('group as the stories say: the latest saved work first, episodes in order', () => {
    expect(EMPTY_VIEW).toEqual({ works: [], episodeCount: 0, totalBytes: 0 });
    expect(ONE_WORK_VIEW.works.map((work) => work.episodes.map((e) => e.title))).toEqual([
      ['第1話', '第2話'],
    ]);
    expect(SEVERAL_WORKS_VIEW.works.map((work) => work.workTitle)).toEqual([
      '異世界でのんびり農家を始めました〜スローライフは突然に〜',
      '海辺の町のパン屋さん',
      '放課後の天文部',
    ]);
    expect(SEVERAL_WORKS_VIEW.episodeCount).toBe(5);
    expect(SEVERAL_WORKS_VIEW.totalBytes).toBe(31_800_000);
  });

  it('title the works of the language groups with no kana', () => {
    for (const view of [ENGLISH_TITLES_VIEW, CHINESE_TITLES_VIEW]) {
      expect(view.works.map((work) => work.episodes.length)).toEqual([2, 1]);
      for (const work of view.works) {
        expect(work.workTitle).not.toMatch(KANA);
        for (const episode of work.episodes) {
          expect(`${episode.title} ${episode.subTitle ?? ''}`).not.toMatch(KANA);
        }
      }
    }
  });

  it('cover a roomy, a nearly full and an unknown quota', () => {
    expect(ROOMY_QUOTA.summaryText).toBe('45.2 MB / 1.2 GB 使用中（4%）');
    expect(storageNearlyFull(ROOMY_QUOTA)).toBe(false);
    expect(NEARLY_FULL_QUOTA.summaryText).toBe('286 MB / 300 MB 使用中（96%）');
    expect(storageNearlyFull(NEARLY_FULL_QUOTA)).toBe(true);
    expect(NO_QUOTA.quotaBytes).toBeNull();
  });
});
