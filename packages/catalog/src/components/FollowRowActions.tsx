import { Button, Switch } from '@cw/ui';
import {
  NOTIFICATION_TEXT,
  notificationSwitchText,
  UNFOLLOW_TEXT,
  unfollowButtonText,
} from '../text';

interface FollowRowActionsProps {
  /** The followed item's name, naming the switch and the button. */
  name: string;
  notification: boolean;
  /** The change is being saved: both controls are disabled. */
  pending: boolean;
  onNotificationChange: (on: boolean) => void;
  onUnfollow: () => void;
}

/** A followed row's `更新通知` switch and `フォロー解除` button (internal to the follow lists). */
export function FollowRowActions({
  name,
  notification,
  pending,
  onNotificationChange,
  onUnfollow,
}: FollowRowActionsProps) {
  return (
    <div className="cw-cat-my-row__actions">
      <Switch
        className="cw-cat-switch"
        label={NOTIFICATION_TEXT}
        aria-label={notificationSwitchText(name)}
        checked={notification}
        disabled={pending}
        onChange={onNotificationChange}
      />
      <Button
        variant="secondary"
        size="sm"
        disabled={pending}
        aria-label={unfollowButtonText(name)}
        onClick={onUnfollow}
      >
        {UNFOLLOW_TEXT}
      </Button>
    </div>
  );
}
