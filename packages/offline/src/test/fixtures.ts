import type { Episode } from '@cw/contract/schemas';
import { buildEpisode, buildViewerManifest, buildWorkSummary } from '@cw/fixtures';
import { type SavedEpisode, savedEpisodeOf } from '../savedLibrary';

/**
 * Saved episode `id` of work `workId` (code `CW_{work}_{id}_E`), saved manually at 1080 px
 * WebP on 2024-03-01 in Japan, with overrides: built through `savedEpisodeOf` from a manifest
 * of the API client's fixtures.
 */
export function buildSavedEpisode(
  id: number,
  {
    workId = 1,
    episode = {},
    ...overrides
  }: Partial<SavedEpisode> & { workId?: number; episode?: Partial<Episode> } = {},
): SavedEpisode {
  const manifest = buildViewerManifest({ episode: { ...episodeOfWork(id, workId), ...episode } });
  const work = buildWorkSummary(workId);
  return {
    ...savedEpisodeOf(
      { ...manifest, work: { ...manifest.work, id: work.id, code: work.code, title: work.title } },
      {
        width: 1080,
        format: 'webp',
        bytes: 5_000_000,
        origin: 'manual',
        now: new Date('2024-03-01T12:00:00+09:00'),
      },
    ),
    ...overrides,
  };
}

/** Episode `id` of work `workId`, numbered `id`, as the API client's fixtures build it. */
export function episodeOfWork(id: number, workId: number, overrides: Partial<Episode> = {}) {
  const base = buildEpisode(id);
  return {
    ...base,
    code: `CW_${String(workId).padStart(6, '0')}_${String(id).padStart(4, '0')}_E`,
    ...overrides,
  } satisfies Episode;
}
