import type {
  InfiniteData,
  QueryClient,
  QueryKey,
  UseMutationOptions,
} from '@tanstack/react-query';
import type { ApiClient } from '../client/createApiClient';
import type { EndpointInput, EndpointName } from '../endpoints/endpoints';
import type { FollowedLabelPage, FollowedSeriesPage, FollowStatus } from '../schemas/follows';
import type { HistoryEntryPage, HistoryMap } from '../schemas/history';
import type { FavoriteStatus } from '../schemas/membership';
import { mutationKey, queryKeys } from './queryKeys';
import { refetchReadHistory } from './readHistory';

/** Cached data as it was before an optimistic update, restored if the call fails. */
export type OptimisticSnapshot = Array<[QueryKey, unknown]>;

/** Options of one mutation of this package; pass to `useMutation`. */
export type ApiMutationOptions<Data, Variables> = UseMutationOptions<
  Data,
  Error,
  Variables,
  OptimisticSnapshot
>;

type Edit = { queryKey: QueryKey; update: (old: unknown) => unknown };

/** An optimistic change to every cached query under `queryKey`. */
function edit<Data>(queryKey: QueryKey, update: (old: Data) => Data): Edit {
  return { queryKey, update: update as (old: unknown) => unknown };
}

async function applyEdits(queryClient: QueryClient, edits: Edit[]): Promise<OptimisticSnapshot> {
  // A refetch landing after the optimistic write would overwrite it with the old state.
  await Promise.all(edits.map(({ queryKey }) => queryClient.cancelQueries({ queryKey })));
  const snapshot: OptimisticSnapshot = [];
  for (const { queryKey, update } of edits) {
    snapshot.push(...queryClient.getQueriesData({ queryKey }));
    // An endpoint's key also covers its infinite lists (`apiInfiniteQuery`): their cached data
    // holds `pages`, each edited alike. No answer of an edited endpoint has a `pages` field.
    queryClient.setQueriesData({ queryKey }, (old?: Partial<InfiniteData<unknown>> | null) =>
      old?.pages ? { ...old, pages: old.pages.map(update) } : old === undefined ? old : update(old),
    );
  }
  return snapshot;
}

function restore(queryClient: QueryClient, snapshot: OptimisticSnapshot | undefined): void {
  // Backwards, so the oldest copy of a query edited twice is the one left.
  for (const [queryKey, data] of [...(snapshot ?? [])].reverse()) {
    queryClient.setQueryData(queryKey, data);
  }
}

/**
 * The optimistic pattern every mutation here follows: cancel and snapshot the affected queries
 * and edit them (onMutate), restore the snapshot on error (onError), store the server's answer
 * (onSuccess), then refetch what the change touched (onSettled).
 */
function optimisticMutation<Data, Variables>(
  queryClient: QueryClient,
  config: {
    name: EndpointName;
    mutationFn: (variables: Variables) => Promise<Data>;
    edits: (variables: Variables) => Edit[];
    store?: (data: Data, variables: Variables) => void;
    settle: (variables: Variables) => Promise<unknown>;
  },
): ApiMutationOptions<Data, Variables> {
  return {
    mutationKey: mutationKey(config.name),
    mutationFn: config.mutationFn,
    onMutate: (variables) => applyEdits(queryClient, config.edits(variables)),
    onError: (_error, _variables, snapshot) => restore(queryClient, snapshot),
    onSuccess: (data, variables) => config.store?.(data, variables),
    onSettled: (_data, _error, variables) => config.settle(variables),
  };
}

type Page<Item> = { items: Item[]; total: number; hasNext: boolean };

function withoutItems<P extends Page<unknown>>(
  page: P,
  remove: (item: P['items'][number]) => boolean,
): P {
  const items = page.items.filter((item) => !remove(item));
  return { ...page, items, total: Math.max(0, page.total - (page.items.length - items.length)) };
}

const invalidate = (queryClient: QueryClient, ...queryKeysToRefetch: QueryKey[]) =>
  Promise.all(queryKeysToRefetch.map((queryKey) => queryClient.invalidateQueries({ queryKey })));

/**
 * Follow a work: its follow status turns on at once and reverts if the call fails.
 *
 * @example
 * const follow = useMutation(followSeriesMutation(client, queryClient));
 * follow.mutate({ workId: work.id });
 */
