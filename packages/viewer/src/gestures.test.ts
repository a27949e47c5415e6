import { describe, expect, it } from 'vitest';
import {
  DOUBLE_TAP_MS,
  DOUBLE_TAP_SLOP_PX,
  isDoubleTap,
  isDoubleTapZone,
  isTap,
  mayTurnOnWheel,
  pinchCenter,
  pinchDistance,
  TAP_SLOP_PX,
  WHEEL_GESTURE_GAP_MS,
  WHEEL_TURN_INTERVAL_MS,
} from './gestures';

describe('isTap', () => {
  it('is a tap below the slop, a drag from it', () => {
    expect(isTap(0, 0)).toBe(true);
    expect(isTap(6, -6)).toBe(true);
    expect(isTap(TAP_SLOP_PX, 0)).toBe(false);
    expect(isTap(0, 40)).toBe(false);
  });
});

describe('isDoubleTap', () => {
  const first = { x: 100, y: 100, time: 1000 };

  it('needs a first tap', () => {
    expect(isDoubleTap(null, first)).toBe(false);
  });

  it('pairs taps close in time and place', () => {
    expect(isDoubleTap(first, { x: 110, y: 90, time: 1000 + DOUBLE_TAP_MS })).toBe(true);
  });

  it('does not pair slow or distant taps', () => {
    expect(isDoubleTap(first, { x: 100, y: 100, time: 1001 + DOUBLE_TAP_MS })).toBe(false);
    expect(isDoubleTap(first, { x: 101 + DOUBLE_TAP_SLOP_PX, y: 100, time: 1100 })).toBe(false);
    expect(isDoubleTap(first, { x: 100, y: 100, time: 900 })).toBe(false);
  });
});

describe('isDoubleTapZone', () => {
  it('zooms from the middle third only, so side taps turn at once', () => {
    expect(isDoubleTapZone(450, 900, false)).toBe(true);
    expect(isDoubleTapZone(100, 900, false)).toBe(false);
    expect(isDoubleTapZone(800, 900, false)).toBe(false);
  });

  it('zooms out from anywhere while zoomed', () => {
    expect(isDoubleTapZone(100, 900, true)).toBe(true);
  });
});

describe('pinch', () => {
  it('measures the distance and the centre of two pointers', () => {
    expect(pinchDistance({ x: 10, y: 10 }, { x: 40, y: 50 })).toBe(50);
    expect(pinchCenter({ x: 10, y: 10 }, { x: 40, y: 50 })).toEqual({ x: 25, y: 30 });
  });
});

describe('mayTurnOnWheel', () => {
  it('turns on the first wheel event and on each new gesture', () => {
    expect(mayTurnOnWheel({ now: 0, lastWheelAt: null, lastTurnAt: null })).toBe(true);
    expect(
      mayTurnOnWheel({ now: 500, lastWheelAt: 500 - WHEEL_GESTURE_GAP_MS, lastTurnAt: 0 }),
    ).toBe(true);
  });

  it('turns once for a burst of events, then again after the interval', () => {
    expect(mayTurnOnWheel({ now: 100, lastWheelAt: 84, lastTurnAt: 0 })).toBe(false);
    expect(
      mayTurnOnWheel({
        now: WHEEL_TURN_INTERVAL_MS,
        lastWheelAt: WHEEL_TURN_INTERVAL_MS - 16,
        lastTurnAt: 0,
      }),
    ).toBe(true);
  });

  it('keeps a long stream that never turned free to turn', () => {
    expect(mayTurnOnWheel({ now: 100, lastWheelAt: 84, lastTurnAt: null })).toBe(true);
  });
});
