/** Thrown by a full queue: the caller answers 503 rather than wait behind everyone else. */
export class RenderQueueFullError extends Error {
  constructor(waiting: number) {
    super(`${waiting} renders are already waiting`);
    this.name = 'RenderQueueFullError';
  }
}

/** Thrown when one client already has its share waiting: the caller answers 429. */
export class RenderShareExceededError extends Error {
  constructor(waiting: number) {
    super(`this client has ${waiting} renders waiting already`);
    this.name = 'RenderShareExceededError';
  }
}

/** Who asked for a render, and what it costs (its width: bytes and time grow about so). */
export interface RenderJob {
  readonly client: string;
  readonly cost: number;
}

export interface RenderQueue {
  /**
   * Runs `task` when a slot is free for `job`'s client, fairly among clients and smallest first;
   * rejects when the queue, or the client's share of it, is full.
   */
  run<T>(task: () => Promise<T>, job?: RenderJob): Promise<T>;
  /**
   * What `run` would throw for a render of `client` asked now, or null if it would run or
   * wait: checked before anything is spent on a request the queue is going to refuse.
   */
  refusal(client: string): RenderQueueFullError | RenderShareExceededError | null;
}

type Waiting = RenderJob & { readonly order: number; readonly start: () => void };

/**
 * Bounds the renders of one process, fairly: at most `concurrency` at once and `maxWaiting`
 * queued, so a crawl through uncached variants costs a few CPUs and a short queue, not the
 * instance. One client runs at most `concurrency - 1` renders at once (all of them with one
 * slot), so a slot is left for everyone else, and waits with at most `clientWaiting` (past it,
 * `RenderShareExceededError`). A freed slot goes to the waiting render whose client runs
 * fewest, then the cheapest (a cover before a 1440 px page), then the oldest.
 *
 * @example
 * const queue = createRenderQueue({ concurrency: 2, maxWaiting: 256, clientWaiting: 64 });
 * const bytes = await queue.run(() => renderMedia(subject, 360, 'avif'), { client, cost: 360 });
 */
export function createRenderQueue(limits: {
  concurrency: number;
  maxWaiting: number;
  clientWaiting?: number;
}): RenderQueue {
  const clientRunningMax = Math.max(1, limits.concurrency - 1);
  const clientWaitingMax = limits.clientWaiting ?? limits.maxWaiting;
  let running = 0;
  let arrivals = 0;
  const runningBy = new Map<string, number>();
  const waiting: Waiting[] = [];
  const runningOf = (client: string) => runningBy.get(client) ?? 0;

  function take(client: string) {
    running++;
    runningBy.set(client, runningOf(client) + 1);
  }

  function release(client: string) {
    running--;
    const left = runningOf(client) - 1;
    if (left > 0) runningBy.set(client, left);
    else runningBy.delete(client);
  }

  /** Starts waiting renders while slots are free, the next chosen as the queue promises. */
  function dispatch() {
    while (running < limits.concurrency) {
      let best = -1;
      for (let i = 0; i < waiting.length; i++) {
        const entry = waiting[i] as Waiting;
        if (runningOf(entry.client) >= clientRunningMax) continue;
        const chosen = waiting[best];
        if (
          !chosen ||
          runningOf(entry.client) < runningOf(chosen.client) ||
          (runningOf(entry.client) === runningOf(chosen.client) &&
            (entry.cost < chosen.cost ||
              (entry.cost === chosen.cost && entry.order < chosen.order)))
        ) {
          best = i;
        }
      }
      if (best < 0) return;
      const [next] = waiting.splice(best, 1) as [Waiting];
      take(next.client);
      next.start();
    }
  }

  function refusal(client: string) {
    if (running < limits.concurrency && runningOf(client) < clientRunningMax) return null;
    if (waiting.length >= limits.maxWaiting) return new RenderQueueFullError(waiting.length);
    const own = waiting.filter((entry) => entry.client === client).length;
    return own >= clientWaitingMax ? new RenderShareExceededError(own) : null;
  }

  async function run<T>(task: () => Promise<T>, job: RenderJob = { client: '', cost: 0 }) {
    if (running < limits.concurrency && runningOf(job.client) < clientRunningMax) {
      take(job.client);
    } else {
      const refused = refusal(job.client);
      if (refused) throw refused;
      // Started by `dispatch`, which counts it as running first.
      await new Promise<void>((start) => waiting.push({ ...job, order: arrivals++, start }));
    }
    try {
      return await task();
    } finally {
      release(job.client);
      dispatch();
    }
  }

  return { run, refusal };
}
