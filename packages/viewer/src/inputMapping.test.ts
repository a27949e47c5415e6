import { describe, expect, it } from 'vitest';
import {
  type KeyInput,
  keyStaysWithControl,
  mapKey,
  mapSwipe,
  mapTapZone,
  mapWheel,
  normalizeWheelDelta,
  SWIPE_THRESHOLD_PX,
  WHEEL_THRESHOLD_PX,
} from './inputMapping';

function key(value: string, modifiers: Partial<KeyInput> = {}): KeyInput {
  return { key: value, shiftKey: false, ctrlKey: false, metaKey: false, ...modifiers };
}

describe('keyStaysWithControl', () => {
  it('leaves the slider its arrows, Home and End, and turns with Space and PageDown/PageUp', () => {
    for (const own of ['ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown', 'Home', 'End']) {
      expect(keyStaysWithControl(key(own), 'slider')).toBe(true);
    }
    for (const turning of [' ', 'PageDown', 'PageUp']) {
      expect(keyStaysWithControl(key(turning), 'slider')).toBe(false);
    }
    expect(keyStaysWithControl(key(' ', { shiftKey: true }), 'slider')).toBe(false);
  });

  it('leaves a button Enter and Space, and turns with arrows and PageDown', () => {
    expect(keyStaysWithControl(key('Enter'), 'button')).toBe(true);
    expect(keyStaysWithControl(key(' '), 'button')).toBe(true);
    for (const turning of ['ArrowLeft', 'ArrowRight', 'ArrowDown', 'PageDown', 'Home']) {
      expect(keyStaysWithControl(key(turning), 'button')).toBe(false);
    }
  });

  it('leaves a link Enter only', () => {
    expect(keyStaysWithControl(key('Enter'), 'link')).toBe(true);
    expect(keyStaysWithControl(key(' '), 'link')).toBe(false);
    expect(keyStaysWithControl(key('ArrowLeft'), 'link')).toBe(false);
  });
});

describe('mapKey', () => {
  it('turns ArrowLeft to the next page in rtl and the previous one in ltr', () => {
    expect(mapKey(key('ArrowLeft'), 'rtl')).toBe('next');
    expect(mapKey(key('ArrowLeft'), 'ltr')).toBe('previous');
  });

  it('turns ArrowRight to the previous page in rtl and the next one in ltr', () => {
    expect(mapKey(key('ArrowRight'), 'rtl')).toBe('previous');
    expect(mapKey(key('ArrowRight'), 'ltr')).toBe('next');
  });

  it('ignores ArrowLeft and ArrowRight in vertical scrolling', () => {
    expect(mapKey(key('ArrowLeft'), 'vsc')).toBeNull();
    expect(mapKey(key('ArrowRight'), 'vsc')).toBeNull();
  });

  it('turns with ArrowDown/PageDown forward and ArrowUp/PageUp back in every mode', () => {
    for (const scrollType of ['rtl', 'ltr', 'vsc'] as const) {
      expect(mapKey(key('ArrowDown'), scrollType)).toBe('next');
      expect(mapKey(key('PageDown'), scrollType)).toBe('next');
      expect(mapKey(key('ArrowUp'), scrollType)).toBe('previous');
      expect(mapKey(key('PageUp'), scrollType)).toBe('previous');
    }
  });

  it('turns forward with Space and back with Shift+Space', () => {
    expect(mapKey(key(' '), 'rtl')).toBe('next');
    expect(mapKey(key(' ', { shiftKey: true }), 'rtl')).toBe('previous');
    expect(mapKey(key('Spacebar'), 'ltr')).toBe('next');
  });

  it('jumps to the first page with Home and the last with End', () => {
    expect(mapKey(key('Home'), 'rtl')).toBe('first');
    expect(mapKey(key('End'), 'vsc')).toBe('last');
  });

  it('leaves presses with Ctrl, Cmd or Alt to the browser', () => {
    expect(mapKey(key('ArrowLeft', { ctrlKey: true }), 'rtl')).toBeNull();
    expect(mapKey(key('ArrowLeft', { metaKey: true }), 'rtl')).toBeNull();
    expect(mapKey(key('ArrowLeft', { altKey: true }), 'rtl')).toBeNull();
    expect(mapKey(key('Home', { ctrlKey: true }), 'rtl')).toBeNull();
  });

  it('ignores other keys', () => {
    expect(mapKey(key('a'), 'rtl')).toBeNull();
    expect(mapKey(key('Enter'), 'rtl')).toBeNull();
    expect(mapKey(key('Tab'), 'ltr')).toBeNull();
  });
});