export function followSeriesMutation(client: ApiClient, queryClient: QueryClient) {
  return optimisticMutation(queryClient, {
    name: 'followSeries',
    mutationFn: (variables: EndpointInput<'followSeries'>) => client.followSeries(variables),
    edits: ({ workId }) => [
      edit<FollowStatus>(queryKeys.seriesFollowStatus(workId), (status) => ({
        ...status,
        isFollowing: true,
      })),
    ],
    store: (status, { workId }) => {
      queryClient.setQueryData(queryKeys.seriesFollowStatus(workId), status);
    },
    settle: ({ workId }) =>
      invalidate(
        queryClient,
        queryKeys.seriesFollowStatus(workId),
        queryKeys.endpoint('getFollowedSeries'),
      ),
  });
}

/**
 * Unfollow works: their statuses turn off and they leave the cached followed-works pages at once.
 *
 * @example
 * const unfollow = useMutation(unfollowSeriesMutation(client, queryClient));
 * unfollow.mutate({ workIds: selected });
 */
export function unfollowSeriesMutation(client: ApiClient, queryClient: QueryClient) {
  return optimisticMutation(queryClient, {
    name: 'unfollowSeries',
    mutationFn: (variables: EndpointInput<'unfollowSeries'>) => client.unfollowSeries(variables),
    edits: ({ workIds }) => [
      ...workIds.map((workId) =>
        edit<FollowStatus>(queryKeys.seriesFollowStatus(workId), () => ({
          isFollowing: false,
          notification: false,
        })),
      ),
      edit<FollowedSeriesPage>(queryKeys.endpoint('getFollowedSeries'), (page) =>
        withoutItems(page, (followed) => workIds.includes(followed.work.id)),
      ),
    ],
    settle: ({ workIds }) =>
      invalidate(
        queryClient,
        ...workIds.map((workId) => queryKeys.seriesFollowStatus(workId)),
        queryKeys.endpoint('getFollowedSeries'),
      ),
  });
}

/**
 * Turn update notifications of a followed work on or off.
 *
 * @example
 * const toggle = useMutation(setSeriesNotificationMutation(client, queryClient));
 * toggle.mutate({ seriesId: work.id, notification: !status.notification });
 */
export function setSeriesNotificationMutation(client: ApiClient, queryClient: QueryClient) {
  return optimisticMutation(queryClient, {
    name: 'setSeriesNotification',
    mutationFn: (variables: EndpointInput<'setSeriesNotification'>) =>
      client.setSeriesNotification(variables),
    edits: ({ seriesId, notification }) => [
      edit<FollowStatus>(queryKeys.seriesFollowStatus(seriesId), (status) => ({
        ...status,
        notification,
      })),
      edit<FollowedSeriesPage>(queryKeys.endpoint('getFollowedSeries'), (page) => ({
        ...page,
        items: page.items.map((followed) =>
          followed.work.id === seriesId ? { ...followed, notification } : followed,
        ),
      })),
    ],
    store: (status, { seriesId }) => {
      queryClient.setQueryData(queryKeys.seriesFollowStatus(seriesId), status);
    },
    settle: ({ seriesId }) =>
      invalidate(
        queryClient,
        queryKeys.seriesFollowStatus(seriesId),
        queryKeys.endpoint('getFollowedSeries'),
      ),
  });
}

/**
 * Follow a label: its follow status turns on at once and reverts if the call fails.
 *
 * @example
 * const follow = useMutation(followLabelMutation(client, queryClient));
 * follow.mutate({ labelId: label.id });
 */
export function followLabelMutation(client: ApiClient, queryClient: QueryClient) {
  return optimisticMutation(queryClient, {
    name: 'followLabel',
    mutationFn: (variables: EndpointInput<'followLabel'>) => client.followLabel(variables),
    edits: ({ labelId }) => [
      edit<FollowStatus>(queryKeys.labelFollowStatus(labelId), (status) => ({
        ...status,
        isFollowing: true,
      })),
    ],
    store: (status, { labelId }) => {
      queryClient.setQueryData(queryKeys.labelFollowStatus(labelId), status);
    },
    settle: ({ labelId }) =>
      invalidate(
        queryClient,
        queryKeys.labelFollowStatus(labelId),
        queryKeys.endpoint('getFollowedLabels'),
      ),
  });
}

