'use client';

import { useUiLocale } from '@cw/ui';
import type { ComponentProps } from 'react';
import { FollowToggleView, WorkFollowView } from './followView';

/** The follow button of a work or a label in each of its states, in the context's language. */
export function FollowToggle(props: Omit<ComponentProps<typeof FollowToggleView>, 'locale'>) {
  return <FollowToggleView locale={useUiLocale()} {...props} />;
}

/** A work's follow button with its follower count, in the context's language. */
export function WorkFollow(props: Omit<ComponentProps<typeof WorkFollowView>, 'locale'>) {
  return <WorkFollowView locale={useUiLocale()} {...props} />;
}
