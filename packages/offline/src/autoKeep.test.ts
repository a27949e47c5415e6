import type { Episode } from '@cw/contract/schemas';
import { buildFollowed, buildStore } from '@cw/fixtures';
import { describe, expect, it } from 'vitest';
import {
  AUTO_KEEP_EPISODES_PER_WORK,
  AUTO_KEEP_WORKS,
  type AutoKeepCandidate,
  type AutoKeepInput,
  autoKeepCandidates,
  DEFAULT_AUTO_KEEP_SETTING,
  parseAutoKeepSetting,
  planAutoKeep,
  serializeAutoKeepSetting,
} from './autoKeep';
import { BYTES_PER_MB } from './formatBytes';
import { estimateEpisodeBytes } from './sizeEstimate';
import { buildSavedEpisode, episodeOfWork } from './test/fixtures';

const now = new Date('2024-06-15T12:00:00+09:00');
// A 20-page episode at 1080 px WebP is estimated at 2,945,960 bytes.
const EPISODE_BYTES = estimateEpisodeBytes(
  { pageCount: 20 },
  { width: 1080, format: 'webp' },
).bytes;
// A limit with room for two such episodes, not three.
const LIMIT_MB = Math.ceil((2 * EPISODE_BYTES) / BYTES_PER_MB);
// Bytes of an auto-kept episode leaving less room than another episode takes.
const KEPT_BYTES = Math.round(LIMIT_MB * BYTES_PER_MB - EPISODE_BYTES / 2);

/** The newest episode `id` of followed work `workId`, updated on June `day`. */
function candidate(workId: number, id: number, day: number, episode: Partial<Episode> = {}) {
  const { work } = buildFollowed('work', workId);
  return {
    work: { id: work.id, code: work.code, title: work.title },
    episode: episodeOfWork(id, workId, {
      updateDate: `2024-06-${String(day).padStart(2, '0')}T12:00:00+09:00`,
      ...episode,
    }),
  } satisfies AutoKeepCandidate;
}

const base: AutoKeepInput = {
  setting: { enabled: true, limitMb: 200 },
  signedIn: true,
  candidates: [],
  library: [],
  width: 1080,
  format: 'webp',
  now,
};

const codes = (items: readonly { episode: Episode }[]) => items.map(({ episode }) => episode.code);

