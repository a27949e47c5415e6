import { deferred } from '@cw/vitest-config/waits';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createFakeBrowser, type FakeTab } from '../test/fakeBrowserTabs';
import {
  createSessionRefreshCoordinator,
  type LockManagerLike,
  type SessionRefreshOutcome,
} from './sessionRefresh';

type Browser = ReturnType<typeof createFakeBrowser>;

const lockKinds = [
  {
    kind: 'Web Locks',
    lockOptions: (browser: Browser, tab: FakeTab) => ({ ...tab, locks: browser.locks }),
    isLocked: (browser: Browser) => browser.locks.heldNames().length > 0,
  },
  {
    kind: 'storage-event lock',
    lockOptions: (_browser: Browser, tab: FakeTab) => ({ ...tab, locks: null }),
    isLocked: (browser: Browser) => [...browser.data.keys()].some((key) => key.endsWith(':lock')),
  },
];

/** Lets queued promise callbacks (lock grants, storage events) run. */
async function flush() {
  for (let i = 0; i < 50; i += 1) await Promise.resolve();
}

/** Tracks whether a promise has settled, to assert that a tab is still waiting. */
function track<T>(promise: Promise<T>) {
  const state: { settled: boolean; value?: T; error?: unknown } = { settled: false };
  promise.then(
    (value) => Object.assign(state, { settled: true, value }),
    (error: unknown) => Object.assign(state, { settled: true, error }),
  );
  return state;
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(new Date('2026-04-01T09:00:00+09:00'));
});
afterEach(() => {
  vi.useRealTimers();
});

