/** Thrown by a full queue: the caller answers 503 rather than wait behind everyone else. */
export class RenderQueueFullError extends Error {
  constructor(waiting: number) {
    super(`${waiting} renders are already waiting`);
    this.name = 'RenderQueueFullError';
  }
}

export interface RenderQueue {
  /** Runs `task` when fewer than `concurrency` run, in arrival order; rejects when full. */
  run<T>(task: () => Promise<T>): Promise<T>;
}

/**
 * Bounds the renders of one process: at most `concurrency` at once and `maxWaiting` queued,
 * so a crawl through uncached variants costs a few CPUs and a short queue, not the instance.
 *
 * @example
 * const queue = createRenderQueue({ concurrency: 2, maxWaiting: 32 });
 * const bytes = await queue.run(() => renderMedia(subject, 360, 'avif'));
 */
export function createRenderQueue(limits: {
  concurrency: number;
  maxWaiting: number;
}): RenderQueue {
  let running = 0;
  const waiting: (() => void)[] = [];

  async function run<T>(task: () => Promise<T>): Promise<T> {
    if (running < limits.concurrency) running++;
    else if (waiting.length < limits.maxWaiting) {
      await new Promise<void>((resolve) => waiting.push(resolve));
    } else throw new RenderQueueFullError(waiting.length);
    try {
      return await task();
    } finally {
      // The slot passes straight to the next in line, so a newcomer cannot jump the queue.
      const next = waiting.shift();
      if (next) next();
      else running--;
    }
  }

  return { run };
}
