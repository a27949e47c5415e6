'use client';

import type { WorkRef } from '@cw/analytics';
import { useAfterHydration } from './afterHydration';
import { WorkFollow } from './FollowToggle';

// The reader's follow state is known only once the session has loaded after hydration, so the
// code that reads and changes it (queries, mutations, analytics) loads then too; until then the
// button is the neutral one it would show anyway.
const loadLive = () => import('./WorkFollowLive');

/**
 * Follow or unfollow the work, with its follower count. Neutral (disabled 「フォロー」) until the
 * reader's state is known; a guest is sent to sign-in and the follow completes on return; a
 * reader sees the change and the count move at once, reverted if the server refuses.
 */
export function FollowButton({ work, followerCount }: { work: WorkRef; followerCount: number }) {
  const Live = useAfterHydration(loadLive);
  return Live ? (
    <Live work={work} followerCount={followerCount} />
  ) : (
    <WorkFollow state="unknown" followerCount={followerCount} />
  );
}
