// Builders of API data for tests and stories. No test-runner imports here: stories load
// this module in the browser, outside vitest.

import { buildEpisode, buildStore } from '@cw/api-client/fixtures';
import type {
  Episode,
  EpisodeSummary,
  OriginalDirection,
  ScrollType,
  Store,
  ViewerManifest,
  ViewerPage,
  WorkSummary,
} from '@cw/api-client/schemas';

/** Portrait page size of the built episodes, in pixels. */
export const PAGE_SIZE = { width: 1000, height: 1400 } as const;
/** Landscape size of a wide page (a spread drawn as one image). */
export const WIDE_PAGE_SIZE = { width: 2000, height: 1400 } as const;

export { buildEpisode, buildStore };

/** The summary of episode `id`, as the manifest links its neighbours. */
export function buildEpisodeSummary(id: number, overrides: Partial<EpisodeSummary> = {}) {
  const { code, title, subTitle, thumbnail, isNew, updateDate } = buildEpisode(id);
  return { id, code, title, subTitle, thumbnail, isNew, updateDate, ...overrides };
}

/** A work summary numbered `id`. */
export function buildWork(id: number, overrides: Partial<WorkSummary> = {}): WorkSummary {
  return {
    id,
    code: `CW_${String(id).padStart(6, '0')}_S`,
    title: `作品${id}`,
    thumbnail: `/v3/media/covers/${id}`,
    authors: [{ id: 1, name: '山田花子', role: '漫画' }],
    labelInfo: { id: 1, code: 'label1', name: 'レーベル', color: '#c8102e' },
    genre: { id: 1, name: 'ファンタジー' },
    isNew: false,
    latestUpdateDate: '2024-01-01T12:00:00+09:00',
    serializationStatus: 'ongoing',
    followerCount: 10,
    isOneShot: false,
    language: 'ja',
    latestEpisode: null,
    ...overrides,
  };
}

/** Options of {@link buildManifest}. */
export interface ManifestOptions {
  readonly pageCount?: number;
  /** Zero-based indexes of landscape (wide) pages. */
  readonly widePages?: readonly number[];
  readonly scrollType?: ScrollType;
  readonly originalDirection?: OriginalDirection;
  /** Page image URL; by default the media service's base path of the page. */
  readonly pageSrc?: (index: number, size: { width: number; height: number }) => string;
  readonly episode?: Partial<Episode>;
  readonly previousEpisode?: EpisodeSummary | null;
  readonly nextEpisode?: EpisodeSummary | null;
  readonly volumeStores?: readonly Store[];
}

/**
 * Episode 2 of work 1: `pageCount` portrait pages (9 by default), `rtl`, between episodes 1
 * and 3.
 */
export function buildManifest({
  pageCount = 9,
  widePages = [],
  scrollType = 'rtl',
  originalDirection = scrollType === 'vsc' ? 'ttb' : scrollType,
  pageSrc,
  episode,
  previousEpisode = buildEpisodeSummary(1),
  nextEpisode = buildEpisodeSummary(3),
  volumeStores = [],
}: ManifestOptions = {}): ViewerManifest {
  const builtEpisode = buildEpisode(2, episode);
  const pages: ViewerPage[] = Array.from({ length: pageCount }, (_, index) => {
    const size = widePages.includes(index) ? WIDE_PAGE_SIZE : PAGE_SIZE;
    return {
      index,
      ...size,
      src: pageSrc?.(index, size) ?? `/v3/media/pages/${builtEpisode.id}/${index}`,
    };
  });
  return {
    episode: {
      ...builtEpisode,
      internal: { ...builtEpisode.internal, pageCount },
    },
    work: { ...buildWork(1), scrollType, originalDirection },
    pages,
    previousEpisode,
    nextEpisode,
    volumeStores: [...volumeStores],
  };
}

/** A `Storage`-like map for the preference store, with the raw values visible. */
export function memoryStorage(initial: Record<string, string> = {}) {
  const values = new Map(Object.entries(initial));
  return {
    values,
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => {
      values.set(key, value);
    },
  };
}
