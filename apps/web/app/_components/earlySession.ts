// Not a client module: the root layout (a server component) inlines the script's text.

/** Where the browser reads the reader's next-auth session, and how. */
export const SESSION_URL = '/api/auth/session';
export const SESSION_INIT = {
  headers: { accept: 'application/json' },
  cache: 'no-store',
} as const satisfies RequestInit;

declare global {
  interface Window {
    /** The session request the page's first script started, until the app takes it. */
    __cwSession?: Promise<Response>;
  }
}

/**
 * Starts the session request while the HTML still loads, long before the page hydrates: the
 * reader's own state (follow, read marks, resume) waits on the session, so every millisecond
 * saved here is saved there. Static, so the shared HTML stays the same for everyone.
 */
export const EARLY_SESSION_SCRIPT = `window.__cwSession=fetch(${JSON.stringify(SESSION_URL)},${JSON.stringify(
  SESSION_INIT,
)});window.__cwSession.catch(function(){});`;
