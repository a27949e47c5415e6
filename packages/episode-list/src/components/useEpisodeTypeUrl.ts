'use client';

import type { EpisodeType } from '@cw/contract/schemas';
import { useCallback, useEffect, useSyncExternalStore } from 'react';
import {
  type EpisodeListContent,
  type EpisodeSortOrder,
  resolveEpisodeTypeFromUrl,
} from '../episodeTypeUrl';

/** Dispatched on `window` after this hook replaced the URL, so every user re-reads it. */
const LOCATION_CHANGE_EVENT = 'cw-episode-list:locationchange';

export interface UseEpisodeTypeUrlOptions {
  /** The query the server rendered with (`'?episodeType=comics'`), for hydration. */
  serverSearch?: string;
  /** The sort a missing `episodeType` is filled with; `first` by default. */
  lastSort?: EpisodeSortOrder;
}

export interface EpisodeTypeUrl {
  /** Tab and sort to show, resolved by the spec's URL rules. */
  episodeType: EpisodeType;
  /** The current query, as `window.location.search` (`''` when empty). */
  searchParams: string;
  /** Puts a search string from `EpisodeList` in the URL, replacing the entry. */
  onEpisodeTypeChange: (search: string) => void;
}

function subscribe(onChange: () => void): () => void {
  window.addEventListener('popstate', onChange);
  window.addEventListener(LOCATION_CHANGE_EVENT, onChange);
  return () => {
    window.removeEventListener('popstate', onChange);
    window.removeEventListener(LOCATION_CHANGE_EVENT, onChange);
  };
}

function readSearch(): string {
  return window.location.search;
}

/**
 * Replaces the query of the current history entry, without reload or a new entry; keeps the
 * path, the hash and `history.state` (routers keep their own data there).
 */
function replaceSearch(search: string): void {
  const { pathname, hash } = window.location;
  window.history.replaceState(window.history.state, '', `${pathname}${search}${hash}`);
  window.dispatchEvent(new Event(LOCATION_CHANGE_EVENT));
}

/**
 * The `episodeType` URL state of the episode list on `window.location` and `history`, for an
 * app that lets the list own this query parameter (spec sections 2 and 4):
 *
 * - the tab and sort come from `?episodeType=` (`first`, `latest`, `comics`; else ignored);
 * - a missing (or ignored) value is filled with the current tab by replacing the URL;
 * - `co=true` drops `episodeType` from the URL;
 * - a choice in the list replaces the URL with the search string the list computed.
 *
 * The rules are `resolveEpisodeTypeFromUrl`'s; this hook only reads and writes the URL. It
 * follows back/forward navigation (`popstate`).
 *
 * @example
 * const url = useEpisodeTypeUrl(
 *   { hasEpisodes: work.episodes.length > 0, hasVolumes: work.volumes.length > 0 },
 *   { serverSearch },
 * );
 * <EpisodeList {...url} episodes={work.episodes} volumes={work.volumes} … />
 */
export function useEpisodeTypeUrl(
  { hasEpisodes, hasVolumes }: EpisodeListContent,
  { serverSearch = '', lastSort = 'first' }: UseEpisodeTypeUrlOptions = {},
): EpisodeTypeUrl {
  const search = useSyncExternalStore(subscribe, readSearch, () => serverSearch);
  const { episodeType, replaceUrl } = resolveEpisodeTypeFromUrl(new URLSearchParams(search), {
    hasEpisodes,
    hasVolumes,
    lastSort,
  });

  useEffect(() => {
    // While hydrating, `search` is the server's; act once it is the page's own.
    if (replaceUrl !== null && search === window.location.search) replaceSearch(replaceUrl);
  }, [search, replaceUrl]);

  const onEpisodeTypeChange = useCallback((next: string) => {
    if (next !== window.location.search) replaceSearch(next);
  }, []);

  return { episodeType, searchParams: search, onEpisodeTypeChange };
}