describe.each(lockKinds)('several tabs coordinated by the $kind', ({ lockOptions, isLocked }) => {
  function openTabs(count: number, refreshSession: () => Promise<unknown> = async () => true) {
    const browser = createFakeBrowser();
    const tabs = Array.from({ length: count }, () => {
      const refresh = vi.fn(refreshSession);
      const coordinator = createSessionRefreshCoordinator({
        ...lockOptions(browser, browser.tab()),
        refreshSession: refresh,
      });
      return { refresh, coordinator };
    });
    return { browser, tabs };
  }

  it('refreshes once when two tabs hit a 401 together, and both retry', async () => {
    const { browser, tabs } = openTabs(2);
    const [a, b] = tabs as [(typeof tabs)[0], (typeof tabs)[0]];
    const session = deferred<boolean>();
    a.refresh.mockImplementation(() => session.promise);
    const sentAt = Date.now();

    const first = track(a.coordinator.refresh({ requestStartedAt: sentAt }));
    await flush();
    const second = track(b.coordinator.refresh({ requestStartedAt: sentAt }));
    await flush();
    expect(isLocked(browser)).toBe(true);
    expect(second.settled).toBe(false);

    session.resolve(true);
    await flush();
    expect(first.value).toBe<SessionRefreshOutcome>('refreshed');
    expect(second.value).toBe<SessionRefreshOutcome>('waited');
    expect(a.refresh).toHaveBeenCalledTimes(1);
    expect(b.refresh).not.toHaveBeenCalled();
    expect(isLocked(browser)).toBe(false);
  });

  it('does not refresh a second time within 60 seconds, in any tab', async () => {
    const { tabs } = openTabs(2);
    const [a, b] = tabs as [(typeof tabs)[0], (typeof tabs)[0]];
    await expect(a.coordinator.refresh({ requestStartedAt: Date.now() })).resolves.toBe(
      'refreshed',
    );

    await vi.advanceTimersByTimeAsync(30_000);
    await expect(b.coordinator.refresh({ requestStartedAt: Date.now() })).resolves.toBe(
      'rate-limited',
    );
    await vi.advanceTimersByTimeAsync(29_999);
    await expect(a.coordinator.refresh({ requestStartedAt: Date.now() })).resolves.toBe(
      'rate-limited',
    );
    expect(a.refresh).toHaveBeenCalledTimes(1);
    expect(b.refresh).not.toHaveBeenCalled();
  });

  it('allows a refresh again once 60 seconds have passed', async () => {
    const { tabs } = openTabs(2);
    const [a, b] = tabs as [(typeof tabs)[0], (typeof tabs)[0]];
    await a.coordinator.refresh({ requestStartedAt: Date.now() });

    await vi.advanceTimersByTimeAsync(60_000);
    await expect(b.coordinator.refresh({ requestStartedAt: Date.now() })).resolves.toBe(
      'refreshed',
    );
    expect(b.refresh).toHaveBeenCalledTimes(1);
  });

  it('waits 5 seconds for a tab that holds the lock, then lets the call retry', async () => {
    const { browser, tabs } = openTabs(2);
    const [a, b] = tabs as [(typeof tabs)[0], (typeof tabs)[0]];
    a.refresh.mockImplementation(() => new Promise(() => {}));

    void a.coordinator.refresh({ requestStartedAt: Date.now() });
    await flush();
    const waiting = track(b.coordinator.refresh({ requestStartedAt: Date.now() }));

    await vi.advanceTimersByTimeAsync(4_999);
    expect(waiting.settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(waiting.value).toBe<SessionRefreshOutcome>('waited');
    expect(b.refresh).not.toHaveBeenCalled();
    expect(isLocked(browser)).toBe(true);
  });

  it('releases the lock when the refresh fails', async () => {
    const { browser, tabs } = openTabs(2);
    const [a, b] = tabs as [(typeof tabs)[0], (typeof tabs)[0]];
    a.refresh.mockRejectedValue(new Error('identity provider down'));

    await expect(a.coordinator.refresh({ requestStartedAt: Date.now() })).rejects.toThrow(
      'identity provider down',
    );
    expect(isLocked(browser)).toBe(false);

    // The other tab gets the lock at once (no 5-second wait); the failed attempt still counts.
    const next = track(b.coordinator.refresh({ requestStartedAt: Date.now() }));
    await flush();
    expect(next.value).toBe<SessionRefreshOutcome>('rate-limited');

    await vi.advanceTimersByTimeAsync(60_000);
    await expect(b.coordinator.refresh({ requestStartedAt: Date.now() })).resolves.toBe(
      'refreshed',
    );
  });

  it('lets a call sent before another tab refreshed retry without refreshing again', async () => {
    const { tabs } = openTabs(2);
    const [a, b] = tabs as [(typeof tabs)[0], (typeof tabs)[0]];
    const sentAt = Date.now();
    await vi.advanceTimersByTimeAsync(200);
    await a.coordinator.refresh({ requestStartedAt: Date.now() });

    await vi.advanceTimersByTimeAsync(300);
    await expect(b.coordinator.refresh({ requestStartedAt: sentAt })).resolves.toBe(
      'refreshed-elsewhere',
    );
    expect(b.refresh).not.toHaveBeenCalled();
  });

  it('keeps separate limits per session key', async () => {
    const browser = createFakeBrowser();
    const open = (key: string) =>
      createSessionRefreshCoordinator({
        ...lockOptions(browser, browser.tab()),
        key,
        refreshSession: async () => true,
      });
    await open('reader-1').refresh({ requestStartedAt: Date.now() });
    await expect(open('reader-2').refresh({ requestStartedAt: Date.now() })).resolves.toBe(
      'refreshed',
    );
  });
});

describe('one tab', () => {
  it('shares one refresh between concurrent 401s', async () => {
    const session = deferred<boolean>();
    const refreshSession = vi.fn(() => session.promise);
    const coordinator = createSessionRefreshCoordinator({ refreshSession, storage: null });
    const calls = [1, 2, 3].map(() => coordinator.refresh({ requestStartedAt: Date.now() }));
    session.resolve(true);
    await expect(Promise.all(calls)).resolves.toEqual(['refreshed', 'refreshed', 'refreshed']);
    expect(refreshSession).toHaveBeenCalledTimes(1);
  });

  it('reports a vanished session so the call is not retried', async () => {
    const coordinator = createSessionRefreshCoordinator({
      refreshSession: async () => false,
      storage: null,
    });
    await expect(coordinator.refresh({ requestStartedAt: Date.now() })).resolves.toBe('no-session');
  });

  it('takes over a storage lock left behind by a closed tab once it expires', async () => {
    const browser = createFakeBrowser();
    const tab = browser.tab();
    tab.storage.setItem(
      'cw-api-client:session-refresh:default:lock',
      JSON.stringify({ owner: 'closed-tab', expiresAt: Date.now() + 3_000 }),
    );
    const refreshSession = vi.fn(async () => true);
    const coordinator = createSessionRefreshCoordinator({ ...tab, locks: null, refreshSession });

    const first = track(coordinator.refresh({ requestStartedAt: Date.now() }));
    await vi.advanceTimersByTimeAsync(5_000);
    expect(first.value).toBe<SessionRefreshOutcome>('waited');
    await expect(coordinator.refresh({ requestStartedAt: Date.now() })).resolves.toBe('refreshed');
    expect(refreshSession).toHaveBeenCalledTimes(1);
  });

  it('on a server, uses neither navigator.locks nor localStorage', async () => {
    // Node 24 has a process-wide navigator.locks; readers of one server must not share it.
    const request = vi.spyOn(navigator.locks, 'request');
    const coordinator = createSessionRefreshCoordinator({ refreshSession: async () => true });
    await expect(coordinator.refresh({ requestStartedAt: Date.now() })).resolves.toBe('refreshed');
    expect(request).not.toHaveBeenCalled();
    request.mockRestore();
  });

  it('accepts the platform LockManager', () => {
    const locks: LockManagerLike = navigator.locks;
    expect(locks).toBeDefined();
  });
});
