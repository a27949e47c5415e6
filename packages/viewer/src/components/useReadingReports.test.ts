import { buildViewerManifest } from '@cw/fixtures';
import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { memoryStorage } from '../test/memoryStorage';
import { createViewerPreferencesStore } from '../viewerPreferencesStore';
import type { ViewerAnalyticsHandler } from './types';
import { type ReadingReportsOptions, useReadingReports } from './useReadingReports';

beforeEach(() => {
  vi.useFakeTimers({
    toFake: ['requestAnimationFrame', 'cancelAnimationFrame', 'setTimeout', 'clearTimeout'],
  });
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const manifest = buildViewerManifest({ pageCount: 20 });

function renderReports(overrides: Partial<ReadingReportsOptions> = {}) {
  const emit = vi.fn<ViewerAnalyticsHandler>();
  const options = {
    manifest,
    store: createViewerPreferencesStore({ storage: memoryStorage(), workCode: manifest.work.code }),
    ready: true,
    onMove: vi.fn(),
    onPageChange: vi.fn(),
    onNearEnd: vi.fn(),
    ...overrides,
    emit,
  };
  const at = (first: number | null, last = first ?? 19) => ({
    ...options,
    reading: { firstVisiblePage: first, lastVisiblePage: last },
  });
  const hook = renderHook((props: ReadingReportsOptions) => useReadingReports(props), {
    initialProps: at(0),
  });
  return { ...options, rerender: hook.rerender, at };
}

describe('useReadingReports', () => {
  it('reports episode_read once, when the stored direction is known', () => {
    const { emit, rerender, at } = renderReports({ ready: false });
    expect(emit).not.toHaveBeenCalled();
    rerender({ ...at(0), ready: true });
    rerender({ ...at(1), ready: true });
    expect(emit).toHaveBeenCalledTimes(1);
    expect(emit.mock.calls[0]?.[0]).toMatchObject({ name: 'episode_read' });
  });

  it('tells each move, the app once it has painted; not the page opened at', () => {
    const { onMove, onPageChange, rerender, at } = renderReports();
    act(() => vi.runAllTimers());
    expect(onMove).not.toHaveBeenCalled();
    rerender(at(2));
    expect(onMove).toHaveBeenCalledTimes(1);
    expect(onPageChange).not.toHaveBeenCalled();
    act(() => vi.runAllTimers());
    expect(onPageChange).toHaveBeenCalledWith(3);
  });

  it('tells no move for the end panel, nor coming back from it', () => {
    const { onMove, rerender, at } = renderReports();
    rerender(at(null));
    rerender(at(0));
    expect(onMove).not.toHaveBeenCalled();
  });

  it('tells the app once when the end is near and a next episode exists', () => {
    const { onNearEnd, rerender, at } = renderReports();
    expect(onNearEnd).not.toHaveBeenCalled();
    rerender(at(15, 16));
    rerender(at(17, 18));
    expect(onNearEnd).toHaveBeenCalledTimes(1);
    const last = renderReports({ manifest: { ...manifest, nextEpisode: null } });
    last.rerender(last.at(18, 19));
    expect(last.onNearEnd).not.toHaveBeenCalled();
  });
});
