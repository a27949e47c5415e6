/**
 * Test doubles for several browser tabs of one site: one localStorage shared by every tab, with
 * `storage` events delivered to the other tabs, and one Web Locks manager. Used by the client's
 * tests only; not exported from the package.
 */
import type {
  LockManagerLike,
  StorageChange,
  StorageLike,
  SubscribeToStorage,
} from '../client/sessionRefresh';

type Mode = 'exclusive' | 'shared';
type Waiter = { mode: Mode; start: () => void };

/** An in-memory `LockManager` honouring `ifAvailable`, `mode` and `signal`. */
export class FakeLockManager implements LockManagerLike {
  readonly #held = new Map<string, { mode: Mode; count: number }>();
  readonly #waiting = new Map<string, Waiter[]>();

  /** Whether any tab holds the lock `name`. */
  isHeld(name: string): boolean {
    return this.#held.has(name);
  }

  /** Names of the locks held now. */
  heldNames(): string[] {
    return [...this.#held.keys()];
  }

  request<T>(
    name: string,
    options: { ifAvailable?: boolean; mode?: Mode; signal?: AbortSignal },
    callback: (lock: { readonly name: string } | null) => T,
  ): Promise<Awaited<T>> {
    const mode = options.mode ?? 'exclusive';
    // Like the real API, the callback runs asynchronously and its result is awaited.
    const run = async (lock: { readonly name: string } | null): Promise<Awaited<T>> =>
      await callback(lock);
    if (options.ifAvailable && !this.#grantable(name, mode)) {
      return Promise.resolve().then(() => run(null));
    }
    return new Promise<Awaited<T>>((resolve, reject) => {
      const start = () => {
        const held = this.#held.get(name);
        this.#held.set(name, { mode, count: (held?.count ?? 0) + 1 });
        Promise.resolve()
          .then(() => run({ name }))
          .then(
            (value) => {
              this.#release(name);
              resolve(value);
            },
            (error: unknown) => {
              this.#release(name);
              reject(error);
            },
          );
      };
      if (this.#grantable(name, mode)) {
        start();
        return;
      }
      const waiter: Waiter = { mode, start };
      this.#waiting.set(name, [...(this.#waiting.get(name) ?? []), waiter]);
      options.signal?.addEventListener('abort', () => {
        const queue = this.#waiting.get(name) ?? [];
        if (!queue.includes(waiter)) return;
        this.#waiting.set(
          name,
          queue.filter((w) => w !== waiter),
        );
        reject(new DOMException('The lock request was aborted', 'AbortError'));
      });
    });
  }

  #grantable(name: string, mode: Mode): boolean {
    const held = this.#held.get(name);
    if ((this.#waiting.get(name) ?? []).length > 0) return false;
    return held === undefined || (held.mode === 'shared' && mode === 'shared');
  }

  #release(name: string): void {
    const held = this.#held.get(name);
    if (!held) return;
    if (held.count > 1) {
      this.#held.set(name, { ...held, count: held.count - 1 });
      return;
    }
    this.#held.delete(name);
    // Grant the head of the queue, and every shared request right behind a shared head.
    const queue = this.#waiting.get(name) ?? [];
    const head = queue[0];
    if (!head) return;
    let granted = 1;
    if (head.mode === 'shared') {
      while (queue[granted]?.mode === 'shared') granted += 1;
    }
    this.#waiting.set(name, queue.slice(granted));
    for (const waiter of queue.slice(0, granted)) waiter.start();
  }
}

export type FakeTab = {
  storage: StorageLike;
  subscribe: SubscribeToStorage;
  ownerId: string;
};

/**
 * One site open in several tabs: `tab()` gives each tab its view of the shared localStorage.
 * A write fires a `storage` change in every other tab (asynchronously, as browsers do).
 */
export function createFakeBrowser() {
  const data = new Map<string, string>();
  const listeners = new Map<string, Set<(change: StorageChange) => void>>();
  let tabs = 0;

  function broadcast(from: string, change: StorageChange) {
    for (const [tabId, set] of listeners) {
      if (tabId === from) continue;
      for (const listener of set) queueMicrotask(() => listener(change));
    }
  }

  function tab(): FakeTab {
    tabs += 1;
    const ownerId = `tab-${tabs}`;
    listeners.set(ownerId, new Set());
    return {
      ownerId,
      storage: {
        getItem: (key) => data.get(key) ?? null,
        setItem(key, value) {
          data.set(key, value);
          broadcast(ownerId, { key, newValue: value });
        },
        removeItem(key) {
          if (!data.delete(key)) return;
          broadcast(ownerId, { key, newValue: null });
        },
      },
      subscribe(listener) {
        listeners.get(ownerId)?.add(listener);
        return () => listeners.get(ownerId)?.delete(listener);
      },
    };
  }

  return { data, tab, locks: new FakeLockManager() };
}
