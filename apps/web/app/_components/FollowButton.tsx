'use client';

import type { WorkRef } from '@cw/analytics';
import type { ReactNode } from 'react';
import { useAfterHydration } from './afterHydration';

// The reader's follow state is known only once the session has loaded after hydration, so the
// code that reads and changes it (queries, mutations, analytics) loads then too, as do the
// button's words: until then `children` holds the place, the neutral button the caller draws
// (`WorkFollowView` with state `unknown`, from the server on the work page).
const loadLive = () => import('./WorkFollowLive');

/**
 * Follow or unfollow the work, with its follower count. Neutral (`children`) until the reader's
 * state is known; a guest is sent to sign-in and the follow completes on return; a reader sees
 * the change and the count move at once, reverted if the server refuses.
 */
export function FollowButton({
  work,
  followerCount,
  children,
}: {
  work: WorkRef;
  followerCount: number;
  children: ReactNode;
}) {
  const Live = useAfterHydration(loadLive);
  return Live ? <Live work={work} followerCount={followerCount} /> : children;
}
