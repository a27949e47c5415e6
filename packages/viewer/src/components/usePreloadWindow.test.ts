import { buildViewerManifest } from '@cw/fixtures';
import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { PRELOAD_AHEAD } from '../preloadPlan';
import { usePreloadWindow } from './usePreloadWindow';
import { type ReadingPositionOptions, useReadingPosition } from './useReadingPosition';

afterEach(cleanup);

const { pages } = buildViewerManifest({ pageCount: 30 });
const rootRef = { current: null };

function renderWindow(options: Pick<ReadingPositionOptions, 'layout' | 'initialPage'>) {
  return renderHook(() => {
    const reading = useReadingPosition({ pages, spreadShift: false, ...options });
    const vertical = options.layout === 'vertical';
    return { reading, ...usePreloadWindow({ pages, vertical, reading, rootRef }) };
  });
}

describe('usePreloadWindow', () => {
  it('mounts the pages around the view on screen, not the far ones', () => {
    const { result } = renderWindow({ layout: 'single', initialPage: 11 });
    expect(result.current.loadPages.has(10)).toBe(true);
    expect(result.current.loadPages.has(10 + PRELOAD_AHEAD)).toBe(true);
    expect(result.current.loadPages.has(0)).toBe(false);
    expect(result.current.loadPages.has(29)).toBe(false);
  });

  it('moves with the reader', () => {
    const { result } = renderWindow({ layout: 'single', initialPage: 1 });
    expect(result.current.loadPages.has(20)).toBe(false);
    act(() => result.current.reading.seekTo(20));
    expect(result.current.loadPages.has(20)).toBe(true);
    expect(result.current.loadPages.has(0)).toBe(false);
  });

  it('follows the pages a vertical strip shows', () => {
    const { result } = renderWindow({ layout: 'vertical', initialPage: 1 });
    act(() => result.current.reading.onVisibleChange({ first: 14, last: 16 }, 15));
    for (const page of [14, 15, 16]) expect(result.current.loadPages.has(page)).toBe(true);
    expect(result.current.loadPages.has(0)).toBe(false);
  });

  it('gives one preloader for the session', () => {
    const { result, rerender } = renderWindow({ layout: 'single', initialPage: 1 });
    const { preloader } = result.current;
    rerender();
    expect(result.current.preloader).toBe(preloader);
  });
});
