// Not a client module: the session held by a tab, without React (tested in node). `session.ts`
// makes the tab's one store and the hooks that read it.
import type { Session } from 'next-auth';
import { createStore } from 'zustand/vanilla';

export type SessionState = {
  /** The first read has answered (a failed read answers as a guest). */
  answered: boolean;
  session: Session | null;
  /** When the last answer came (`Date.now()`). */
  readAt: number;
};

/**
 * A tab's session: what the last read answered, one read at a time, and who is told when the
 * reader changes.
 *
 * @example
 * const sessions = createSessionStore(() => fetchSession());
 * await sessions.read(); // the session, or null for a guest
 */
export function createSessionStore(fetchSession: () => Promise<Session | null>) {
  const store = createStore<SessionState>(() => ({ answered: false, session: null, readAt: 0 }));
  let reading: Promise<Session | null> | undefined;

  /** Keeps `session` as the tab's session: an answer, or a re-fetch's. */
  const set = (session: Session | null) =>
    store.setState({ answered: true, session, readAt: Date.now() });

  return {
    store,
    set,
    /** Reads the session now (joining a read already under way) and keeps the answer. */
    read(): Promise<Session | null> {
      reading ??= fetchSession().then((session) => {
        reading = undefined;
        set(session);
        return session;
      });
      return reading;
    },
    /**
     * Calls `listener` each time the reader changes from one signed-in reader to another or to
     * a guest (not on the first answer): per-reader data must then go. Returns the unsubscribe.
     */
    onReaderChange(listener: () => void): () => void {
      return store.subscribe((state, previous) => {
        const before = previous.session?.user?.id ?? null;
        if (before !== null && before !== (state.session?.user?.id ?? null)) listener();
      });
    },
  };
}
