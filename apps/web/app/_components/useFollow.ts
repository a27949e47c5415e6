'use client';

import { apiQuery } from '@cw/api-client/queries';
import {
  useFollowLabel,
  useFollowSeries,
  useUnfollowLabels,
  useUnfollowSeries,
} from '@cw/api-client/react';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useApiClient } from './ApiClientContext';
import { signInUrl, useSession } from './session';

/** What a reader follows: a work or a label. */
export type FollowTarget = { kind: 'work' | 'label'; id: number };

/**
 * `unknown` while the session or the reader's follow state loads: a button shows neither
 * 「フォローする」 nor 「フォロー中」 then, as either may be wrong.
 */
export type FollowState = 'unknown' | 'following' | 'not-following';

/** A guest's follow waiting for sign-in, in this tab (session storage outlives the redirect). */
const PENDING_KEY = 'cw-front--pending-follow';
const pendingValue = ({ kind, id }: FollowTarget) => `${kind}:${id}`;

function takePending(target: FollowTarget): boolean {
  try {
    if (window.sessionStorage.getItem(PENDING_KEY) !== pendingValue(target)) return false;
    window.sessionStorage.removeItem(PENDING_KEY);
    return true;
  } catch {
    return false;
  }
}

function leavePending(target: FollowTarget): void {
  try {
    window.sessionStorage.setItem(PENDING_KEY, pendingValue(target));
  } catch {
    // Without storage the guest follows again after signing in.
  }
}

/**
 * Follow state and toggle of a work or a label for the reader in this browser:
 * - `state` is `unknown` until both the session and (signed in) the follow state are known;
 * - a guest who follows is sent to sign-in and the follow completes when they come back;
 * - `countDelta` is how the follower count moved since the reader's state was first known
 *   (the count in the shared HTML already includes the reader as they were then).
 */
export function useFollow(target: FollowTarget) {
  const client = useApiClient();
  const { status } = useSession();
  const signedIn = status === 'authenticated';
  const workStatus = useQuery({
    ...apiQuery(client, 'getSeriesFollowStatus', { seriesId: target.id }),
    enabled: signedIn && target.kind === 'work',
  });
  const labelStatus = useQuery({
    ...apiQuery(client, 'getLabelFollowStatus', { labelId: target.id }),
    enabled: signedIn && target.kind === 'label',
  });
  const query = target.kind === 'work' ? workStatus : labelStatus;
  const followWork = useFollowSeries(client);
  const unfollowWorks = useUnfollowSeries(client);
  const followLabel = useFollowLabel(client);
  const unfollowLabels = useUnfollowLabels(client);

  const state: FollowState =
    status === 'unauthenticated'
      ? 'not-following'
      : !signedIn || query.data === undefined
        ? 'unknown'
        : query.data.isFollowing
          ? 'following'
          : 'not-following';

  function follow() {
    if (target.kind === 'work') followWork.mutate({ workId: target.id });
    else followLabel.mutate({ labelId: target.id });
  }

  function toggle() {
    if (state === 'unknown') return;
    if (!signedIn) {
      leavePending(target);
      window.location.assign(signInUrl());
      return;
    }
    if (state === 'not-following') follow();
    else if (target.kind === 'work') unfollowWorks.mutate({ workIds: [target.id] });
    else unfollowLabels.mutate({ labelIds: [target.id] });
  }

  // Back from sign-in: the follow the guest asked for.
  const known = state !== 'unknown' && signedIn;
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when the state is first known
  useEffect(() => {
    if (known && takePending(target) && state === 'not-following') follow();
  }, [known]);

  const firstKnown = useRef<FollowState>('unknown');
  if (firstKnown.current === 'unknown' && known) firstKnown.current = state;
  const countDelta =
    firstKnown.current === 'unknown'
      ? 0
      : Number(state === 'following') - Number(firstKnown.current === 'following');

  return { state, toggle, countDelta, notification: query.data?.notification === true };
}
