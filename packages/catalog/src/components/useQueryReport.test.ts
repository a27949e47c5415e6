import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useQueryReport } from './useQueryReport';

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('useQueryReport', () => {
  it('reports the normalized text once the reader stops for the quiet time', () => {
    const onQueryChange = vi.fn();
    const { result } = renderHook(() => useQueryReport('', onQueryChange, 300));
    act(() => result.current('  魔'));
    act(() => vi.advanceTimersByTime(200));
    act(() => result.current('  魔法\u3000の '));
    act(() => vi.advanceTimersByTime(299));
    expect(onQueryChange).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onQueryChange).toHaveBeenCalledOnce();
    expect(onQueryChange).toHaveBeenCalledWith('魔法 の');
  });

  it('reports a text once, counting the initial text as reported', () => {
    const onQueryChange = vi.fn();
    const { result } = renderHook(() => useQueryReport(' 魔法 ', onQueryChange, 0));
    act(() => result.current('魔法'));
    act(() => vi.runAllTimers());
    expect(onQueryChange).not.toHaveBeenCalled();
    act(() => result.current('魔'));
    act(() => vi.runAllTimers());
    act(() => result.current('魔 '));
    act(() => vi.runAllTimers());
    expect(onQueryChange.mock.calls).toEqual([['魔']]);
  });

  it('drops a report still waiting when unmounted', () => {
    const onQueryChange = vi.fn();
    const { result, unmount } = renderHook(() => useQueryReport('', onQueryChange, 200));
    act(() => result.current('魔法'));
    unmount();
    vi.runAllTimers();
    expect(onQueryChange).not.toHaveBeenCalled();
  });
});