/**
 * Unfollow labels: their statuses turn off and they leave the cached followed-labels pages.
 *
 * @example
 * const unfollow = useMutation(unfollowLabelsMutation(client, queryClient));
 * unfollow.mutate({ labelIds: [label.id] });
 */
export function unfollowLabelsMutation(client: ApiClient, queryClient: QueryClient) {
  return optimisticMutation(queryClient, {
    name: 'unfollowLabels',
    mutationFn: (variables: EndpointInput<'unfollowLabels'>) => client.unfollowLabels(variables),
    edits: ({ labelIds }) => [
      ...labelIds.map((labelId) =>
        edit<FollowStatus>(queryKeys.labelFollowStatus(labelId), () => ({
          isFollowing: false,
          notification: false,
        })),
      ),
      edit<FollowedLabelPage>(queryKeys.endpoint('getFollowedLabels'), (page) =>
        withoutItems(page, (followed) => labelIds.includes(followed.label.id)),
      ),
    ],
    settle: ({ labelIds }) =>
      invalidate(
        queryClient,
        ...labelIds.map((labelId) => queryKeys.labelFollowStatus(labelId)),
        queryKeys.endpoint('getFollowedLabels'),
      ),
  });
}

/**
 * Turn notifications of a followed label on or off.
 *
 * @example
 * const toggle = useMutation(setLabelNotificationMutation(client, queryClient));
 * toggle.mutate({ labelId: label.id, notification: true });
 */
export function setLabelNotificationMutation(client: ApiClient, queryClient: QueryClient) {
  return optimisticMutation(queryClient, {
    name: 'setLabelNotification',
    mutationFn: (variables: EndpointInput<'setLabelNotification'>) =>
      client.setLabelNotification(variables),
    edits: ({ labelId, notification }) => [
      edit<FollowStatus>(queryKeys.labelFollowStatus(labelId), (status) => ({
        ...status,
        notification,
      })),
      edit<FollowedLabelPage>(queryKeys.endpoint('getFollowedLabels'), (page) => ({
        ...page,
        items: page.items.map((followed) =>
          followed.label.id === labelId ? { ...followed, notification } : followed,
        ),
      })),
    ],
    store: (status, { labelId }) => {
      queryClient.setQueryData(queryKeys.labelFollowStatus(labelId), status);
    },
    settle: ({ labelId }) =>
      invalidate(
        queryClient,
        queryKeys.labelFollowStatus(labelId),
        queryKeys.endpoint('getFollowedLabels'),
      ),
  });
}

/** `recordHistory` input, plus the work, so its read-history map can be marked at once. */
export type RecordHistoryVariables = EndpointInput<'recordHistory'> & { seriesId?: number };

/**
 * Record the page reached in an episode: the episode shows as read at once; afterwards the
 * work's read history is refetched with cache time 0.
 *
 * @example
 * const record = useMutation(recordHistoryMutation(client, queryClient));
 * record.mutate({ episodeId: episode.id, page: 11, pageCount: 24, seriesId: work.id });
 */
export function recordHistoryMutation(client: ApiClient, queryClient: QueryClient) {
  return optimisticMutation(queryClient, {
    name: 'recordHistory',
    mutationFn: ({ seriesId: _, ...record }: RecordHistoryVariables) =>
      client.recordHistory(record),
    edits: ({ episodeId, seriesId }) => {
      const markRead = (map: HistoryMap): HistoryMap => ({ ...map, [String(episodeId)]: true });
      return [
        ...(seriesId === undefined ? [] : [edit(queryKeys.readHistory(seriesId), markRead)]),
        // Any other cached map that lists the episode.
        edit<HistoryMap>(queryKeys.endpoint('getHistoryMap'), (map) =>
          String(episodeId) in map ? markRead(map) : map,
        ),
      ];
    },
    settle: ({ seriesId }) =>
      Promise.all([
        seriesId === undefined
          ? invalidate(queryClient, queryKeys.endpoint('getHistoryMap'))
          : refetchReadHistory(queryClient, seriesId),
        invalidate(queryClient, queryKeys.endpoint('getHistoryList')),
      ]),
  });
}

/**
 * Delete episodes from the read history, or all of it: the entries leave the cached history
 * pages and the episodes show as unread at once.
 *
 * @example
 * const remove = useMutation(deleteHistoryMutation(client, queryClient));
 * remove.mutate({ episodeIds: [entry.episode.id] });
 */
