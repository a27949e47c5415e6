'use client';

import { apiQuery } from '@cw/api-client/queries';
import { useSetSeriesNotification, useUnfollowSeries } from '@cw/api-client/react';
import { FollowedWorkList } from '@cw/catalog/components';
import { useQuery } from '@tanstack/react-query';
import Link from 'next/link';
import { useApiClient } from '@/app/_components/ApiClientContext';
import { RequireSession } from '@/app/_components/RequireSession';
import { pendingIdsOf } from './pendingIds';

/** The works the reader follows, the newest update first, with unfollow and notification toggles. */
export function FollowedWorks() {
  return <RequireSession>{() => <FollowedWorksList />}</RequireSession>;
}

function FollowedWorksList() {
  const client = useApiClient();
  const followed = useQuery(apiQuery(client, 'getFollowedSeries', { page: 1, perPage: 100 }));
  const unfollow = useUnfollowSeries(client);
  const notification = useSetSeriesNotification(client);
  return (
    <>
      {followed.isError ? <p role="alert">読み込めませんでした。再読み込みしてください。</p> : null}
      <FollowedWorkList
        items={followed.data?.items ?? []}
        loading={followed.isPending}
        pendingIds={pendingIdsOf(
          unfollow.isPending ? unfollow.variables?.workIds : undefined,
          notification.isPending ? [notification.variables?.seriesId] : undefined,
        )}
        onUnfollow={(workId) => unfollow.mutate({ workIds: [workId] })}
        onNotificationChange={(seriesId, on) => notification.mutate({ seriesId, notification: on })}
        heading="フォロー中の作品"
        headingLevel={2}
        linkComponent={Link}
      />
    </>
  );
}
