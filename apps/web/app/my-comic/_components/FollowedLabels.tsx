'use client';

import { apiQuery } from '@cw/api-client/queries';
import { useSetLabelNotification, useUnfollowLabels } from '@cw/api-client/react';
import { FollowedLabelList } from '@cw/catalog/components';
import { useQuery } from '@tanstack/react-query';
import Link from 'next/link';
import { useApiClient } from '@/app/_components/ApiClientContext';
import { RequireSession } from '@/app/_components/RequireSession';
import { pendingIdsOf } from './pendingIds';

/** The labels the reader follows, with unfollow and notification toggles. */
export function FollowedLabels() {
  return <RequireSession>{() => <FollowedLabelsList />}</RequireSession>;
}

function FollowedLabelsList() {
  const client = useApiClient();
  const followed = useQuery(apiQuery(client, 'getFollowedLabels', { page: 1, perPage: 100 }));
  const unfollow = useUnfollowLabels(client);
  const notification = useSetLabelNotification(client);
  return (
    <>
      {followed.isError ? <p role="alert">読み込めませんでした。再読み込みしてください。</p> : null}
      <FollowedLabelList
        items={followed.data?.items ?? []}
        loading={followed.isPending}
        pendingIds={pendingIdsOf(
          unfollow.isPending ? unfollow.variables?.labelIds : undefined,
          notification.isPending ? [notification.variables?.labelId] : undefined,
        )}
        onUnfollow={(labelId) => unfollow.mutate({ labelIds: [labelId] })}
        onNotificationChange={(labelId, on) => notification.mutate({ labelId, notification: on })}
        heading="フォロー中のレーベル"
        headingLevel={2}
        linkComponent={Link}
      />
    </>
  );
}