export function deleteHistoryMutation(client: ApiClient, queryClient: QueryClient) {
  const forgets = (variables: EndpointInput<'deleteHistory'>) => (episodeId: string) =>
    'all' in variables || variables.episodeIds.includes(Number(episodeId));
  const unread =
    (variables: EndpointInput<'deleteHistory'>) =>
    (map: HistoryMap): HistoryMap =>
      Object.fromEntries(
        Object.entries(map).map(([id, read]) => [id, read && !forgets(variables)(id)]),
      );
  // The works whose cached read flags name a forgotten episode.
  const seriesIdsOf = (variables: EndpointInput<'deleteHistory'>): number[] =>
    queryClient
      .getQueriesData<HistoryMap>({ queryKey: queryKeys.endpoint('getHistoryMap') })
      .filter(([, map]) => 'all' in variables || Object.keys(map ?? {}).some(forgets(variables)))
      .map(([queryKey]) => (queryKey[3] as { seriesId: number }).seriesId);

  return optimisticMutation(queryClient, {
    name: 'deleteHistory',
    mutationFn: (variables: EndpointInput<'deleteHistory'>) => client.deleteHistory(variables),
    edits: (variables) => [
      edit<HistoryEntryPage>(queryKeys.endpoint('getHistoryList'), (page) =>
        'all' in variables
          ? { ...page, items: [], total: 0, hasNext: false }
          : withoutItems(page, (entry) => variables.episodeIds.includes(entry.episode.id)),
      ),
      ...seriesIdsOf(variables).map((seriesId) =>
        edit(queryKeys.readHistory(seriesId), unread(variables)),
      ),
    ],
    settle: (variables) =>
      Promise.all([
        ...seriesIdsOf(variables).map((seriesId) => refetchReadHistory(queryClient, seriesId)),
        invalidate(queryClient, queryKeys.endpoint('getHistoryList')),
      ]),
  });
}

function favoriteMutation(
  queryClient: QueryClient,
  name: 'addFavorite' | 'removeFavorite' | 'addGuestFavorite',
  call: (variables: { episodeId: number }) => Promise<FavoriteStatus>,
  optimistic: (status: FavoriteStatus) => FavoriteStatus,
) {
  return optimisticMutation(queryClient, {
    name,
    mutationFn: call,
    edits: ({ episodeId }) => [edit(queryKeys.favoriteStatus(episodeId), optimistic)],
    store: (status, { episodeId }) => {
      queryClient.setQueryData(queryKeys.favoriteStatus(episodeId), status);
    },
    settle: ({ episodeId }) => invalidate(queryClient, queryKeys.favoriteStatus(episodeId)),
  });
}

/**
 * Press the good button of an episode: it lights up and the count rises at once.
 *
 * @example
 * const like = useMutation(addFavoriteMutation(client, queryClient));
 * like.mutate({ episodeId: episode.id });
 */
export function addFavoriteMutation(client: ApiClient, queryClient: QueryClient) {
  return favoriteMutation(
    queryClient,
    'addFavorite',
    (v) => client.addFavorite(v),
    (status) => (status.isFavorite ? status : { isFavorite: true, count: status.count + 1 }),
  );
}

/**
 * Release the good button of an episode: it turns off and the count drops at once.
 *
 * @example
 * const unlike = useMutation(removeFavoriteMutation(client, queryClient));
 * unlike.mutate({ episodeId: episode.id });
 */
export function removeFavoriteMutation(client: ApiClient, queryClient: QueryClient) {
  return favoriteMutation(
    queryClient,
    'removeFavorite',
    (v) => client.removeFavorite(v),
    (status) =>
      status.isFavorite ? { isFavorite: false, count: Math.max(0, status.count - 1) } : status,
  );
}

/**
 * Press the good button as a guest (not signed in): the count rises at once. The server keeps
 * only the count; the button shows as pressed.
 *
 * @example
 * const like = useMutation(addGuestFavoriteMutation(client, queryClient));
 * like.mutate({ episodeId: episode.id });
 */
export function addGuestFavoriteMutation(client: ApiClient, queryClient: QueryClient) {
  return favoriteMutation(
    queryClient,
    'addGuestFavorite',
    async (v) => ({ isFavorite: true, count: (await client.addGuestFavorite(v)).count }),
    (status) => ({
      isFavorite: true,
      count: status.count + 1,
    }),
  );
}
