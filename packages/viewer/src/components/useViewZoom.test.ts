import { buildViewerManifest } from '@cw/fixtures';
import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { layoutSpreads } from '../layoutSpreads';
import { zoomAt } from '../zoom';
import { useViewZoom } from './useViewZoom';

afterEach(cleanup);

const { pages } = buildViewerManifest({ pageCount: 4 });
const views = layoutSpreads(pages, { mode: 'single', shift: false });
const viewport = { width: 800, height: 1000 };

function renderZoom(surface = document.createElement('div')) {
  return renderHook(
    ({ currentView }: { currentView: number }) =>
      useViewZoom({ surfaceRef: { current: surface }, views, pages, currentView, viewport }),
    { initialProps: { currentView: 0 } },
  );
}

describe('useViewZoom', () => {
  it('starts whole, and zooms the view on screen', () => {
    const { result } = renderZoom();
    expect(result.current.zoomed).toBe(false);
    const zoom = result.current;
    act(() => zoom.apply(zoomAt(zoom.current(), 2, { x: 400, y: 500 }, zoom.bounds())));
    expect(result.current.zoomed).toBe(true);
    expect(result.current.zoom.scale).toBe(2);
    expect(result.current.current().scale).toBe(2);
  });

  it('shows another view whole, and forgets the zoom of the one left', () => {
    const { result, rerender } = renderZoom();
    const zoom = result.current;
    act(() => zoom.apply(zoomAt(zoom.current(), 2, { x: 400, y: 500 }, zoom.bounds())));
    rerender({ currentView: 1 });
    expect(result.current.zoomed).toBe(false);
    rerender({ currentView: 0 });
    expect(result.current.zoomed).toBe(false);
  });

  it('bounds zoom by the view’s pages as fitted in the viewport', () => {
    const bounds = renderZoom().result.current.bounds();
    expect(bounds).toMatchObject(viewport);
    expect(bounds.contentWidth).toBeGreaterThan(0);
    expect(bounds.contentWidth).toBeLessThanOrEqual(viewport.width);
    expect(bounds.contentHeight).toBeLessThanOrEqual(viewport.height);
  });

  it('measures points from the stage’s top left corner', () => {
    const surface = document.createElement('div');
    surface.getBoundingClientRect = () => ({ left: 10, top: 20 }) as DOMRect;
    const { result } = renderZoom(surface);
    expect(result.current.point({ clientX: 110, clientY: 220 })).toEqual({ x: 100, y: 200 });
  });
});
