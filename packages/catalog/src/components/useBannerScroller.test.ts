import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useBannerScroller } from './useBannerScroller';

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

/**
 * The scroller of 4 banners, 360px wide: banner i starts at 360 × i. Its `scrollTo` starts a
 * smooth scroll that arrives only when `arrive` is called (or at once when `behavior` is
 * `instant`).
 */
function renderScroller() {
  const onSettle = vi.fn();
  const viewport = document.createElement('div');
  Object.defineProperty(viewport, 'clientWidth', { value: 360 });
  let target = 0;
  const scrollTo = vi.fn(({ left = 0, behavior }: ScrollToOptions) => {
    target = left;
    if (behavior === 'instant') viewport.scrollLeft = left;
  });
  viewport.scrollTo = scrollTo as typeof viewport.scrollTo;
  const hook = renderHook(({ current }) => useBannerScroller({ current, count: 4, onSettle }), {
    initialProps: { current: 0 },
  });
  hook.result.current.viewportRef.current = viewport;
  const arrive = () => {
    viewport.scrollLeft = target;
  };
  return { ...hook, viewport, scrollTo, onSettle, arrive };
}

const wait = (ms: number) => act(() => vi.advanceTimersByTime(ms));

describe('useBannerScroller', () => {
  it('scrolls the banner shown by the buttons or the turning into the scroller', () => {
    const { rerender, scrollTo, arrive } = renderScroller();
    rerender({ current: 2 });
    expect(scrollTo).toHaveBeenLastCalledWith({ left: 720 });
    arrive();
    rerender({ current: 0 });
    expect(scrollTo).toHaveBeenLastCalledWith({ left: 0 });
  });

  it('does not scroll where the scroller already is', () => {
    const { rerender, viewport, scrollTo } = renderScroller();
    viewport.scrollLeft = 360;
    rerender({ current: 1 });
    expect(scrollTo).not.toHaveBeenCalled();
  });

  it('puts a banner still travelling there at once after a second', () => {
    const { rerender, viewport, scrollTo } = renderScroller();
    rerender({ current: 3 });
    wait(999);
    expect(scrollTo).toHaveBeenCalledOnce();
    wait(1);
    expect(scrollTo).toHaveBeenLastCalledWith({ left: 1080, behavior: 'instant' });
    expect(viewport.scrollLeft).toBe(1080);
  });

  it('leaves the scroller to the reader once they take it over', () => {
    const { result, rerender, scrollTo } = renderScroller();
    rerender({ current: 3 });
    result.current.takeOver();
    wait(1000);
    expect(scrollTo).toHaveBeenCalledOnce();
  });

  it('shows the banner a swipe rests on once the scroll settles', () => {
    const { result, viewport, onSettle } = renderScroller();
    viewport.scrollLeft = 500;
    result.current.handleScroll();
    wait(100);
    viewport.scrollLeft = 720;
    result.current.handleScroll();
    wait(119);
    expect(onSettle).not.toHaveBeenCalled();
    wait(1);
    expect(onSettle).toHaveBeenCalledExactlyOnceWith(2);
  });

  it('takes nothing from a pause of its own scroll on its way', () => {
    const { result, rerender, viewport, onSettle, arrive } = renderScroller();
    rerender({ current: 3 });
    viewport.scrollLeft = 400;
    result.current.handleScroll();
    wait(200);
    expect(onSettle).not.toHaveBeenCalled();
    arrive();
    result.current.handleScroll();
    wait(200);
    expect(onSettle).toHaveBeenCalledExactlyOnceWith(3);
  });

  it('drops its timers when unmounted', () => {
    const { result, rerender, unmount, scrollTo, onSettle } = renderScroller();
    rerender({ current: 3 });
    result.current.handleScroll();
    unmount();
    wait(2000);
    expect(onSettle).not.toHaveBeenCalled();
    expect(scrollTo).toHaveBeenCalledOnce();
  });
});
