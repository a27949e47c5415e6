import { runInNewContext } from 'node:vm';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  MIN_VIEWPORT_WIDTH,
  VIEWPORT_RECHECK_DELAYS_MS,
  viewportContent,
  viewportScript,
} from './viewport';

const DEVICE_WIDTH = 'width=device-width, initial-scale=1';

describe('viewportContent', () => {
  it('fixes the width at 390 below an outer width of 390, else follows the device', () => {
    expect(MIN_VIEWPORT_WIDTH).toBe(390);
    expect(viewportContent(320, MIN_VIEWPORT_WIDTH)).toBe('width=390');
    expect(viewportContent(389, MIN_VIEWPORT_WIDTH)).toBe('width=390');
    expect(viewportContent(390, MIN_VIEWPORT_WIDTH)).toBe(DEVICE_WIDTH);
    expect(viewportContent(1280, MIN_VIEWPORT_WIDTH)).toBe(DEVICE_WIDTH);
  });

  it('keeps the device width for a window that has no size yet', () => {
    expect(viewportContent(0, MIN_VIEWPORT_WIDTH)).toBe(DEVICE_WIDTH);
  });
});

/**
 * The script run in a context of its own with nothing but a window, a document holding one
 * viewport meta, and timers: it needs nothing else.
 */
function pageWithScript(outerWidth: number) {
  let content = DEVICE_WIDTH;
  const meta = {
    getAttribute: () => content,
    setAttribute: (_name: string, value: string) => {
      content = value;
    },
  };
  const listeners: Record<string, (() => void)[]> = {};
  const window = {
    outerWidth,
    addEventListener: (type: string, listener: () => void) => {
      listeners[type] = [...(listeners[type] ?? []), listener];
    },
  };
  const dispatch = (type: string) => {
    for (const listener of listeners[type] ?? []) listener();
  };
  const document = {
    querySelector: (selector: string) => (selector === 'meta[name="viewport"]' ? meta : null),
  };
  runInNewContext(viewportScript(), { window, document, setTimeout, clearTimeout });
  return {
    content: () => content,
    /** The window's outer width changes, without a resize event (yet). */
    setOuterWidth(width: number) {
      window.outerWidth = width;
    },
    resize(width: number) {
      window.outerWidth = width;
      dispatch('resize');
    },
    show() {
      dispatch('pageshow');
    },
  };
}

describe('viewportScript', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('sets the rule for the window at once', () => {
    expect(pageWithScript(360).content()).toBe('width=390');
    expect(pageWithScript(414).content()).toBe(DEVICE_WIDTH);
  });

  it('checks again 100 ms after a resize', () => {
    expect(VIEWPORT_RECHECK_DELAYS_MS).toEqual([100, 1000]);
    const page = pageWithScript(414);
    page.resize(360);
    vi.advanceTimersByTime(99);
    expect(page.content()).toBe(DEVICE_WIDTH);
    vi.advanceTimersByTime(1);
    expect(page.content()).toBe('width=390');
    page.resize(768);
    vi.advanceTimersByTime(100);
    expect(page.content()).toBe(DEVICE_WIDTH);
  });

  it('checks again 1000 ms after a resize, for a width that settles late', () => {
    const page = pageWithScript(414);
    // A phone turning: the event comes before the window reports its new width.
    page.resize(414);
    vi.advanceTimersByTime(100);
    page.setOuterWidth(360);
    vi.advanceTimersByTime(899);
    expect(page.content()).toBe(DEVICE_WIDTH);
    vi.advanceTimersByTime(1);
    expect(page.content()).toBe('width=390');
  });

  it('counts the delays from the last of a burst of resizes', () => {
    const page = pageWithScript(414);
    page.resize(360);
    vi.advanceTimersByTime(60);
    page.resize(360);
    vi.advanceTimersByTime(60);
    expect(page.content()).toBe(DEVICE_WIDTH);
    vi.advanceTimersByTime(40);
    expect(page.content()).toBe('width=390');
  });

  it('checks again when the page is shown, for a window that had no size at first', () => {
    const page = pageWithScript(0);
    expect(page.content()).toBe(DEVICE_WIDTH);
    page.setOuterWidth(360);
    page.show();
    expect(page.content()).toBe('width=390');
  });

  it('does nothing on a page without a viewport meta', () => {
    expect(() =>
      runInNewContext(viewportScript(), {
        window: { outerWidth: 360, addEventListener: () => {} },
        document: { querySelector: () => null },
        setTimeout,
        clearTimeout,
      }),
    ).not.toThrow();
  });
});
