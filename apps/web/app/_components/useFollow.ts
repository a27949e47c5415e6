'use client';

import { followStatusQuery } from '@cw/api-client/queries';
import { useFollow as useFollowMutation, useUnfollow } from '@cw/api-client-react';
import type { FollowKind } from '@cw/contract/constants';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useApiClient } from './ApiClientContext';
import { signInUrl, useSession } from './session';

/** What a reader follows: a work or a label. */
export type FollowTarget = { kind: FollowKind; id: number };

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
 * - `onFollowChange` hears each follow and unfollow the server took;
 * - `countDelta` is how the follower count moved since the reader's state was first known
 *   (the count in the shared HTML already includes the reader as they were then).
 */
export function useFollow(
  target: FollowTarget,
  /** Called once the server took a follow (`true`) or an unfollow (`false`): analytics. */
  onFollowChange?: (following: boolean) => void,
) {
  const client = useApiClient();
  const { status } = useSession();
  const signedIn = status === 'authenticated';
  const query = useQuery({
    ...followStatusQuery(client, target.kind, target.id),
    enabled: signedIn,
  });
  const followMutation = useFollowMutation(client, target.kind);
  const unfollowMutation = useUnfollow(client, target.kind);

  const state: FollowState =
    status === 'unauthenticated'
      ? 'not-following'
      : !signedIn || query.data === undefined
        ? 'unknown'
        : query.data.isFollowing
          ? 'following'
          : 'not-following';

  function follow() {
    followMutation.mutate({ id: target.id }, { onSuccess: () => onFollowChange?.(true) });
  }

  function toggle() {
    if (state === 'unknown') return;
    if (!signedIn) {
      leavePending(target);
      window.location.assign(signInUrl());
      return;
    }
    if (state === 'not-following') follow();
    else {
      unfollowMutation.mutate({ ids: [target.id] }, { onSuccess: () => onFollowChange?.(false) });
    }
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
