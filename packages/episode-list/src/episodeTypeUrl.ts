import { EPISODE_TYPES, type EpisodeType } from '@cw/contract/constants';

/** The two tabs of the episode list section: serial episodes (話) and volumes (コミックス). */
export type EpisodeListTab = 'episodes' | 'comics';

/** Order of the episodes tab: from episode 1 or from the latest episode. */
export type EpisodeSortOrder = Extract<EpisodeType, 'first' | 'latest'>;

/** Query parameter holding the tab and sort: `first`, `latest` or `comics`. */
export const EPISODE_TYPE_PARAM = 'episodeType';

/** Query flag that, set to `true`, makes the page drop `episodeType` from the URL. */
export const DROP_EPISODE_TYPE_PARAM = 'co';

/** What the work offers; decides which tabs exist and which `episodeType` values apply. */
export interface EpisodeListContent {
  hasEpisodes: boolean;
  hasVolumes: boolean;
}

/** The tab state read from the URL, and the search string to replace the URL with, if any. */
export interface ResolvedEpisodeType {
  episodeType: EpisodeType;
  /** New search (`'?a=1&episodeType=first'`, or `''` when empty) for a replace without reload. */
  replaceUrl: string | null;
}

/**
 * Reads an `episodeType` query value. Only `first`, `latest` and `comics` count; anything
 * else (including a missing value) gives `null`, so it is ignored.
 *
 * @example
 * parseEpisodeType('latest'); //=> 'latest'
 * parseEpisodeType('LATEST'); //=> null
 */
export function parseEpisodeType(value: string | null | undefined): EpisodeType | null {
  return EPISODE_TYPES.find((type) => type === value) ?? null;
}

/**
 * The tab an `episodeType` belongs to: `comics` to the comics tab, a sort to the episodes tab.
 *
 * @example
 * tabOfEpisodeType('latest'); //=> 'episodes'
 */
export function tabOfEpisodeType(episodeType: EpisodeType): EpisodeListTab {
  return episodeType === 'comics' ? 'comics' : 'episodes';
}

/**
 * The tabs to show. Tabs appear only when the work has both episodes and volumes; with one
 * kind (or none) the list is shown without tabs.
 *
 * @example
 * resolveTabs({ hasEpisodes: true, hasVolumes: true }); //=> ['episodes', 'comics']
 * resolveTabs({ hasEpisodes: true, hasVolumes: false }); //=> []
 */
export function resolveTabs({ hasEpisodes, hasVolumes }: EpisodeListContent): EpisodeListTab[] {
  return hasEpisodes && hasVolumes ? ['episodes', 'comics'] : [];
}

/**
 * Reads the tab state from the page query and says how to correct the URL.
 *
 * - A valid value that applies to the work is used as is (`replaceUrl: null`).
 * - A missing value is filled with the current tab: the episodes tab in `lastSort` order when
 *   the work has episodes, else `comics`. The URL is replaced without reload.
 * - An invalid value, or one that does not apply (`comics` for a work without volumes,
 *   `first`/`latest` for one without episodes), is ignored: treated as missing.
 * - `co=true` drops `episodeType` from the URL (`replaceUrl` is `null` when there was none)
 *   and the page shows the current tab, so what is shown matches what a reload would show.
 *   `co` itself stays.
 * - A work with neither episodes nor volumes leaves the URL alone.
 *
 * Other query parameters are kept in their order.
 *
 * @example
 * resolveEpisodeTypeFromUrl(new URLSearchParams('ref=top'), {
 *   hasEpisodes: true,
 *   hasVolumes: true,
 *   lastSort: 'first',
 * }); //=> { episodeType: 'first', replaceUrl: '?ref=top&episodeType=first' }
 */
export function resolveEpisodeTypeFromUrl(
  searchParams: URLSearchParams,
  {
    hasEpisodes,
    hasVolumes,
    lastSort = 'first',
  }: EpisodeListContent & { lastSort?: EpisodeSortOrder },
): ResolvedEpisodeType {
  const raw = searchParams.get(EPISODE_TYPE_PARAM);
  const requested = parseEpisodeType(raw);
  if (!hasEpisodes && !hasVolumes) {
    return { episodeType: requested ?? lastSort, replaceUrl: null };
  }

  const current: EpisodeType = hasEpisodes ? lastSort : 'comics';
  if (asksToDropEpisodeType(searchParams)) {
    if (raw === null) return { episodeType: current, replaceUrl: null };
    const params = new URLSearchParams(searchParams);
    params.delete(EPISODE_TYPE_PARAM);
    return { episodeType: current, replaceUrl: toSearch(params) };
  }

  const applies =
    requested !== null && (tabOfEpisodeType(requested) === 'comics' ? hasVolumes : hasEpisodes);
  if (applies) return { episodeType: requested, replaceUrl: null };

  const params = new URLSearchParams(searchParams);
  params.set(EPISODE_TYPE_PARAM, current);
  return { episodeType: current, replaceUrl: toSearch(params) };
}

/**
 * The search string after the reader chooses a tab: the episodes tab restores the last sort
 * (`first` by default), the comics tab sets `comics`. Other parameters are kept, except
 * `co`: the reader's choice replaces the drop request, which would otherwise erase it at once.
 *
 * @example
 * selectTab(new URLSearchParams('episodeType=comics&ref=top'), 'episodes', 'latest');
 * //=> '?episodeType=latest&ref=top'
 */
export function selectTab(
  searchParams: URLSearchParams,
  tab: EpisodeListTab,
  lastSort: EpisodeSortOrder = 'first',
): string {
  return withEpisodeType(searchParams, tab === 'comics' ? 'comics' : lastSort);
}

/**
 * The search string after the reader switches the sort toggle of the episodes tab. Like
 * {@link selectTab}, it keeps other parameters and drops `co`.
 *
 * @example
 * selectSort(new URLSearchParams('episodeType=first'), 'latest'); //=> '?episodeType=latest'
 */
export function selectSort(searchParams: URLSearchParams, order: EpisodeSortOrder): string {
  return withEpisodeType(searchParams, order);
}

function withEpisodeType(searchParams: URLSearchParams, episodeType: EpisodeType): string {
  // Not `delete(name, value)` or `has(name, value)`: Safari before 17 ignores the value.
  const params = new URLSearchParams(
    [...searchParams].filter(([name, value]) => !isDropRequest(name, value)),
  );
  params.set(EPISODE_TYPE_PARAM, episodeType);
  return toSearch(params);
}

function asksToDropEpisodeType(searchParams: URLSearchParams): boolean {
  return [...searchParams].some(([name, value]) => isDropRequest(name, value));
}

function isDropRequest(name: string, value: string): boolean {
  return name === DROP_EPISODE_TYPE_PARAM && value === 'true';
}

function toSearch(params: URLSearchParams): string {
  const search = params.toString();
  return search === '' ? '' : `?${search}`;
}
