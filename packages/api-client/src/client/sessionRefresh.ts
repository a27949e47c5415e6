/**
 * Session refresh after a 401, shared by every tab of the site (spec sections 7 and 9):
 *
 *   call ──401──▶ refresh({ requestStartedAt })
 *                  │
 *                  ├─ same tab already refreshing ─────────────▶ join it
 *                  ├─ lock free (this tab takes it):
 *                  │    ├─ a refresh finished after the call began ─▶ 'refreshed-elsewhere' → retry
 *                  │    ├─ a refresh began < 60 s ago ──────────────▶ 'rate-limited'        → fail
 *                  │    └─ refreshSession() ────────────────────────▶ 'refreshed'           → retry
 *                  └─ lock held by another tab ─ wait ≤ 5 s ────────▶ 'waited'              → retry
 *
 * The lock is the Web Locks API where present, otherwise an entry in localStorage (owner id +
 * expiry) whose removal other tabs hear as a `storage` event. The time of the last refresh is kept
 * in the same storage so the 60-second limit holds across tabs. Clock, storage and locks are
 * injected so several simulated tabs can be tested in one process.
 */

/** The subset of the Web Locks `LockManager` used here; `navigator.locks` satisfies it. */
export interface LockManagerLike {
  request<T>(
    name: string,
    options: { ifAvailable?: boolean; mode?: 'exclusive' | 'shared'; signal?: AbortSignal },
    callback: (lock: { readonly name: string } | null) => T,
  ): Promise<Awaited<T>>;
}

