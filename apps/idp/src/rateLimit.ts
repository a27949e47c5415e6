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
}

type Failures = { count: number; lastAt: number };

/**
 * Failures per key (an email at an address, an email, an address) answered with growing delays
 * instead of a lock: the first `free` cost nothing, then each further try waits `firstDelayMs`
 * after the last failure, doubling with every failure up to `maxDelayMs`. A key is forgotten
 * `forgetMs` after its last failure. What the big providers do: a guesser slows to a crawl, a
 * reader who mistyped waits seconds, and nobody is locked out for a fixed quarter hour.
 *
 * @example
 * const backoff = new Backoff({ free: 5, firstDelayMs: 30_000, maxDelayMs: 900_000, forgetMs: 3_600_000 }, Date.now);
 * backoff.retryAfter('rin@example.jp|203.0.113.7'); //=> 0 until 5 failures, then 30, 60, 120 … 900
 */
export class Backoff {
  private readonly failures = new Map<string, Failures>();
  private nextSweep = 0;

  constructor(
    private readonly rule: {
      free: number;
      firstDelayMs: number;
      maxDelayMs: number;
      forgetMs: number;
    },
    private readonly now: () => number,
  ) {}

  private current(key: string, now: number): Failures | undefined {
    const failures = this.failures.get(key);
    return failures && now - failures.lastAt < this.rule.forgetMs ? failures : undefined;
  }

  /** Seconds until `key` may try again; 0 while it may. */
  retryAfter(key: string): number {
    const now = this.now();
    const failures = this.current(key, now);
    if (!failures || failures.count < this.rule.free) return 0;
    const delay = Math.min(
      this.rule.firstDelayMs * 2 ** (failures.count - this.rule.free),
      this.rule.maxDelayMs,
    );
    return Math.max(0, Math.ceil((failures.lastAt + delay - now) / 1000));
  }

  /** Counts a failure of `key` (before the slow check, so a burst cannot slip past). */
  record(key: string): void {
    const now = this.now();
    // Forget old keys once per forget window, so keys sprayed by a client do not pile up.
    if (now >= this.nextSweep) {
      for (const [k, f] of this.failures)
        if (now - f.lastAt >= this.rule.forgetMs) this.failures.delete(k);
      this.nextSweep = now + this.rule.forgetMs;
    }
    const failures = this.current(key, now);
    this.failures.set(key, { count: (failures?.count ?? 0) + 1, lastAt: now });
  }

  /** Takes back one failure of `key`: the attempt turned out right. */
  takeBack(key: string): void {
    const failures = this.failures.get(key);
    if (failures && failures.count > 0) failures.count -= 1;
  }

  /** Forgets every failure of `key`: its owner proved who they are. */
  clear(key: string): void {
    this.failures.delete(key);
  }
}
