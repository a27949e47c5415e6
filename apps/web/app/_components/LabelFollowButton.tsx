'use client';

import { useSetFollowNotification } from '@cw/api-client/react';
import { useApiClient } from './ApiClientContext';
import { FollowToggle } from './FollowButton';
import { useFollow } from './useFollow';

/**
 * Follow or unfollow a label, and while following, turn its update notifications on or off.
 * Neutral until the reader's state is known; a guest is sent to sign-in and the follow
 * completes on return; changes show at once and revert if the server refuses.
 */
export function LabelFollowButton({ labelId, labelName }: { labelId: number; labelName: string }) {
  const client = useApiClient();
  const { state, toggle, notification } = useFollow({ kind: 'label', id: labelId });
  const notificationMutation = useSetFollowNotification(client, 'label');
  return (
    <div className="cw-follow">
      <FollowToggle state={state} onClick={toggle} subject={labelName} />
      {state === 'following' ? (
        <label className="cw-switch">
          <input
            type="checkbox"
            role="switch"
            checked={notification}
            aria-checked={notification}
            onChange={(event) =>
              notificationMutation.mutate({ id: labelId, notification: event.target.checked })
            }
          />
          更新通知
        </label>
      ) : null}
    </div>
  );
}
