import { buildViewerManifest } from '@cw/fixtures';
import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { ViewerLayoutMode } from '../chooseLayoutMode';
import { type ReadingPositionOptions, useReadingPosition } from './useReadingPosition';

afterEach(cleanup);

const { pages } = buildViewerManifest({ pageCount: 7 });

function renderReading(options: Partial<ReadingPositionOptions> = {}) {
  return renderHook((props: ReadingPositionOptions) => useReadingPosition(props), {
    initialProps: { pages, layout: 'single', spreadShift: false, initialPage: 1, ...options },
  });
}

describe('useReadingPosition', () => {
  it('opens at the page asked for, clamped to the episode', () => {
    expect(renderReading({ initialPage: 3 }).result.current.firstVisiblePage).toBe(2);
    expect(renderReading({ initialPage: 99 }).result.current.firstVisiblePage).toBe(6);
  });

  it('turns by views when paged, then opens the end panel after the last', () => {
    const { result } = renderReading({ layout: 'spread', initialPage: 4 });
    expect(result.current.visiblePages).toEqual([3, 4]);
    act(() => result.current.turn('next'));
    expect(result.current.visiblePages).toEqual([5, 6]);
    act(() => result.current.turn('next'));
    expect(result.current.position.atEnd).toBe(true);
    expect(result.current.visiblePages).toEqual([]);
    expect(result.current.firstVisiblePage).toBeNull();
    expect(result.current.lastVisiblePage).toBe(6);
    expect(result.current.currentView).toBe(result.current.views.length);
  });

  it('keeps the page across a layout change', () => {
    const { result, rerender } = renderReading({ initialPage: 3 });
    rerender({ pages, layout: 'spread' as ViewerLayoutMode, spreadShift: false, initialPage: 3 });
    expect(result.current.visiblePages).toEqual([1, 2]);
    expect(result.current.firstVisiblePage).toBe(1);
  });

  it('asks a vertical strip to scroll, again for the same page', () => {
    const { result } = renderReading({ layout: 'vertical' });
    act(() => result.current.turn('next'));
    expect(result.current.seek).toEqual({ page: 1, token: 1 });
    expect(result.current.firstVisiblePage).toBe(1);
    act(() => result.current.seekTo(1));
    expect(result.current.seek).toEqual({ page: 1, token: 2 });
    act(() => result.current.seekTo(7));
    expect(result.current.position.atEnd).toBe(true);
    expect(result.current.canGoPrevious).toBe(true);
  });

  it('follows what a vertical strip reports in view', () => {
    const { result } = renderReading({ layout: 'vertical' });
    expect(result.current.canGoPrevious).toBe(false);
    act(() => result.current.onVisibleChange({ first: 2, last: 4 }, 3));
    expect(result.current.firstVisiblePage).toBe(3);
    expect(result.current.lastVisiblePage).toBe(4);
    expect(result.current.visibleRange).toEqual({ first: 2, last: 4 });
    act(() => result.current.onEndVisibleChange(true));
    expect(result.current.position.atEnd).toBe(true);
    act(() => result.current.onEndVisibleChange(false));
    expect(result.current.firstVisiblePage).toBe(3);
  });

  it('seeks a page with the slider when paged', () => {
    const { result } = renderReading({ layout: 'spread' });
    act(() => result.current.seekTo(4));
    expect(result.current.visiblePages).toEqual([3, 4]);
    expect(result.current.seek).toBeNull();
    expect(result.current.canGoPrevious).toBe(true);
  });
});
