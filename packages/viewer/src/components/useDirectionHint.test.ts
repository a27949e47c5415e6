import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DIRECTION_HINT_MS, DIRECTION_HINT_STORAGE_KEY } from '../directionHint';
import { memoryStorage } from '../test/memoryStorage';
import type { PreferenceStorage } from '../viewerPreferencesStore';
import { useDirectionHint } from './useDirectionHint';

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

function renderHint(storage: PreferenceStorage | null, ready = true) {
  return renderHook((props: { ready: boolean }) => useDirectionHint(props.ready, storage), {
    initialProps: { ready },
  });
}

describe('useDirectionHint', () => {
  it('shows once per device, once its storage is known', () => {
    const storage = memoryStorage();
    const { result, rerender } = renderHint(storage, false);
    expect(result.current.shown).toBe(false);
    rerender({ ready: true });
    expect(result.current.shown).toBe(true);
    expect(storage.values.has(DIRECTION_HINT_STORAGE_KEY)).toBe(true);
    expect(renderHint(storage).result.current.shown).toBe(false);
  });

  it('never shows without storage', () => {
    expect(renderHint(null).result.current.shown).toBe(false);
  });

  it('hides by itself, or when dismissed', () => {
    const { result } = renderHint(memoryStorage());
    act(() => vi.advanceTimersByTime(DIRECTION_HINT_MS));
    expect(result.current.shown).toBe(false);
    const other = renderHint(memoryStorage());
    act(() => other.result.current.dismiss());
    expect(other.result.current.shown).toBe(false);
  });
});