/** The subset of `Storage` (localStorage) used here. */
export interface StorageLike {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/** A change another tab made to the shared storage (the fields of a `StorageEvent`). */
export type StorageChange = { key: string | null; newValue: string | null };

/** Subscribes to changes other tabs make to the storage; returns the unsubscribe function. */
export type SubscribeToStorage = (listener: (change: StorageChange) => void) => () => void;

/** How tabs coordinate; every field defaults to the browser's own, or to none on a server. */
export type SessionRefreshLockOptions = {
  /** Web Locks manager; `null` forces the storage lock. Default: `navigator.locks` in a browser. */
  locks?: LockManagerLike | null;
  /** Shared storage for the storage lock and the last-refresh time. Default: `localStorage`. */
  storage?: StorageLike | null;
  /** Storage-change events from other tabs. Default: the window's `storage` event. */
  subscribe?: SubscribeToStorage | null;
  /** Identifies this tab in the storage lock. Default: a random UUID. */
  ownerId?: string;
};

export type SessionRefreshOptions = SessionRefreshLockOptions & {
  /**
   * Refreshes the session (for next-auth: `getSession()` or `update()`). Resolve `false` when there
   * is no session any more: the call then fails with its 401 instead of being retried.
   */
  refreshSession: () => Promise<unknown>;
  /** Rate-limit and lock key; one per signed-in identity. Default `'default'`. */
  key?: string;
  /** Epoch milliseconds. Default `Date.now`. */
  now?: () => number;
  /** Least time between two refresh attempts. Default 60 000 ms (spec section 9). */
  minIntervalMs?: number;
  /** Longest wait for another tab's refresh. Default 5 000 ms (spec section 9). */
  waitMs?: number;
  /** Storage lock expiry, so a tab closed mid-refresh cannot block the others. Default 10 000 ms. */
  lockTtlMs?: number;
};

/** What happened when a 401 asked for a refresh. */
export type SessionRefreshOutcome =
  /** This tab refreshed the session: retry. */
  | 'refreshed'
  /** A refresh (here or in another tab) finished after the call was sent: retry. */
  | 'refreshed-elsewhere'
  /** Another tab held the refresh lock; waited for it (at most `waitMs`): retry. */
  | 'waited'
  /** A refresh was attempted less than `minIntervalMs` ago: do not retry. */
  | 'rate-limited'
  /** `refreshSession` resolved `false`: do not retry. */
  | 'no-session';

export interface SessionRefreshCoordinator {
  /**
   * Called after a 401. Refreshes at most once per interval across tabs; concurrent calls in one
   * tab share one refresh. Rejects with `refreshSession`'s error after releasing the lock.
   */
  refresh(request: { requestStartedAt: number }): Promise<SessionRefreshOutcome>;
}

/** Default least time between refresh attempts (spec section 9). */
export const SESSION_REFRESH_INTERVAL_MS = 60_000;
/** Default wait for another tab's refresh (spec section 9). */
export const SESSION_REFRESH_WAIT_MS = 5_000;

const PREFIX = 'cw-api-client:session-refresh';

/**
 * Whether a call that got a 401 should be sent once more after this outcome.
 *
 * @example
 * if (shouldRetryAfterRefresh(await coordinator.refresh({ requestStartedAt }))) retry();
 */
export function shouldRetryAfterRefresh(outcome: SessionRefreshOutcome): boolean {
  return outcome === 'refreshed' || outcome === 'refreshed-elsewhere' || outcome === 'waited';
}

/**
 * Creates the refresh coordinator of one tab. Nothing is read from `navigator` or `localStorage`
 * until the first 401, so it is safe to create during server rendering.
 *
 * @example
 * const coordinator = createSessionRefreshCoordinator({
 *   refreshSession: () => getSession(),
 *   key: 'reader',
 * });
 * const outcome = await coordinator.refresh({ requestStartedAt: Date.now() - 120 });
 */
export function createSessionRefreshCoordinator(
  options: SessionRefreshOptions,
): SessionRefreshCoordinator {
  const key = options.key ?? 'default';
  const now = options.now ?? Date.now;
  const minIntervalMs = options.minIntervalMs ?? SESSION_REFRESH_INTERVAL_MS;
  const waitMs = options.waitMs ?? SESSION_REFRESH_WAIT_MS;
  let coordination: { lock: RefreshLock; records: RefreshRecords } | undefined;
  let inFlight: Promise<SessionRefreshOutcome> | undefined;

  async function run(requestStartedAt: number): Promise<SessionRefreshOutcome> {
    coordination ??= createCoordination(key, options, now);
    const { lock, records } = coordination;
    const attempt = await lock.tryRun(async (): Promise<SessionRefreshOutcome> => {
      const last = records.read();
      if (last?.completedAt !== undefined && last.completedAt >= requestStartedAt) {
        return 'refreshed-elsewhere';
      }
      if (last && now() - last.startedAt < minIntervalMs) return 'rate-limited';
      // The attempt counts towards the limit even if it fails, so a broken refresh endpoint is
      // asked once a minute rather than once per failing call.
      const startedAt = now();
      records.write({ startedAt });
      if ((await options.refreshSession()) === false) return 'no-session';
      records.write({ startedAt, completedAt: now() });
      return 'refreshed';
    });
    if (attempt.acquired) return attempt.value;
    await lock.waitForRelease(waitMs);
    return 'waited';
  }

  return {
    refresh({ requestStartedAt }) {
      inFlight ??= run(requestStartedAt).finally(() => {
        inFlight = undefined;
      });
      return inFlight;
    },
  };
}

type RefreshRecord = { startedAt: number; completedAt?: number };

interface RefreshRecords {
  read(): RefreshRecord | undefined;
  write(record: RefreshRecord): void;
}

interface RefreshLock {
  /** Runs `task` holding the lock, or reports that another tab holds it. */
  tryRun<T>(task: () => Promise<T>): Promise<{ acquired: true; value: T } | { acquired: false }>;
  /** Resolves once the lock is free, or after `waitMs`, whichever comes first. */
  waitForRelease(waitMs: number): Promise<void>;
}

function createCoordination(
  key: string,
  options: SessionRefreshLockOptions & { lockTtlMs?: number },
  now: () => number,
): { lock: RefreshLock; records: RefreshRecords } {
  const browser = browserDefaults();
  const locks = options.locks === undefined ? browser.locks : options.locks;
  const storage = options.storage === undefined ? browser.storage : options.storage;
  const subscribe = options.subscribe === undefined ? browser.subscribe : options.subscribe;
  const records = recordsIn(storage, `${PREFIX}:${key}:last`);
  if (locks) return { lock: webLock(locks, `${PREFIX}:${key}`), records };
  if (storage) {
    return {
      lock: storageLock({
        storage,
        subscribe: subscribe ?? undefined,
        lockKey: `${PREFIX}:${key}:lock`,
        ownerId: options.ownerId ?? randomId(),
        ttlMs: options.lockTtlMs ?? 10_000,
        now,
      }),
      records,
    };
  }
  return { lock: soleTabLock, records };
}

/** The browser's locks and storage, or nothing on a server (Node 24 has a process-wide
 * `navigator.locks`, which must not make different readers' requests wait for each other). */
function browserDefaults(): {
  locks: LockManagerLike | null;
  storage: StorageLike | null;
  subscribe: SubscribeToStorage | null;
} {
  // Not intersected with `typeof globalThis`: under the DOM lib every member would be required.
  const scope = globalThis as {
    document?: unknown;
    navigator?: { locks?: LockManagerLike };
    localStorage?: StorageLike;
    addEventListener?: (type: 'storage', listener: (event: StorageChange) => void) => void;
    removeEventListener?: (type: 'storage', listener: (event: StorageChange) => void) => void;
  };
  if (scope.document === undefined) return { locks: null, storage: null, subscribe: null };
  let storage: StorageLike | null = null;
  try {
    storage = scope.localStorage ?? null;
  } catch {
    // Storage disabled by the browser's privacy settings: coordinate within this tab only.
  }
  const { addEventListener, removeEventListener } = scope;
  return {
    locks: scope.navigator?.locks ?? null,
    storage,
    subscribe:
      addEventListener && removeEventListener
        ? (listener) => {
            const onStorage = (event: StorageChange) => listener(event);
            addEventListener.call(scope, 'storage', onStorage);
            return () => removeEventListener.call(scope, 'storage', onStorage);
          }
        : null,
  };
}

function recordsIn(storage: StorageLike | null, storageKey: string): RefreshRecords {
  let memory: RefreshRecord | undefined;
  return {
    read() {
      try {
        const raw = storage?.getItem(storageKey);
        if (raw) return parseRecord(raw) ?? memory;
      } catch {
        // Unreadable storage: fall back to what this tab knows.
      }
      return memory;
    },
    write(record) {
      memory = record;
      try {
        storage?.setItem(storageKey, JSON.stringify(record));
      } catch {
        // Full or disabled storage: the limit then holds for this tab only.
      }
    },
  };
}

function parseRecord(raw: string): RefreshRecord | undefined {
  try {
    const value: unknown = JSON.parse(raw);
    if (typeof value !== 'object' || value === null) return undefined;
    const { startedAt, completedAt } = value as Record<string, unknown>;
    if (typeof startedAt !== 'number') return undefined;
    return typeof completedAt === 'number' ? { startedAt, completedAt } : { startedAt };
  } catch {
    return undefined;
  }
}

function webLock(locks: LockManagerLike, name: string): RefreshLock {
  return {
    async tryRun(task) {
      // `ifAvailable`: a tab that finds the lock taken must not queue behind it and refresh again.
      return locks.request(name, { ifAvailable: true }, async (lock) =>
        lock ? { acquired: true as const, value: await task() } : { acquired: false as const },
      );
    },
    async waitForRelease(waitMs) {
      const controller = new AbortController();
      const timer = setTimeout(() => controller.abort(), waitMs);
      try {
        // A shared request is granted as soon as the refreshing tab releases its exclusive lock.
        await locks.request(name, { mode: 'shared', signal: controller.signal }, () => undefined);
      } catch {
        // Aborted after waitMs: retry anyway, as the spec asks.
      } finally {
        clearTimeout(timer);
      }
    },
  };
}

type LockEntry = { owner: string; expiresAt: number };

function storageLock(config: {
  storage: StorageLike;
  subscribe: SubscribeToStorage | undefined;
  lockKey: string;
  ownerId: string;
  ttlMs: number;
  now: () => number;
}): RefreshLock {
  const { storage, subscribe, lockKey, ownerId, ttlMs, now } = config;

  function heldByOther(raw: string | null): boolean {
    const entry = raw ? parseLockEntry(raw) : undefined;
    return entry !== undefined && entry.owner !== ownerId && entry.expiresAt > now();
  }

  function read(): string | null {
    try {
      return storage.getItem(lockKey);
    } catch {
      return null;
    }
  }

  function acquire(): boolean {
    if (heldByOther(read())) return false;
    try {
      const entry: LockEntry = { owner: ownerId, expiresAt: now() + ttlMs };
      storage.setItem(lockKey, JSON.stringify(entry));
    } catch {
      // Cannot write the lock: refreshing uncoordinated beats never refreshing.
      return true;
    }
    // localStorage has no compare-and-set; reading back catches most simultaneous writers.
    return parseLockEntry(read() ?? '')?.owner === ownerId;
  }

  function release(): void {
    try {
      if (parseLockEntry(read() ?? '')?.owner === ownerId) storage.removeItem(lockKey);
    } catch {
      // The entry expires on its own after ttlMs.
    }
  }

  return {
    async tryRun(task) {
      if (!acquire()) return { acquired: false };
      try {
        return { acquired: true, value: await task() };
      } finally {
        release();
      }
    },
    waitForRelease(waitMs) {
      return new Promise<void>((resolve) => {
        let unsubscribe = () => {};
        const done = () => {
          clearTimeout(timer);
          unsubscribe();
          resolve();
        };
        const timer = setTimeout(done, waitMs);
        if (subscribe) {
          unsubscribe = subscribe((change) => {
            // key null: the other tab cleared the whole storage.
            if (change.key === null || (change.key === lockKey && !heldByOther(change.newValue))) {
              done();
            }
          });
        }
        // Released between the failed attempt and the subscription: no event will come.
        if (!heldByOther(read())) done();
      });
    },
  };
}

function parseLockEntry(raw: string): LockEntry | undefined {
  try {
    const value: unknown = JSON.parse(raw);
    if (typeof value !== 'object' || value === null) return undefined;
    const { owner, expiresAt } = value as Record<string, unknown>;
    return typeof owner === 'string' && typeof expiresAt === 'number'
      ? { owner, expiresAt }
      : undefined;
  } catch {
    return undefined;
  }
}

/** One tab, no shared storage (a server, or storage disabled): the in-flight promise is the lock. */
const soleTabLock: RefreshLock = {
  async tryRun(task) {
    return { acquired: true, value: await task() };
  },
  async waitForRelease() {},
};

function randomId(): string {
  // randomUUID exists only in secure contexts; plain http on a LAN still needs an id.
  return (
    globalThis.crypto?.randomUUID?.() ?? `${Date.now()}-${Math.random().toString(36).slice(2)}`
  );
}
