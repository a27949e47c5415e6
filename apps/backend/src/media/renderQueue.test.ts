import { describe, expect, it } from 'vitest';
import {
  createRenderQueue,
  type RenderJob,
  RenderQueueFullError,
  RenderShareExceededError,
} from './renderQueue';

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
      queue.run(
        async () => {
          started.push(i);
          await g.task();
          return i;
        },
        { client: `client-${i}`, cost: 720 },
      ),
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
    expect(queue.refusal('')).toBeInstanceOf(RenderQueueFullError);
    await expect(queue.run(async () => 'third')).rejects.toBeInstanceOf(RenderQueueFullError);

    running.open();
    await first;
    expect(await second).toBe('second');
    expect(queue.refusal('')).toBeNull();
    expect(await queue.run(async () => 'later')).toBe('later');
  });

  it('frees the slot of a task that fails', async () => {
    const queue = createRenderQueue({ concurrency: 1, maxWaiting: 0 });
    await expect(queue.run(() => Promise.reject(new Error('bad image')))).rejects.toThrow(
      'bad image',
    );
    expect(await queue.run(async () => 'next')).toBe('next');
  });

  /** Runs a gated render for `job`, noting when it starts. */
  function starter(queue: ReturnType<typeof createRenderQueue>, started: string[]) {
    return (name: string, job: RenderJob) => {
      const g = gate();
      const done = queue.run(async () => {
        started.push(name);
        await g.task();
      }, job);
      return { ...g, done };
    };
  }

  it('leaves a slot for others: one client runs at most concurrency - 1 at once', async () => {
    const started: string[] = [];
    const start = starter(createRenderQueue({ concurrency: 2, maxWaiting: 10 }), started);
    const flood = Array.from({ length: 4 }, (_, i) =>
      start(`flood-${i}`, { client: 'flooder', cost: 1440 }),
    );
    expect(started).toEqual(['flood-0']);
    // Another reader's cover starts at once, in the slot left free.
    const cover = start('cover', { client: 'reader', cost: 180 });
    expect(started).toEqual(['flood-0', 'cover']);
    cover.open();
    await cover.done;
    expect(started).toEqual(['flood-0', 'cover']);
    for (const f of flood) f.open();
    await Promise.all(flood.map((f) => f.done));
    expect(started).toEqual(['flood-0', 'cover', 'flood-1', 'flood-2', 'flood-3']);
  });

  it('gives a freed slot to the client running fewest, then the cheapest render', async () => {
    const started: string[] = [];
    const start = starter(createRenderQueue({ concurrency: 1, maxWaiting: 10 }), started);
    const first = start('flood-0', { client: 'flooder', cost: 1440 });
    const waiting = [
      start('flood-1', { client: 'flooder', cost: 1440 }),
      start('page', { client: 'reader', cost: 1080 }),
      start('cover', { client: 'other', cost: 180 }),
      start('flood-2', { client: 'flooder', cost: 180 }),
    ];
    for (const w of waiting) w.open();
    first.open();
    await Promise.all([first.done, ...waiting.map((w) => w.done)]);
    // With one slot every client runs none while waiting: the cheapest first, then the oldest.
    expect(started).toEqual(['flood-0', 'cover', 'flood-2', 'page', 'flood-1']);
  });

  it('refuses a client past its share of the queue, others still queue', async () => {
    const queue = createRenderQueue({ concurrency: 1, maxWaiting: 10, clientWaiting: 2 });
    const running = gate();
    const first = queue.run(running.task, { client: 'flooder', cost: 1440 });
    const queued = [1, 2].map(() => queue.run(async () => 'ok', { client: 'flooder', cost: 1440 }));
    expect(queue.refusal('flooder')).toBeInstanceOf(RenderShareExceededError);
    expect(queue.refusal('reader')).toBeNull();
    await expect(
      queue.run(async () => 'third', { client: 'flooder', cost: 1440 }),
    ).rejects.toBeInstanceOf(RenderShareExceededError);
    const reader = queue.run(async () => 'reader', { client: 'reader', cost: 180 });
    running.open();
    await first;
    expect(await reader).toBe('reader');
    expect(await Promise.all(queued)).toEqual(['ok', 'ok']);
  });
});
