import type { Session } from 'next-auth';
import { describe, expect, it } from 'vitest';
import { createSessionStore } from './sessionStore';

const reader = (id: number) => ({ user: { id, isLinked: false } }) as unknown as Session;

describe('createSessionStore', () => {
  it('is loading until the first read answers, then holds the answer', async () => {
    const sessions = createSessionStore(async () => reader(1));
    expect(sessions.store.getState().answered).toBe(false);
    expect(await sessions.read()).toEqual(reader(1));
    expect(sessions.store.getState()).toMatchObject({ answered: true, session: reader(1) });
  });

  it('joins a read under way instead of asking again', async () => {
    let asked = 0;
    let answer: (session: Session | null) => void = () => {};
    const sessions = createSessionStore(() => {
      asked++;
      return new Promise((resolve) => {
        answer = resolve;
      });
    });
    const first = sessions.read();
    const second = sessions.read();
    answer(null);
    expect(await Promise.all([first, second])).toEqual([null, null]);
    expect(asked).toBe(1);
    void sessions.read();
    expect(asked).toBe(2);
  });

  it('tells when the reader changes, so per-reader data goes, not on the first answer', () => {
    const sessions = createSessionStore(async () => null);
    const changes: string[] = [];
    sessions.onReaderChange(() => changes.push(String(sessions.store.getState().session?.user.id)));
    sessions.set(reader(1));
    sessions.set(reader(1));
    expect(changes).toEqual([]);
    sessions.set(reader(2));
    sessions.set(null);
    sessions.set(reader(3));
    expect(changes).toEqual(['2', 'undefined']);
  });
});
