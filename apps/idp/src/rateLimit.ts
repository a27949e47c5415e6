type Window = { count: number; endsAt: number };

/**
 * Counts events per key (an email, a client address) in fixed windows that open at a key's
 * first event; once a key reaches `limit`, it waits until its window ends.
 */
export class RateLimit {
  private readonly windows = new Map<string, Window>();
  private nextSweep = 0;

  constructor(
    private readonly limit: number,
    private readonly windowMs: number,
    private readonly now: () => number,
  ) {}

  /** Seconds until `key` may try again; 0 while it is under the limit. */
  retryAfter(key: string): number {
    const window = this.windows.get(key);
    const now = this.now();
    if (!window || window.endsAt <= now || window.count < this.limit) return 0;
    return Math.ceil((window.endsAt - now) / 1000);
  }

  record(key: string): void {
    const now = this.now();
    // Forget ended windows once per window, so keys sprayed by a client do not pile up.
    if (now >= this.nextSweep) {
      for (const [k, w] of this.windows) if (w.endsAt <= now) this.windows.delete(k);
      this.nextSweep = now + this.windowMs;
    }
    const window = this.windows.get(key);
    if (window && window.endsAt > now) window.count += 1;
    else this.windows.set(key, { count: 1, endsAt: now + this.windowMs });
  }

  /** Takes back one event of `key`, e.g. an attempt that turned out to be no attack. */
  takeBack(key: string): void {
    const window = this.windows.get(key);
    if (window && window.count > 0) window.count -= 1;
  }
}
