import { describe, expect, it } from 'vitest';
import {
  INITIAL_QUEUE,
  MAX_HELD_EVENTS,
  type QueueInput,
  type QueueState,
  stepQueue,
} from './analyticsQueue';
import type { AnalyticsEvent } from './events';

const deleted = (count: number): AnalyticsEvent => ({
  event: 'history_delete',
  scope: 'one',
  count,
});

function run(inputs: QueueInput[], state: QueueState = INITIAL_QUEUE) {
  const released: AnalyticsEvent[] = [];
  for (const input of inputs) {
    const step = stepQueue(state, input);
    state = step.state;
    released.push(...step.release);
  }
  return { state, released };
}

describe('the analytics queue (spec section 4)', () => {
  it('starts before the first view', () => {
    expect(INITIAL_QUEUE).toEqual({ phase: 'before-first-view', held: [] });
  });

  it('holds events before the first view and flushes them in order at it', () => {
    const before = run([
      { type: 'track', event: deleted(1) },
      { type: 'track', event: deleted(2) },
    ]);
    expect(before.released).toEqual([]);
    expect(before.state.held).toEqual([deleted(1), deleted(2)]);
    const after = run([{ type: 'view' }], before.state);
    expect(after.released).toEqual([deleted(1), deleted(2)]);
    expect(after.state).toEqual({ phase: 'ready', held: [] });
  });

  it('passes events at once when ready', () => {
    const { released } = run([{ type: 'view' }, { type: 'track', event: deleted(3) }]);
    expect(released).toEqual([deleted(3)]);
  });

  it('holds events during a soft navigation and flushes them when it completes', () => {
    const navigating = run([
      { type: 'view' },
      { type: 'navigation-start' },
      { type: 'track', event: deleted(4) },
      { type: 'track', event: deleted(5) },
    ]);
    expect(navigating.state.phase).toBe('soft-navigating');
    expect(navigating.released).toEqual([]);
    const done = run([{ type: 'view' }], navigating.state);
    expect(done.state.phase).toBe('ready');
    expect(done.released).toEqual([deleted(4), deleted(5)]);
  });

  it('stays before the first view when a navigation starts before it', () => {
    const { state } = run([{ type: 'track', event: deleted(1) }, { type: 'navigation-start' }]);
    expect(state).toEqual({ phase: 'before-first-view', held: [deleted(1)] });
  });

  it('a second navigation start while navigating keeps what is held', () => {
    const { state } = run([
      { type: 'view' },
      { type: 'navigation-start' },
      { type: 'track', event: deleted(6) },
      { type: 'navigation-start' },
    ]);
    expect(state).toEqual({ phase: 'soft-navigating', held: [deleted(6)] });
  });

  it(`holds at most ${MAX_HELD_EVENTS} events, keeping the oldest`, () => {
    const inputs: QueueInput[] = Array.from({ length: MAX_HELD_EVENTS + 5 }, (_, index) => ({
      type: 'track',
      event: deleted(index),
    }));
    const { state } = run(inputs);
    expect(state.held).toHaveLength(MAX_HELD_EVENTS);
    expect(state.held.at(-1)).toEqual(deleted(MAX_HELD_EVENTS - 1));
  });
});
