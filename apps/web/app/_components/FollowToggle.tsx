import { Button, formatCount } from '@cw/ui';
import type { FollowState } from './useFollow';

const LABELS: Record<FollowState, string> = {
  unknown: 'フォロー',
  following: 'フォロー中',
  'not-following': 'フォローする',
};

/** The follow button of a work or a label in each of its states. */
export function FollowToggle({
  state,
  onClick,
  subject,
}: {
  state: FollowState;
  onClick?: () => void;
  /** Named before the label for assistive technology, e.g. the label's name. */
  subject?: string;
}) {
  return (
    <Button
      variant={state === 'following' ? 'secondary' : 'primary'}
      aria-pressed={state === 'unknown' ? undefined : state === 'following'}
      aria-busy={state === 'unknown' || undefined}
      disabled={state === 'unknown'}
      onClick={onClick}
      className="cw-follow__button"
      // Named for assistive technology with what it follows; the visible label ends the name.
      aria-label={subject ? `${subject}を${LABELS[state]}` : undefined}
    >
      {LABELS[state]}
    </Button>
  );
}

/** A work's follow button with its follower count, as the reader's state allows. */
export function WorkFollow({
  state,
  onClick,
  followerCount,
}: {
  state: FollowState;
  onClick?: () => void;
  followerCount: number;
}) {
  return (
    <div className="cw-follow">
      <FollowToggle state={state} onClick={onClick} />
      <span className="cw-follow__count">フォロワー {formatCount(followerCount)}人</span>
    </div>
  );
}
