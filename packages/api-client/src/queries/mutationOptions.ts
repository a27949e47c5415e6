import type { FollowKind } from '@cw/contract/constants';
import type { EndpointInput, EndpointName } from '@cw/contract/endpoints';
import type {
  FavoriteStatus,
  FollowStatus,
  HistoryEntryPage,
  HistoryMap,
} from '@cw/contract/schemas';
import type { InfiniteData, QueryClient, QueryKey } from '@tanstack/query-core';
import type { ApiClient } from '../client/createApiClient';
import { FOLLOW_ENDPOINTS } from './followEndpoints';
import { mutationKey, queryKeys } from './queryKeys';
import { refetchReadHistory } from './readHistory';
import type { MutationOptionsOf } from './tanstackOptions';

/** Cached data as it was before an optimistic update, restored if the call fails. */
export type OptimisticSnapshot = Array<[QueryKey, unknown]>;

/** Options of one mutation of this package; pass to `useMutation`. */
export type ApiMutationOptions<Data, Variables> = MutationOptionsOf<
  Data,
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

/** Variables of `followMutation`: the work's or label's id. */
export type FollowVariables = { id: number };

/** Variables of `unfollowMutation`: the ids of the works or labels to unfollow. */
export type UnfollowVariables = { ids: number[] };

/** Variables of `setFollowNotificationMutation`: the work or label, and notifications on or off. */
export type FollowNotificationVariables = { id: number; notification: boolean };

/**
 * How each kind of follow is called. The wire names differ by kind, and even within one (a
 * work's status and notification paths say `seriesId`, its follow body `workId`); the
 * mutations below are the same for both.
 */
const FOLLOW_CALLS = {
  work: {
    follow: (client: ApiClient, id: number) => client.followSeries({ workId: id }),
    unfollow: (client: ApiClient, ids: number[]) => client.unfollowSeries({ workIds: ids }),
    setNotification: (client: ApiClient, id: number, notification: boolean) =>
      client.setSeriesNotification({ seriesId: id, notification }),
  },
  label: {
    follow: (client: ApiClient, id: number) => client.followLabel({ labelId: id }),
    unfollow: (client: ApiClient, ids: number[]) => client.unfollowLabels({ labelIds: ids }),
    setNotification: (client: ApiClient, id: number, notification: boolean) =>
      client.setLabelNotification({ labelId: id, notification }),
  },
} as const satisfies Record<FollowKind, unknown>;

/** A page of a followed list, its lines holding the work or label under the kind's name. */
type FollowedLines<Kind extends FollowKind> = Page<
  Record<Kind, { id: number }> & { notification: boolean }
>;

/**
 * Follow a work or a label: its follow status turns on at once and reverts if the call fails.
 *
 * @example
 * const follow = useMutation(followMutation(client, queryClient, 'work'));
 * follow.mutate({ id: work.id });
 */
export function followMutation<Kind extends FollowKind>(
  client: ApiClient,
  queryClient: QueryClient,
  kind: Kind,
): ApiMutationOptions<FollowStatus, FollowVariables> {
  const statusKey = (id: number): QueryKey => queryKeys.followStatus(kind, id);
  return optimisticMutation(queryClient, {
    name: FOLLOW_ENDPOINTS[kind].follow,
    mutationFn: ({ id }: FollowVariables) => FOLLOW_CALLS[kind].follow(client, id),
    edits: ({ id }) => [
      edit<FollowStatus>(statusKey(id), (status) => ({ ...status, isFollowing: true })),
    ],
    store: (status, { id }) => {
      queryClient.setQueryData(statusKey(id), status);
    },
    settle: ({ id }) =>
      invalidate(queryClient, statusKey(id), queryKeys.endpoint(FOLLOW_ENDPOINTS[kind].list)),
  });
}

/**
 * Unfollow works or labels: their statuses turn off and they leave the cached followed lists
 * at once.
 *
 * @example
 * const unfollow = useMutation(unfollowMutation(client, queryClient, 'label'));
 * unfollow.mutate({ ids: selected });
 */
export function unfollowMutation<Kind extends FollowKind>(
  client: ApiClient,
  queryClient: QueryClient,
  kind: Kind,
): ApiMutationOptions<undefined, UnfollowVariables> {
  const statusKey = (id: number): QueryKey => queryKeys.followStatus(kind, id);
  const listKey = queryKeys.endpoint(FOLLOW_ENDPOINTS[kind].list);
  return optimisticMutation(queryClient, {
    name: FOLLOW_ENDPOINTS[kind].unfollow,
    mutationFn: ({ ids }: UnfollowVariables) => FOLLOW_CALLS[kind].unfollow(client, ids),
    edits: ({ ids }) => [
      ...ids.map((id) =>
        edit<FollowStatus>(statusKey(id), () => ({ isFollowing: false, notification: false })),
      ),
      edit<FollowedLines<Kind>>(listKey, (page) =>
        withoutItems(page, (followed) => ids.includes(followed[kind].id)),
      ),
    ],
    settle: ({ ids }) => invalidate(queryClient, ...ids.map(statusKey), listKey),
  });
}

