'use client';

import { queryKeys } from '@cw/api-client/queries';
import { useHydrated } from '@cw/ui';
import { type QueryClient, queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Session } from 'next-auth';
import { useEffect, useRef } from 'react';
import { authPagePath } from './auth/authPaths';
import { logToServer } from './clientLog';
import { SESSION_INIT, SESSION_URL } from './earlySession';
import { type SessionStatus, sessionStatus } from './sessionStatus';

/**
 * The reader's session in the browser, read from next-auth's `/api/auth/session` through
 * TanStack Query (already on every page) instead of next-auth/react's provider, which ships
 * ~11 kB gzip of client code to every page. next-auth stays the server side and the sign-in and
 * sign-out pages; this covers what pages need: the session, its status and the way to sign-in.
 */
export type { SessionStatus } from './sessionStatus';

/** Seconds between session polls; unset means no polling (focus and other tabs refresh it). */
const POLL_SECONDS = Math.max(Number(process.env.NEXT_PUBLIC_SESSION_POLL_SECONDS ?? 0), 0);

/** Where next-auth's sign-in and our sign-out broadcast to the other tabs (localStorage). */
export const BROADCAST_KEY = 'nextauth.message';

/** The early request the first time (once), then a request of its own each time. */
function sessionResponse(): Promise<Response> {
  const early = window.__cwSession;
  window.__cwSession = undefined;
  return early ?? fetch(SESSION_URL, SESSION_INIT);
}

/** The session in an answer of `/api/auth/session`; a guest's is `{}`. */
export function sessionOf(body: Partial<Session> | null): Session | null {
  return body?.user ? (body as Session) : null;
}

/**
 * The reader's session, or null for a guest. A failed read is logged as CLIENT_SESSION_ERROR
 * and yields no session (spec section 8): the page goes on as a guest's.
 */
async function fetchSession(): Promise<Session | null> {
  try {
    const response = await sessionResponse();
    if (!response.ok) throw new Error(`HTTP Error: ${response.status} ${response.statusText}`);
    return sessionOf(await response.json());
  } catch (error) {
    logToServer({ level: 'error', code: 'CLIENT_SESSION_ERROR', message: String(error) });
    return null;
  }
}

export const sessionQuery = () =>
  queryOptions({
    queryKey: ['auth', 'session'] as const,
    queryFn: fetchSession,
    staleTime: 30_000,
    refetchOnWindowFocus: 'always',
    refetchInterval: POLL_SECONDS > 0 ? POLL_SECONDS * 1000 : false,
  });

/** Reads the session now, bypassing the cache: the API client's refresh after a 401. */
export async function refreshSession(queryClient: QueryClient): Promise<boolean> {
  const session = await queryClient.fetchQuery({ ...sessionQuery(), staleTime: 0 });
  return session !== null;
}

/**
 * The sign-in page, coming back to `callbackUrl` (this page by default) afterwards, in the frame
 * and language of that page.
 */
export function signInUrl(callbackUrl = window.location.href, error?: 'SessionRequired'): string {
  return authPagePath('signin', callbackUrl, error ? { error } : {});
}

/**
 * The session and its status (`sessionStatus.ts`): `loading` on the server and while the page
 * hydrates, whatever the cache holds (the layout may have fetched it before a later part of the
 * page hydrates), so the first client render matches the HTML. With `required`, a guest is sent
 * to sign-in with the error `SessionRequired`, as next-auth's `useSession({ required: true })`
 * does. A page that needs the reader's account as it is now re-fetches it with
 * `useRefetchSession` (spec section 4).
 */
export function useSession(options: { required?: boolean } = {}): {
  data: Session | null;
  status: SessionStatus;
} {
  const { data, isPending, isError } = useQuery(sessionQuery());
  const hydrated = useHydrated();
  const status = sessionStatus({ pending: isPending, hydrated, session: data, failed: isError });
  const required = options.required === true;
  useEffect(() => {
    if (required && status === 'unauthenticated') {
      window.location.assign(signInUrl(window.location.href, 'SessionRequired'));
    }
  }, [required, status]);
  return { data: status === 'authenticated' ? (data ?? null) : null, status };
}

/**
 * Keeps the session of this tab current: re-read when another tab signs in or out, and every
 * per-reader query dropped when the reader changes, so no one sees the previous reader's data.
 */
export function useSessionSync(): void {
  const queryClient = useQueryClient();
  const { data } = useQuery(sessionQuery());
  const readerId = data?.user?.id ?? null;
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key === BROADCAST_KEY) void queryClient.invalidateQueries(sessionQuery());
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [queryClient]);
  const previousReader = useRef(readerId);
  useEffect(() => {
    if (previousReader.current !== null && previousReader.current !== readerId) {
      queryClient.removeQueries({ queryKey: queryKeys.member() });
    }
    previousReader.current = readerId;
  }, [queryClient, readerId]);
}
