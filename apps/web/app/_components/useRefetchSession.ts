'use client';

import type { Session } from 'next-auth';
import { useCallback } from 'react';
import { useApiClient } from './ApiClientContext';
import { storeValue } from './deviceStorage';
import { SESSION_INIT, SESSION_URL } from './earlySession';
import { BROADCAST_KEY, currentSession, readSession, sessionOf, setSession } from './session';

/** Where next-auth hands out the CSRF token its session update asks for. */
const CSRF_URL = '/api/auth/csrf';

/**
 * next-auth's session update (spec section 7, "POST session update"): the server reads the
 * reader's account again into the session cookie (`server/auth.ts`, trigger `update`) and
 * answers the session it now holds. The other tabs are told to read it again.
 */
async function updateSessionOnServer(): Promise<Session | null> {
  const csrf = await fetch(CSRF_URL, SESSION_INIT);
  if (!csrf.ok) throw new Error(`HTTP Error: ${csrf.status} ${csrf.statusText}`);
  const { csrfToken }: { csrfToken?: string } = await csrf.json();
  const response = await fetch(SESSION_URL, {
    ...SESSION_INIT,
    method: 'POST',
    headers: { ...SESSION_INIT.headers, 'content-type': 'application/json' },
    body: JSON.stringify({ csrfToken }),
  });
  if (!response.ok) throw new Error(`HTTP Error: ${response.status} ${response.statusText}`);
  const session = sessionOf(await response.json());
  storeValue(
    BROADCAST_KEY,
    JSON.stringify({ event: 'session', data: { trigger: 'getSession' }, timestamp: Date.now() }),
  );
  return session;
}

/**
 * Re-fetches the session on request (spec section 4), with the reader's account read again
 * (`sessionRefetch.ts`, loaded on first use): what a page calls once the reader's account has
 * changed, such as after linking an account, so the visitor type follows at once.
 */
export function useRefetchSession(): () => Promise<Session | null> {
  const client = useApiClient();
  return useCallback(async () => {
    const { refetchSession } = await import('./sessionRefetch');
    const session = await refetchSession(currentSession(), {
      readSession,
      readCurrentUser: () => client.getCurrentUser(),
      updateSession: updateSessionOnServer,
    });
    setSession(session);
    return session;
  }, [client]);
}
