'use client';

import { type LabelRef, labelFollowEvent } from '@cw/analytics';
import { useSetFollowNotification } from '@cw/api-client-react';
import { withQueryClient } from '@/app/_components/queryRuntime';
import { useApiClient } from './ApiClientContext';
import { track } from './analytics';
import { FollowToggle } from './FollowToggle';
import { useFollow } from './useFollow';

/**
 * The label's follow button at work: the reader's state, the toggle and, while following, the
 * update notifications switch. Loaded by `LabelFollowButton` once the page has hydrated.
 */
function LabelFollowLive({ label }: { label: LabelRef }) {
  const client = useApiClient();
  const { state, toggle, notification } = useFollow({ kind: 'label', id: label.id }, (following) =>
    track(labelFollowEvent(label, following)),
  );
  const notificationMutation = useSetFollowNotification(client, 'label');
  return (
    <div className="cw-follow">
      <FollowToggle state={state} onClick={toggle} subject={label.name} />
      {state === 'following' ? (
        <label className="cw-switch">
          <input
            type="checkbox"
            role="switch"
            checked={notification}
            aria-checked={notification}
            onChange={(event) =>
              notificationMutation.mutate({ id: label.id, notification: event.target.checked })
            }
          />
          更新通知
        </label>
      ) : null}
    </div>
  );
}

export default withQueryClient(LabelFollowLive);
