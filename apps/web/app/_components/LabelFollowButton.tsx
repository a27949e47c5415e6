'use client';

import {
  labelFollowStatusQuery,
  useFollowLabel,
  useSetLabelNotification,
  useUnfollowLabels,
} from '@cw/api-client/react';
import { Button } from '@cw/ui';
import { useQuery } from '@tanstack/react-query';
import { useApiClient } from './ApiClientContext';
import { signInUrl, useSession } from './session';

/**
 * Follow or unfollow a label, and while following, turn its update notifications on or off.
 * A guest is sent to sign-in; changes show at once and revert if the server refuses.
 */
export function LabelFollowButton({ labelId, labelName }: { labelId: number; labelName: string }) {
  const client = useApiClient();
  const { status } = useSession();
  const signedIn = status === 'authenticated';
  const follow = useQuery({ ...labelFollowStatusQuery(client, labelId), enabled: signedIn });
  const followMutation = useFollowLabel(client);
  const unfollowMutation = useUnfollowLabels(client);
  const notificationMutation = useSetLabelNotification(client);
  const isFollowing = signedIn && follow.data?.isFollowing === true;

  function toggle() {
    if (!signedIn) {
      window.location.assign(signInUrl());
      return;
    }
    if (isFollowing) unfollowMutation.mutate({ labelIds: [labelId] });
    else followMutation.mutate({ labelId });
  }

  return (
    <div className="cw-follow">
      <Button
        variant={isFollowing ? 'secondary' : 'primary'}
        aria-pressed={isFollowing}
        aria-label={`${labelName}を${isFollowing ? 'フォロー中' : 'フォローする'}`}
        disabled={status === 'loading'}
        onClick={toggle}
      >
        {isFollowing ? 'フォロー中' : 'フォローする'}
      </Button>
      {isFollowing ? (
        <label className="cw-switch">
          <input
            type="checkbox"
            role="switch"
            checked={follow.data?.notification === true}
            aria-checked={follow.data?.notification === true}
            onChange={(event) =>
              notificationMutation.mutate({ labelId, notification: event.target.checked })
            }
          />
          更新通知
        </label>
      ) : null}
    </div>
  );
}