describe('mapTapZone', () => {
  it('turns to the next page on the left third in rtl and the right third in ltr', () => {
    expect(mapTapZone(10, 900, 'rtl')).toBe('next');
    expect(mapTapZone(890, 900, 'rtl')).toBe('previous');
    expect(mapTapZone(10, 900, 'ltr')).toBe('previous');
    expect(mapTapZone(890, 900, 'ltr')).toBe('next');
  });

  it('toggles the controls in the middle third, edges included', () => {
    expect(mapTapZone(300, 900, 'rtl')).toBe('menu');
    expect(mapTapZone(450, 900, 'rtl')).toBe('menu');
    expect(mapTapZone(600, 900, 'ltr')).toBe('menu');
    expect(mapTapZone(299.9, 900, 'rtl')).toBe('next');
    expect(mapTapZone(600.1, 900, 'rtl')).toBe('previous');
  });

  it('toggles the controls anywhere in vertical scrolling', () => {
    expect(mapTapZone(10, 900, 'vsc')).toBe('menu');
    expect(mapTapZone(890, 900, 'vsc')).toBe('menu');
  });

  it('treats taps outside the box as the nearest side', () => {
    expect(mapTapZone(-5, 900, 'rtl')).toBe('next');
    expect(mapTapZone(1000, 900, 'rtl')).toBe('previous');
  });

  it('does not turn pages while zoomed, but still toggles the controls', () => {
    expect(mapTapZone(10, 900, 'rtl', { zoomed: true })).toBeNull();
    expect(mapTapZone(890, 900, 'ltr', { zoomed: true })).toBeNull();
    expect(mapTapZone(450, 900, 'ltr', { zoomed: true })).toBe('menu');
  });

  it('toggles the controls when the box has no width yet', () => {
    expect(mapTapZone(10, 0, 'rtl')).toBe('menu');
  });
});

describe('mapSwipe', () => {
  it('turns to the next page when the finger drags right in rtl and left in ltr', () => {
    expect(mapSwipe(120, 0, 'rtl')).toBe('next');
    expect(mapSwipe(-120, 0, 'rtl')).toBe('previous');
    expect(mapSwipe(-120, 0, 'ltr')).toBe('next');
    expect(mapSwipe(120, 0, 'ltr')).toBe('previous');
  });

  it('needs the threshold distance', () => {
    expect(SWIPE_THRESHOLD_PX).toBe(50);
    expect(mapSwipe(49, 0, 'rtl')).toBeNull();
    expect(mapSwipe(50, 0, 'rtl')).toBe('next');
    expect(mapSwipe(30, 0, 'rtl', { threshold: 20 })).toBe('next');
  });

  it('ignores mostly vertical swipes', () => {
    expect(mapSwipe(80, 100, 'rtl')).toBeNull();
    expect(mapSwipe(80, 80, 'ltr')).toBeNull();
  });

  it('leaves swipes to scrolling in vsc and to panning while zoomed', () => {
    expect(mapSwipe(200, 0, 'vsc')).toBeNull();
    expect(mapSwipe(200, 0, 'rtl', { zoomed: true })).toBeNull();
  });

  it('ignores non-finite input', () => {
    expect(mapSwipe(Number.NaN, 0, 'rtl')).toBeNull();
  });
});

describe('mapWheel', () => {
  it('turns forward on wheel down and back on wheel up', () => {
    expect(mapWheel(0, 120, false)).toEqual({ type: 'page', action: 'next' });
    expect(mapWheel(0, -120, false)).toEqual({ type: 'page', action: 'previous' });
  });

  it('zooms with Ctrl+wheel instead of turning: up zooms in, down zooms out', () => {
    const zoomIn = mapWheel(0, -100, true);
    const zoomOut = mapWheel(0, 100, true);
    expect(zoomIn).toEqual({ type: 'zoom', factor: 2 });
    expect(zoomOut).toEqual({ type: 'zoom', factor: 0.5 });
    const pinch = mapWheel(0, -5, true);
    expect(pinch?.type).toBe('zoom');
    expect(pinch?.type === 'zoom' && pinch.factor).toBeCloseTo(2 ** 0.05);
  });

  it('limits a single zoom step to halving or doubling', () => {
    expect(mapWheel(0, -1000, true)).toEqual({ type: 'zoom', factor: 2 });
    expect(mapWheel(0, 1000, true)).toEqual({ type: 'zoom', factor: 0.5 });
    expect(mapWheel(0, 0, true)).toBeNull();
  });

  it('ignores deltas below the threshold', () => {
    expect(mapWheel(0, WHEEL_THRESHOLD_PX - 1, false)).toBeNull();
    expect(mapWheel(0, WHEEL_THRESHOLD_PX, false)).toEqual({ type: 'page', action: 'next' });
  });

  it('maps a mostly horizontal wheel by the reading direction', () => {
    expect(mapWheel(-50, 5, false, { scrollType: 'rtl' })).toEqual({
      type: 'page',
      action: 'next',
    });
    expect(mapWheel(50, 5, false, { scrollType: 'rtl' })).toEqual({
      type: 'page',
      action: 'previous',
    });
    expect(mapWheel(50, 5, false, { scrollType: 'ltr' })).toEqual({ type: 'page', action: 'next' });
    expect(mapWheel(50, 5, false)).toBeNull();
  });

  it('leaves plain wheels to scrolling in vsc and to panning while zoomed, but still zooms', () => {
    expect(mapWheel(0, 120, false, { scrollType: 'vsc' })).toBeNull();
    expect(mapWheel(0, 120, false, { scrollType: 'rtl', zoomed: true })).toBeNull();
    expect(mapWheel(0, 100, true, { scrollType: 'vsc' })).toEqual({ type: 'zoom', factor: 0.5 });
  });
});

describe('normalizeWheelDelta', () => {
  it('converts lines and pages to CSS pixels', () => {
    expect(normalizeWheelDelta(120, 0, 800)).toBe(120);
    expect(normalizeWheelDelta(3, 1, 800)).toBe(48);
    expect(normalizeWheelDelta(1, 2, 800)).toBe(800);
  });
});
