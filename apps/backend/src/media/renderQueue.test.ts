import { describe, expect, it } from 'vitest';
import { createRenderQueue, RenderQueueFullError } from './renderQueue';

/** A render that finishes when the test says so. */
function gate() {
  let open = () => {};
  const done = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { open, task: () => done };
}

describe('createRenderQueue', () => {
  it('runs at most `concurrency` tasks, then the waiting ones in arrival order', async () => {
    const queue = createRenderQueue({ concurrency: 2, maxWaiting: 5 });
    const started: number[] = [];
    const gates = Array.from({ length: 4 }, gate);
    const runs = gates.map((g, i) =>
      queue.run(async () => {
        started.push(i);
        await g.task();
        return i;
      }),
    );
    expect(started).toEqual([0, 1]);

    gates[1]?.open();
    await runs[1];
    expect(started).toEqual([0, 1, 2]);

    for (const g of gates) g.open();
    expect(await Promise.all(runs)).toEqual([0, 1, 2, 3]);
  });

  it('refuses a task when `maxWaiting` already wait, and takes new ones once drained', async () => {
    const queue = createRenderQueue({ concurrency: 1, maxWaiting: 1 });
    const running = gate();
    const first = queue.run(running.task);
    const second = queue.run(async () => 'second');
    await expect(queue.run(async () => 'third')).rejects.toBeInstanceOf(RenderQueueFullError);

    running.open();
    await first;
    expect(await second).toBe('second');
    expect(await queue.run(async () => 'later')).toBe('later');
  });

  it('frees the slot of a task that fails', async () => {
    const queue = createRenderQueue({ concurrency: 1, maxWaiting: 0 });
    await expect(queue.run(() => Promise.reject(new Error('bad image')))).rejects.toThrow(
      'bad image',
    );
    expect(await queue.run(async () => 'next')).toBe('next');
  });
});