describe('planAutoKeep', () => {
  it('is off by default: nothing added, nothing evicted', () => {
    const plan = planAutoKeep({
      ...base,
      setting: DEFAULT_AUTO_KEEP_SETTING,
      candidates: [candidate(1, 101, 14)],
      library: [buildSavedEpisode(7, { origin: 'auto' })],
    });
    expect(DEFAULT_AUTO_KEEP_SETTING.enabled).toBe(false);
    expect(plan.add).toEqual([]);
    expect(plan.evict.removed).toEqual([]);
  });

  it('does nothing for a signed-out reader', () => {
    const plan = planAutoKeep({ ...base, signedIn: false, candidates: [candidate(1, 101, 14)] });
    expect(plan.add).toEqual([]);
  });

  it('adds the newest episodes of followed works, newest first, with their estimate', () => {
    const plan = planAutoKeep({
      ...base,
      candidates: [candidate(1, 101, 10), candidate(2, 201, 14), candidate(3, 301, 12)],
    });
    expect(codes(plan.add)).toEqual(['CW_000002_0201_E', 'CW_000003_0301_E', 'CW_000001_0101_E']);
    expect(plan.add[0]?.estimatedBytes).toBe(EPISODE_BYTES);
    expect(plan.keptBytes).toBe(3 * EPISODE_BYTES);
    expect(plan.limitBytes).toBe(200_000_000);
  });

  it("estimates a vertical-scroll work's episodes as strips, lighter than manga pages", () => {
    const plan = planAutoKeep({
      ...base,
      candidates: [{ ...candidate(1, 101, 14), scrollType: 'vsc' }],
    });
    const strips = estimateEpisodeBytes(
      { pageCount: 20, scrollType: 'vsc' },
      { width: 1080, format: 'webp' },
    ).bytes;
    expect(plan.add[0]?.estimatedBytes).toBe(strips);
    expect(strips).toBeLessThan(EPISODE_BYTES);
  });

  it('never exceeds the limit, keeping the newest', () => {
    const plan = planAutoKeep({
      ...base,
      setting: { enabled: true, limitMb: LIMIT_MB },
      candidates: [candidate(1, 101, 10), candidate(2, 201, 14), candidate(3, 301, 12)],
    });
    expect(codes(plan.add)).toEqual(['CW_000002_0201_E', 'CW_000003_0301_E']);
    expect(plan.keptBytes).toBeLessThanOrEqual(plan.limitBytes);
  });

  it('passes over an episode too large for what is left for older ones that fit', () => {
    const plan = planAutoKeep({
      ...base,
      setting: { enabled: true, limitMb: LIMIT_MB },
      candidates: [
        candidate(1, 101, 14, { internal: { ...episodeOfWork(101, 1).internal, pageCount: 60 } }),
        candidate(2, 201, 12),
      ],
    });
    expect(codes(plan.add)).toEqual(['CW_000002_0201_E']);
  });

  it('skips store-only, ended and expired episodes', () => {
    const plan = planAutoKeep({
      ...base,
      candidates: [
        candidate(1, 101, 14, { stores: [buildStore('amazon')] }),
        candidate(2, 201, 14, { isActive: false }),
        candidate(3, 301, 14, { deliveryPeriod: '2024-06-15T00:00:00+09:00' }),
        candidate(4, 401, 14, { deliveryPeriod: '2024-06-30T23:59:59+09:00' }),
      ],
    });
    expect(codes(plan.add)).toEqual(['CW_000004_0401_E']);
  });

  it('never evicts nor counts episodes saved by hand', () => {
    const manual = buildSavedEpisode(101, { workId: 1, origin: 'manual', bytes: 11_000_000 });
    const plan = planAutoKeep({
      ...base,
      setting: { enabled: true, limitMb: LIMIT_MB },
      candidates: [candidate(1, 101, 14), candidate(2, 201, 12), candidate(3, 301, 10)],
      library: [manual, buildSavedEpisode(9, { workId: 9, origin: 'manual' })],
    });
    expect(plan.evict.removed).toEqual([]);
    expect(codes(plan.add)).toEqual(['CW_000002_0201_E', 'CW_000003_0301_E']);
  });

  it('keeps what it already saved, counting its measured size, and adds nothing twice', () => {
    const kept = buildSavedEpisode(201, { workId: 2, origin: 'auto', bytes: KEPT_BYTES });
    const plan = planAutoKeep({
      ...base,
      setting: { enabled: true, limitMb: LIMIT_MB },
      candidates: [candidate(2, 201, 14), candidate(2, 201, 14), candidate(3, 301, 12)],
      library: [kept],
    });
    expect(plan.evict.removed).toEqual([]);
    expect(codes(plan.add)).toEqual([]);
    expect(plan.keptBytes).toBe(KEPT_BYTES);
  });

  it('evicts auto-kept episodes no longer among the newest, or over a lowered limit', () => {
    const old = buildSavedEpisode(200, { workId: 2, origin: 'auto', bytes: KEPT_BYTES });
    const unfollowed = buildSavedEpisode(900, { workId: 9, origin: 'auto', bytes: KEPT_BYTES });
    const newest = buildSavedEpisode(201, { workId: 2, origin: 'auto', bytes: KEPT_BYTES });
    const plan = planAutoKeep({
      ...base,
      setting: { enabled: true, limitMb: LIMIT_MB },
      candidates: [candidate(2, 201, 14), candidate(3, 301, 12), candidate(4, 401, 10)],
      library: [old, unfollowed, newest],
    });
    expect(plan.evict.deleteCaches).toEqual([
      'cw-offline-episode-CW_000002_0200_E',
      'cw-offline-episode-CW_000009_0900_E',
    ]);
    expect(plan.evict.library).toEqual([newest]);
    // What is kept and one more episode would pass the limit: nothing more is added.
    expect(codes(plan.add)).toEqual([]);
  });
});

describe('the auto-keep setting in storage', () => {
  it('survives a round trip', () => {
    const setting = { enabled: true, limitMb: 500 };
    expect(parseAutoKeepSetting(serializeAutoKeepSetting(setting))).toEqual(setting);
  });

  it('falls back to off for anything unreadable', () => {
    for (const text of [
      null,
      '',
      '{',
      '{"enabled":"yes","limitMb":200}',
      '{"enabled":true,"limitMb":123}',
    ]) {
      expect(parseAutoKeepSetting(text)).toEqual(DEFAULT_AUTO_KEEP_SETTING);
    }
  });
});

describe('autoKeepCandidates', () => {
  it('looks at the newest 3 episodes of each of the latest 20 followed works', () => {
    expect(AUTO_KEEP_WORKS).toBe(20);
    expect(AUTO_KEEP_EPISODES_PER_WORK).toBe(3);
  });

  it("takes the last episodes of each work's list, with how its pages turn", () => {
    const work = (id: number, scrollType: 'rtl' | 'vsc') => ({
      ...candidate(id, 1, 1).work,
      internal: { scrollType },
    });
    const first = work(1, 'rtl');
    const second = work(2, 'vsc');
    const episodes = (workId: number, count: number) =>
      Array.from({ length: count }, (_, i) => episodeOfWork(workId * 100 + i, workId));
    const firstEpisodes = episodes(1, 5);
    const secondEpisodes = episodes(2, 2);
    const candidates = autoKeepCandidates([
      { work: first, episodes: firstEpisodes },
      { work: second, episodes: secondEpisodes },
    ]);
    expect(candidates).toEqual([
      ...firstEpisodes.slice(2).map((episode) => ({ work: first, episode, scrollType: 'rtl' })),
      ...secondEpisodes.map((episode) => ({ work: second, episode, scrollType: 'vsc' })),
    ]);
    expect(candidates[0]?.work).toBe(first);
    expect(autoKeepCandidates([])).toEqual([]);
  });
});
