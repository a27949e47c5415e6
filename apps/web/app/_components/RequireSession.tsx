'use client';

import type { Session } from 'next-auth';
import type { ReactNode } from 'react';
import { useSession } from './session';

/**
 * Content for signed-in readers only: the spec's `required` session option sends a guest to
 * sign-in with error SessionRequired (and back here afterwards).
 */
export function RequireSession({ children }: { children: (session: Session) => ReactNode }) {
  const { data, status } = useSession({ required: true });
  if (status !== 'authenticated' || !data) {
    return <p aria-busy="true">読み込み中…</p>;
  }
  return <>{children(data)}</>;
}
