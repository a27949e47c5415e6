import { buildViewerManifest } from '@cw/fixtures';
import { describe, expect, it } from 'vitest';
import {
  deleteFromLibrary,
  groupSavedLibrary,
  parseLibrary,
  savedEpisodeOf,
  serializeLibrary,
  withSavedEpisode,
} from './savedLibrary';
import { buildSavedEpisode } from './test/fixtures';

const now = new Date('2024-03-01T12:00:00+09:00');

// Work 1: episodes 2 and 3 saved on 3/1; work 2: episode 5 saved on 3/2 (the latest save).
const library = [
  buildSavedEpisode(3, { bytes: 4_000_000 }),
  buildSavedEpisode(2, { bytes: 5_000_000 }),
  buildSavedEpisode(5, { workId: 2, bytes: 6_000_000, savedAt: '2024-03-02T03:00:00.000Z' }),
];

describe('savedEpisodeOf', () => {
  it('records what the saved list and expiry need from the manifest', () => {
    const manifest = buildViewerManifest({
      pageCount: 12,
      episode: { deliveryPeriod: '2024-03-31T23:59:59+09:00', subTitle: '出会い' },
    });
    expect(
      savedEpisodeOf(manifest, {
        width: 1080,
        format: 'avif',
        bytes: 2_100_000,
        origin: 'manual',
        now,
      }),
    ).toEqual({
      episodeId: 2,
      episodeCode: 'CW_000001_0002_E',
      episodeNo: 2,
      title: '第2話',
      subTitle: '出会い',
      workId: 1,
      workCode: 'CW_000001_S',
      workTitle: '作品1',
      pageCount: 12,
      width: 1080,
      format: 'avif',
      bytes: 2_100_000,
      savedAt: '2024-03-01T03:00:00.000Z',
      deliveryPeriod: '2024-03-31T23:59:59+09:00',
      origin: 'manual',
    });
  });
});

describe('withSavedEpisode', () => {
  it('adds an episode, and replaces one saved again', () => {
    const added = withSavedEpisode(library, buildSavedEpisode(4));
    expect(added.map((episode) => episode.episodeCode)).toContain('CW_000001_0004_E');
    const again = withSavedEpisode(added, buildSavedEpisode(4, { bytes: 1 }));
    expect(again).toHaveLength(added.length);
    expect(again.find((episode) => episode.episodeNo === 4)?.bytes).toBe(1);
  });

  it('keeps a manual save manual when auto-keep saves it again', () => {
    const manual = [buildSavedEpisode(4, { origin: 'manual' })];
    expect(withSavedEpisode(manual, buildSavedEpisode(4, { origin: 'auto' }))[0]?.origin).toBe(
      'manual',
    );
    const auto = [buildSavedEpisode(4, { origin: 'auto' })];
    expect(withSavedEpisode(auto, buildSavedEpisode(4, { origin: 'manual' }))[0]?.origin).toBe(
      'manual',
    );
  });
});

describe('groupSavedLibrary', () => {
  it('groups by work, latest save first, episodes in order, with sizes and the total', () => {
    const view = groupSavedLibrary(library);
    expect(view.works.map((work) => [work.workTitle, work.bytes])).toEqual([
      ['作品2', 6_000_000],
      ['作品1', 9_000_000],
    ]);
    expect(view.works[1]?.episodes.map((episode) => episode.title)).toEqual(['第2話', '第3話']);
    expect(view.episodeCount).toBe(3);
    expect(view.totalBytes).toBe(15_000_000);
  });

  it('shows an empty library as nothing', () => {
    expect(groupSavedLibrary([])).toEqual({ works: [], episodeCount: 0, totalBytes: 0 });
  });
});

describe('deleteFromLibrary', () => {
  it('deletes one episode and its cache', () => {
    const plan = deleteFromLibrary(library, { kind: 'episode', episodeCode: 'CW_000001_0002_E' });
    expect(plan.library.map((episode) => episode.episodeCode)).toEqual([
      'CW_000001_0003_E',
      'CW_000002_0005_E',
    ]);
    expect(plan.deleteCaches).toEqual(['cw-offline-episode-CW_000001_0002_E']);
    expect(plan.freedBytes).toBe(5_000_000);
  });

  it('deletes a work', () => {
    const plan = deleteFromLibrary(library, { kind: 'work', workCode: 'CW_000001_S' });
    expect(plan.library.map((episode) => episode.workCode)).toEqual(['CW_000002_S']);
    expect(plan.deleteCaches).toEqual([
      'cw-offline-episode-CW_000001_0003_E',
      'cw-offline-episode-CW_000001_0002_E',
    ]);
    expect(plan.freedBytes).toBe(9_000_000);
  });

  it('deletes everything', () => {
    const plan = deleteFromLibrary(library, { kind: 'all' });
    expect(plan.library).toEqual([]);
    expect(plan.deleteCaches).toHaveLength(3);
    expect(plan.freedBytes).toBe(15_000_000);
  });

  it('changes nothing for what is not saved', () => {
    const plan = deleteFromLibrary(library, { kind: 'episode', episodeCode: 'CW_000009_0001_E' });
    expect(plan.library).toEqual(library);
    expect(plan.deleteCaches).toEqual([]);
  });
});

describe('serializeLibrary and parseLibrary', () => {
  it('survive a round trip', () => {
    expect(parseLibrary(serializeLibrary(library))).toEqual(library);
  });

  it('give an empty library for missing or unreadable text, never a crash', () => {
    for (const text of [
      null,
      undefined,
      '',
      '{oops',
      'null',
      '[]',
      '{"version":2,"episodes":[]}',
    ]) {
      expect(parseLibrary(text)).toEqual([]);
    }
  });

  it('drop invalid records one by one and keep the last of duplicates', () => {
    const [first, second] = library;
    const text = JSON.stringify({
      version: 1,
      episodes: [
        first,
        { ...second, bytes: -1 },
        { ...second, format: 'png' },
        { ...second, episodeCode: 'no spaces allowed' },
        'junk',
        { ...first, bytes: 7 },
      ],
    });
    expect(parseLibrary(text)).toEqual([{ ...first, bytes: 7 }]);
  });

  it('keep only the known fields', () => {
    const text = JSON.stringify({ version: 1, episodes: [{ ...library[0], extra: 'x' }] });
    expect(parseLibrary(text)[0]).not.toHaveProperty('extra');
  });
});
