'use client';

import { useHydrated } from '@cw/ui';
import type { Session } from 'next-auth';
import { useEffect } from 'react';
import { useStore } from 'zustand';
import { authPagePath } from './auth/authPaths';
import { logToServer } from './clientLog';
import { SESSION_INIT, SESSION_URL } from './earlySession';
import { type SessionStatus, sessionStatus } from './sessionStatus';
import { createSessionStore } from './sessionStore';

/**
 * The reader's session in the browser, read from next-auth's `/api/auth/session` into a small
 * store (zustand, ~0.5 kB gzip) instead of next-auth/react's provider (~11 kB) or a query
 * library on every page (TanStack Query: ~13 kB, now loaded only by the parts of a page that
 * read the API, `queryRuntime.tsx`). next-auth stays the server side and the sign-in and
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

/** How long an answer holds: a part of the page mounted later reads it again past this. */
const SESSION_STALE_MS = 30_000;

/**
 * The session as this tab knows it. Written in the browser only (reads start from effects), so
 * a server render sees the initial state: loading, as the shared HTML must.
 */
const sessions = createSessionStore(fetchSession);

/** Reads the session now (joining a read already under way) and keeps the answer. */
export const readSession = sessions.read;
/** Keeps `session` as this tab's session: a re-fetch's answer. */
export const setSession = sessions.set;
/** Calls `listener` when the reader changes (`createSessionStore`). */
export const onReaderChange = sessions.onReaderChange;
/** The session this tab holds now, or null (a guest, or not read yet). */
export const currentSession = () => sessions.store.getState().session;

/** Reads the session now, bypassing what is held: the API client's refresh after a 401. */
export async function refreshSession(): Promise<boolean> {
  return (await readSession()) !== null;
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
  const { answered, session, readAt } = useStore(sessions.store);
  const hydrated = useHydrated();
  const status = sessionStatus({ pending: !answered, hydrated, session });
  // A part mounted long after the last read (a later page of the app) reads it again.
  useEffect(() => {
    if (answered && Date.now() - readAt > SESSION_STALE_MS) void readSession();
  }, [answered, readAt]);
  const required = options.required === true;
  useEffect(() => {
    if (required && status === 'unauthenticated') {
      window.location.assign(signInUrl(window.location.href, 'SessionRequired'));
    }
  }, [required, status]);
  return { data: status === 'authenticated' ? session : null, status };
}

/**
 * Reads the session once the page has hydrated and keeps it current: again when the tab
 * becomes visible, when another tab signs in or out, and on the optional poll interval (while
 * the tab is visible). Mounted once, in the root layout.
 */
export function useSessionSync(): void {
  useEffect(() => {
    void readSession();
    const onStorage = (event: StorageEvent) => {
      if (event.key === BROADCAST_KEY) void readSession();
    };
    const onVisibility = () => {
      if (document.visibilityState === 'visible') void readSession();
    };
    window.addEventListener('storage', onStorage);
    document.addEventListener('visibilitychange', onVisibility);
    const poll =
      POLL_SECONDS > 0 ? window.setInterval(onVisibility, POLL_SECONDS * 1000) : undefined;
    return () => {
      window.removeEventListener('storage', onStorage);
      document.removeEventListener('visibilitychange', onVisibility);
      window.clearInterval(poll);
    };
  }, []);
}
