'use client';

import { seriesFollowStatusQuery, useFollowSeries, useUnfollowSeries } from '@cw/api-client/react';
import { Button } from '@cw/ui';
import { useQuery } from '@tanstack/react-query';
import { useApiClient } from '@/app/_components/ApiClientContext';
import { signInUrl, useSession } from '@/app/_components/session';

/**
 * Follow or unfollow the work. A guest is sent to sign-in; a reader sees the change at once
 * (optimistic) and it reverts if the server refuses.
 */
export function FollowButton({ workId, followerCount }: { workId: number; followerCount: number }) {
  const client = useApiClient();
  const { status } = useSession();
  const signedIn = status === 'authenticated';
  const follow = useQuery({ ...seriesFollowStatusQuery(client, workId), enabled: signedIn });
  const followMutation = useFollowSeries(client);
  const unfollowMutation = useUnfollowSeries(client);
  const isFollowing = signedIn && follow.data?.isFollowing === true;

  function toggle() {
    if (!signedIn) {
      window.location.assign(signInUrl());
      return;
    }
    if (isFollowing) unfollowMutation.mutate({ workIds: [workId] });
    else followMutation.mutate({ workId });
  }

  return (
    <div className="cw-follow">
      <Button
        variant={isFollowing ? 'secondary' : 'primary'}
        aria-pressed={isFollowing}
        disabled={status === 'loading'}
        onClick={toggle}
      >
        {isFollowing ? 'フォロー中' : 'フォローする'}
      </Button>
      <span className="cw-follow__count">フォロワー {followerCount.toLocaleString('ja-JP')}人</span>
    </div>
  );
}
