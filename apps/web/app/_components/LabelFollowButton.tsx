'use client';

import type { LabelRef } from '@cw/analytics';
import { useAfterHydration } from './afterHydration';
import { FollowToggle } from './FollowToggle';

// As the work's follow button (`FollowButton`): the code that reads and changes the reader's
// follow loads once the page has hydrated, when the session it needs is on its way.
const loadLive = () => import('./LabelFollowLive');

/**
 * Follow or unfollow a label, and while following, turn its update notifications on or off.
 * Neutral (disabled) until the reader's state is known; a guest is sent to sign-in and the
 * follow completes on return; changes show at once and revert if the server refuses.
 */
export function LabelFollowButton({ label }: { label: LabelRef }) {
  const Live = useAfterHydration(loadLive);
  return Live ? (
    <Live label={label} />
  ) : (
    <div className="cw-follow">
      <FollowToggle state="unknown" subject={label.name} />
    </div>
  );
}
