'use client';

import { contentFollowEvent, type WorkRef } from '@cw/analytics';
import { Button } from '@cw/ui';
import { track } from './analytics';
import { type FollowState, useFollow } from './useFollow';

const LABELS: Record<FollowState, string> = {
  unknown: 'フォロー',
  following: 'フォロー中',
  'not-following': 'フォローする',
};

/**
 * Follow or unfollow the work, with its follower count. Neutral (disabled 「フォロー」) until the
 * reader's state is known; a guest is sent to sign-in and the follow completes on return; a
 * reader sees the change and the count move at once, reverted if the server refuses.
 */
export function FollowButton({ work, followerCount }: { work: WorkRef; followerCount: number }) {
  const { state, toggle, countDelta } = useFollow({ kind: 'work', id: work.id }, (following) =>
    track(contentFollowEvent(work, following)),
  );
  return (
    <div className="cw-follow">
      <FollowToggle state={state} onClick={toggle} />
      <span className="cw-follow__count">
        フォロワー {(followerCount + countDelta).toLocaleString('ja-JP')}人
      </span>
    </div>
  );
}

/** The follow button of a work or a label in each of its states. */
export function FollowToggle({
  state,
  onClick,
  subject,
}: {
  state: FollowState;
  onClick: () => void;
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
