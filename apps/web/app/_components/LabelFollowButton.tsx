'use client';

import type { LabelRef } from '@cw/analytics';
import type { ReactNode } from 'react';
import { useAfterHydration } from './afterHydration';

// As the work's follow button (`FollowButton`): the code that reads and changes the reader's
// follow loads once the page has hydrated, when the session it needs is on its way; until then
// `children` (the neutral button, drawn by the server) holds the place.
const loadLive = () => import('./LabelFollowLive');

/**
 * Follow or unfollow a label, and while following, turn its update notifications on or off.
 * Neutral (`children`) until the reader's state is known; a guest is sent to sign-in and the
 * follow completes on return; changes show at once and revert if the server refuses.
 */
export function LabelFollowButton({ label, children }: { label: LabelRef; children: ReactNode }) {
  const Live = useAfterHydration(loadLive);
  return Live ? <Live label={label} /> : children;
}
