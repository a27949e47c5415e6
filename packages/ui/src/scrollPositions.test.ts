import { describe, expect, it } from 'vitest';
import {
  readScrollPosition,
  restoreStep,
  SCROLL_POSITION_KEY_PREFIX,
  saveScrollPosition,
  scrollPositionKey,
} from './scrollPositions';

function memoryStorage() {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
  };
}

describe('scroll positions', () => {
  it('keeps each history entry under a key with the spec prefix', () => {
    expect(scrollPositionKey('a1')).toBe('cw-front--scroll-position:a1');
    expect(scrollPositionKey('a1').startsWith(SCROLL_POSITION_KEY_PREFIX)).toBe(true);
  });

  it('reads back what was saved, per entry', () => {
    const storage = memoryStorage();
    saveScrollPosition(storage, 'a', { x: 0, y: 1480 });
    saveScrollPosition(storage, 'b', { x: 10, y: 20 });
    expect(readScrollPosition(storage, 'a')).toEqual({ x: 0, y: 1480 });
    expect(readScrollPosition(storage, 'b')).toEqual({ x: 10, y: 20 });
    expect(readScrollPosition(storage, 'c')).toBeNull();
  });

  it('ignores a failing storage silently', () => {
    const full = {
      setItem: () => {
        throw new DOMException('full', 'QuotaExceededError');
      },
      getItem: () => {
        throw new DOMException('denied', 'SecurityError');
      },
    };
    expect(() => saveScrollPosition(full, 'a', { x: 0, y: 1 })).not.toThrow();
    expect(readScrollPosition(full, 'a')).toBeNull();
    expect(() => saveScrollPosition(undefined, 'a', { x: 0, y: 1 })).not.toThrow();
  });

  it('reads no position from values that are not one', () => {
    const storage = memoryStorage();
    for (const value of ['{', '"1"', 'null', '{"x":0}', '{"x":0,"y":-5}', '{"x":"0","y":1}']) {
      storage.items.set(scrollPositionKey('a'), value);
      expect(readScrollPosition(storage, 'a'), value).toBeNull();
    }
  });

  it('scrolls as far as the page reaches until it reaches the target', () => {
    const target = { x: 0, y: 3000 };
    expect(restoreStep(target, { scrollHeight: 2000, viewportHeight: 800 })).toEqual({
      scrollTo: { x: 0, y: 1200 },
      reached: false,
    });
    expect(restoreStep(target, { scrollHeight: 3800, viewportHeight: 800 })).toEqual({
      scrollTo: { x: 0, y: 3000 },
      reached: true,
    });
    expect(restoreStep({ x: 0, y: 0 }, { scrollHeight: 500, viewportHeight: 800 })).toEqual({
      scrollTo: { x: 0, y: 0 },
      reached: true,
    });
  });
});
