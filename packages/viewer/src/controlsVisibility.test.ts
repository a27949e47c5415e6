import { describe, expect, it } from 'vitest';
import {
  CONTROLS_AUTO_HIDE_MS,
  CONTROLS_TURN_GRACE_MS,
  CONTROLS_WAKE_INTERVAL_MS,
  type ControlsEvent,
  type ControlsVisibility,
  initialControlsVisibility,
  updateControlsVisibility,
} from './controlsVisibility';

/** Runs events in order from the opened viewer. */
function run(...events: ControlsEvent[]): ControlsVisibility {
  return events.reduce(updateControlsVisibility, initialControlsVisibility());
}

const phone = (now = 0): ControlsEvent => ({ type: 'autoHide', autoHide: true, now });

describe('updateControlsVisibility on a phone', () => {
  it('hides the bars a few seconds after they show', () => {
    expect(run(phone(0), { type: 'tick', now: CONTROLS_AUTO_HIDE_MS - 1 }).shown).toBe(true);
    expect(run(phone(0), { type: 'tick', now: CONTROLS_AUTO_HIDE_MS }).shown).toBe(false);
  });

  it('hides them on the first page turn', () => {
    const state = run(phone(0), { type: 'turn', now: 500 });
    expect(state.shown).toBe(false);
    expect(state.hideAt).toBeNull();
  });

  it('brings them back with a tap in the middle, for another few seconds', () => {
    const back = run(phone(0), { type: 'turn', now: 500 }, { type: 'toggle', now: 10_000 });
    expect(back.shown).toBe(true);
    expect(back.hideAt).toBe(10_000 + CONTROLS_AUTO_HIDE_MS);
    expect(updateControlsVisibility(back, { type: 'toggle', now: 10_100 }).shown).toBe(false);
  });

  it('restarts the delay each time the bars are used', () => {
    const used = run(phone(0), { type: 'use', now: 2500 }, { type: 'tick', now: 3000 });
    expect(used.shown).toBe(true);
    expect(updateControlsVisibility(used, { type: 'tick', now: 5500 }).shown).toBe(false);
  });

  it('keeps them for a page move made with the bars (slider, page buttons)', () => {
    const byBars = run(phone(0), { type: 'use', now: 4000 }, { type: 'turn', now: 4100 });
    expect(byBars.shown).toBe(true);
    const later = updateControlsVisibility(byBars, {
      type: 'turn',
      now: 4000 + CONTROLS_TURN_GRACE_MS,
    });
    expect(later.shown).toBe(false);
  });

  it('keeps them while focus is inside or the menu is open, and counts again after', () => {
    const held = run(phone(0), { type: 'hold', held: true, now: 100 });
    expect(
      run(phone(0), { type: 'hold', held: true, now: 100 }, { type: 'tick', now: 60_000 }),
    ).toMatchObject({ shown: true, hideAt: null });
    expect(updateControlsVisibility(held, { type: 'turn', now: 60_000 }).shown).toBe(true);
    const released = updateControlsVisibility(held, { type: 'hold', held: false, now: 60_000 });
    expect(released.hideAt).toBe(60_000 + CONTROLS_AUTO_HIDE_MS);
    expect(updateControlsVisibility(released, { type: 'tick', now: 63_000 }).shown).toBe(false);
  });

  it('shows hidden bars that focus enters', () => {
    const state = run(phone(0), { type: 'turn', now: 10 }, { type: 'hold', held: true, now: 20 });
    expect(state.shown).toBe(true);
  });

  it('ignores a timer going off before the delay is over', () => {
    const state = run(phone(0), { type: 'use', now: 2000 });
    expect(updateControlsVisibility(state, { type: 'tick', now: 3000 })).toBe(state);
  });
});

describe('updateControlsVisibility on a desktop', () => {
  it('never hides the bars by itself', () => {
    const state = run({ type: 'tick', now: 60_000 }, { type: 'turn', now: 60_001 });
    expect(state.shown).toBe(true);
    expect(state.hideAt).toBeNull();
  });

  it('shows and hides them with a tap in the middle', () => {
    expect(run({ type: 'toggle', now: 1 }).shown).toBe(false);
    expect(run({ type: 'toggle', now: 1 }, { type: 'toggle', now: 2 })).toMatchObject({
      shown: true,
      hideAt: null,
    });
  });

  it('stops the timer when the window widens past the breakpoint', () => {
    const state = run(phone(0), { type: 'autoHide', autoHide: false, now: 1000 });
    expect(state.hideAt).toBeNull();
    expect(updateControlsVisibility(state, { type: 'tick', now: 9000 }).shown).toBe(true);
  });
});

describe('updateControlsVisibility: a mouse move or a key (wake)', () => {
  const hidden = () => run(phone(0), { type: 'turn', now: 500 });

  it('brings the hidden bars back for another few seconds', () => {
    const back = updateControlsVisibility(hidden(), { type: 'wake', now: 8000 });
    expect(back).toMatchObject({ shown: true, hideAt: 8000 + CONTROLS_AUTO_HIDE_MS });
  });

  it('starts the delay again at most every CONTROLS_WAKE_INTERVAL_MS', () => {
    const back = updateControlsVisibility(hidden(), { type: 'wake', now: 8000 });
    const soon = 8000 + CONTROLS_WAKE_INTERVAL_MS - 1;
    expect(updateControlsVisibility(back, { type: 'wake', now: soon })).toBe(back);
    const later = 8000 + CONTROLS_WAKE_INTERVAL_MS + 1;
    expect(updateControlsVisibility(back, { type: 'wake', now: later }).hideAt).toBe(
      later + CONTROLS_AUTO_HIDE_MS,
    );
  });

  it('changes nothing while the bars are held or do not hide by themselves', () => {
    const held = run(phone(0), { type: 'hold', held: true, now: 10 });
    expect(updateControlsVisibility(held, { type: 'wake', now: 20 })).toBe(held);
    const fixed = initialControlsVisibility();
    expect(updateControlsVisibility(fixed, { type: 'wake', now: 20 })).toBe(fixed);
  });
});

describe('updateControlsVisibility', () => {
  it('returns the same state when nothing changes, so React skips the render', () => {
    const state = run(phone(0));
    expect(updateControlsVisibility(state, phone(5))).toBe(state);
    expect(updateControlsVisibility(state, { type: 'hold', held: false, now: 5 })).toBe(state);
  });
});