/**
 * Turn update notifications of a followed work or label on or off, in its status and the
 * cached followed lists at once.
 *
 * @example
 * const toggle = useMutation(setFollowNotificationMutation(client, queryClient, 'work'));
 * toggle.mutate({ id: work.id, notification: !status.notification });
 */
export function setFollowNotificationMutation<Kind extends FollowKind>(
  client: ApiClient,
  queryClient: QueryClient,
  kind: Kind,
): ApiMutationOptions<FollowStatus, FollowNotificationVariables> {
  const statusKey = (id: number): QueryKey => queryKeys.followStatus(kind, id);
  const listKey = queryKeys.endpoint(FOLLOW_ENDPOINTS[kind].list);
  return optimisticMutation(queryClient, {
    name: FOLLOW_ENDPOINTS[kind].setNotification,
    mutationFn: ({ id, notification }: FollowNotificationVariables) =>
      FOLLOW_CALLS[kind].setNotification(client, id, notification),
    edits: ({ id, notification }) => [
      edit<FollowStatus>(statusKey(id), (status) => ({ ...status, notification })),
      edit<FollowedLines<Kind>>(listKey, (page) => ({
        ...page,
        items: page.items.map((followed) =>
          followed[kind].id === id ? { ...followed, notification } : followed,
        ),
      })),
    ],
    store: (status, { id }) => {
      queryClient.setQueryData(statusKey(id), status);
    },
    settle: ({ id }) => invalidate(queryClient, statusKey(id), listKey),
  });
}

/** `recordHistory` input, plus the work, so its read-history map can be marked at once. */
export type RecordHistoryVariables = EndpointInput<'recordHistory'> & { workId?: number };

/**
 * Record the page reached in an episode: the episode shows as read at once; afterwards the
 * work's read history is refetched with cache time 0.
 *
 * @example
 * const record = useMutation(recordHistoryMutation(client, queryClient));
 * record.mutate({ episodeId: episode.id, page: 11, pageCount: 24, workId: work.id });
 */
export function recordHistoryMutation(client: ApiClient, queryClient: QueryClient) {
  return optimisticMutation(queryClient, {
    name: 'recordHistory',
    mutationFn: ({ workId: _, ...record }: RecordHistoryVariables) => client.recordHistory(record),
    edits: ({ episodeId, workId }) => {
      const markRead = (map: HistoryMap): HistoryMap => ({ ...map, [String(episodeId)]: true });
      return [
        ...(workId === undefined ? [] : [edit(queryKeys.readHistory(workId), markRead)]),
        // Any other cached map that lists the episode.
        edit<HistoryMap>(queryKeys.endpoint('getHistoryMap'), (map) =>
          String(episodeId) in map ? markRead(map) : map,
        ),
      ];
    },
    settle: ({ workId }) =>
      Promise.all([
        workId === undefined
          ? invalidate(queryClient, queryKeys.endpoint('getHistoryMap'))
          : refetchReadHistory(queryClient, workId),
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
  // The works whose cached read flags name a forgotten episode (the key holds the wire input).
  const workIdsOf = (variables: EndpointInput<'deleteHistory'>): number[] =>
    queryClient
      .getQueriesData<HistoryMap>({ queryKey: queryKeys.endpoint('getHistoryMap') })
      .filter(([, map]) => 'all' in variables || Object.keys(map ?? {}).some(forgets(variables)))
      .map(([queryKey]) => (queryKey[3] as EndpointInput<'getHistoryMap'>).seriesId);

  return optimisticMutation(queryClient, {
    name: 'deleteHistory',
    mutationFn: (variables: EndpointInput<'deleteHistory'>) => client.deleteHistory(variables),
    edits: (variables) => [
      edit<HistoryEntryPage>(queryKeys.endpoint('getHistoryList'), (page) =>
        'all' in variables
          ? { ...page, items: [], total: 0, hasNext: false }
          : withoutItems(page, (entry) => variables.episodeIds.includes(entry.episode.id)),
      ),
      ...workIdsOf(variables).map((workId) =>
        edit(queryKeys.readHistory(workId), unread(variables)),
      ),
    ],
    settle: (variables) =>
      Promise.all([
        ...workIdsOf(variables).map((workId) => refetchReadHistory(queryClient, workId)),
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
