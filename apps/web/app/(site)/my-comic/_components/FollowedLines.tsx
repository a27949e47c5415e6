'use client';

import { followedPageQuery, queryKeys } from '@cw/api-client/queries';
import { useSetFollowNotification, useUnfollow } from '@cw/api-client-react';
import { FollowedList } from '@cw/catalog/components';
import type { FollowKind } from '@cw/contract/constants';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useApiClient } from '@/app/_components/ApiClientContext';
import { withQueryClient } from '@/app/_components/queryRuntime';
import { RequireSession } from '@/app/_components/RequireSession';
import { seenListMark } from './accountUpdates';
import { pendingIdsOf } from './pendingIds';

const HEADINGS = { work: 'フォロー中の作品', label: 'フォロー中のレーベル' } as const;

/**
 * The works or the labels the reader follows (the newest update first), with unfollow and
 * notification toggles.
 */
function FollowedLinesLive({ kind }: { kind: FollowKind }) {
  return <RequireSession>{() => <Lines kind={kind} />}</RequireSession>;
}

function Lines<Kind extends FollowKind>({ kind }: { kind: Kind }) {
  const client = useApiClient();
  const followed = useQuery(followedPageQuery(client, kind, { page: 1, perPage: 100 }));
  const unfollow = useUnfollow(client, kind);
  const notification = useSetFollowNotification(client, kind);
  // The reader has seen the followed works as of this answer: "updated since" starts there.
  const queryClient = useQueryClient();
  const seenAt = kind === 'work' && followed.isSuccess ? followed.dataUpdatedAt : 0;
  useEffect(() => {
    const mark = seenListMark(seenAt);
    if (!mark) return;
    client
      .markAccountUpdated(mark)
      .then(() =>
        queryClient.invalidateQueries({ queryKey: queryKeys.endpoint('getAccountUpdated') }),
      )
      // Not marked: the badge stays until the next look, nothing else depends on it.
      .catch(() => {});
  }, [client, queryClient, seenAt]);
  return (
    <>
      {followed.isError ? <p role="alert">読み込めませんでした。再読み込みしてください。</p> : null}
      <FollowedList
        kind={kind}
        items={followed.data?.items ?? []}
        loading={followed.isPending}
        pendingIds={pendingIdsOf(
          unfollow.isPending ? unfollow.variables?.ids : undefined,
          notification.isPending ? [notification.variables?.id] : undefined,
        )}
        onUnfollow={(id) => unfollow.mutate({ ids: [id] })}
        onNotificationChange={(id, on) => notification.mutate({ id, notification: on })}
        heading={HEADINGS[kind]}
        headingLevel={2}
      />
    </>
  );
}

export const FollowedLines = withQueryClient(FollowedLinesLive);
