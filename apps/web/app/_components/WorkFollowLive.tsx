'use client';

import { contentFollowEvent, type WorkRef } from '@cw/analytics';
import { withQueryClient } from '@/app/_components/queryRuntime';
import { track } from './analytics';
import { WorkFollow } from './FollowToggle';
import { useFollow } from './useFollow';

/**
 * The work's follow button at work: the reader's state, the toggle, the count moving with it.
 * Loaded by `FollowButton` once the page has hydrated.
 */
function WorkFollowLive({ work, followerCount }: { work: WorkRef; followerCount: number }) {
  const { state, toggle, countDelta } = useFollow({ kind: 'work', id: work.id }, (following) =>
    track(contentFollowEvent(work, following)),
  );
  return <WorkFollow state={state} onClick={toggle} followerCount={followerCount + countDelta} />;
}

export default withQueryClient(WorkFollowLive);
