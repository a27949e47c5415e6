import { act, cleanup, renderHook } from '@testing-library/react';
import type { FocusEvent } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { prefersReducedMotion } from '../test/reducedMotion';
import { type UseBannerRotationOptions, useBannerRotation } from './useBannerRotation';

beforeEach(() => {
  vi.useFakeTimers();
  prefersReducedMotion(false);
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

function renderRotation(options: Partial<UseBannerRotationOptions> = {}) {
  return renderHook(() => useBannerRotation({ count: 3, autoAdvanceMs: 5000, ...options }));
}

const wait = (ms: number) => act(() => vi.advanceTimersByTime(ms));

describe('useBannerRotation', () => {
  it('shows any banner by index, wrapping at both ends', () => {
    const { result } = renderRotation({ autoAdvanceMs: 0 });
    expect(result.current.current).toBe(0);
    act(() => result.current.show(-1));
    expect(result.current.current).toBe(2);
    act(() => result.current.show(3));
    expect(result.current.current).toBe(0);
  });

  it('turns to the next banner every autoAdvanceMs, back to the first after the last', () => {
    const { result } = renderRotation();
    expect(result.current).toMatchObject({ canTurn: true, stopped: false, turning: true });
    wait(4999);
    expect(result.current.current).toBe(0);
    wait(1);
    expect(result.current.current).toBe(1);
    wait(5000);
    expect(result.current.current).toBe(2);
    wait(5000);
    expect(result.current.current).toBe(0);
  });

  it('never turns without autoAdvanceMs or with one banner', () => {
    for (const options of [{ autoAdvanceMs: 0 }, { count: 1 }]) {
      const { result } = renderRotation(options);
      expect(result.current).toMatchObject({ canTurn: false, turning: false });
      wait(60_000);
      expect(result.current.current).toBe(0);
    }
  });

  it('pauses while the pointer is over it or a finger on it', () => {
    const { result } = renderRotation();
    act(() => result.current.pauseHandlers.onMouseEnter());
    expect(result.current.turning).toBe(false);
    wait(10_000);
    expect(result.current.current).toBe(0);
    act(() => result.current.pauseHandlers.onMouseLeave());
    act(() => result.current.pauseHandlers.onTouchStart());
    expect(result.current.turning).toBe(false);
    act(() => result.current.pauseHandlers.onTouchCancel());
    expect(result.current.turning).toBe(true);
    wait(5000);
    expect(result.current.current).toBe(1);
  });

  it('pauses while focus is inside it, not when it moves within', () => {
    const { result } = renderRotation();
    const carousel = document.createElement('section');
    const inner = carousel.appendChild(document.createElement('button'));
    const blur = (relatedTarget: Element | null) =>
      act(() =>
        result.current.pauseHandlers.onBlur({
          currentTarget: carousel,
          relatedTarget,
        } as unknown as FocusEvent<HTMLElement>),
      );
    act(() => result.current.pauseHandlers.onFocus());
    blur(inner);
    expect(result.current.turning).toBe(false);
    blur(document.body);
    expect(result.current.turning).toBe(true);
  });

  it('does not turn for readers who prefer reduced motion, unless they start it', () => {
    prefersReducedMotion(true);
    const { result } = renderRotation();
    expect(result.current).toMatchObject({ stopped: true, turning: false });
    act(() => result.current.toggleRotation());
    expect(result.current).toMatchObject({ stopped: false, turning: true });
    wait(5000);
    expect(result.current.current).toBe(1);
    act(() => result.current.toggleRotation());
    expect(result.current).toMatchObject({ stopped: true, turning: false });
  });
});
