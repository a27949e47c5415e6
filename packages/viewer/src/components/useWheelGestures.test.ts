import { buildViewerManifest } from '@cw/fixtures';
import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { layoutSpreads } from '../layoutSpreads';
import { useViewZoom } from './useViewZoom';
import { useWheelGestures } from './useWheelGestures';

const { pages } = buildViewerManifest({ pageCount: 4 });
const views = layoutSpreads(pages, { mode: 'single', shift: false });
const viewport = { width: 900, height: 1200 };
let surface: HTMLDivElement;

beforeEach(() => {
  surface = document.createElement('div');
  document.body.append(surface);
});

afterEach(() => {
  cleanup();
  surface.remove();
});

function renderWheel({ atEnd = false } = {}) {
  const onTurn = vi.fn();
  const surfaceRef = { current: surface };
  const hook = renderHook(() => {
    const currentView = atEnd ? views.length : 0;
    const zoom = useViewZoom({ surfaceRef, views, pages, currentView, viewport });
    useWheelGestures({ surfaceRef, zoom, scrollType: 'rtl', viewport, atEnd, onTurn });
    return zoom.zoomed;
  });
  return { ...hook, onTurn };
}

// happy-dom's WheelEvent drops modifier keys: set it on the event, and a `timeStamp`, so a
// burst is a burst however slow the machine is.
function wheel({ deltaY, ctrlKey = false, timeStamp }: WheelInit) {
  const event = new WheelEvent('wheel', { cancelable: true, deltaY });
  Object.defineProperties(event, {
    ctrlKey: { value: ctrlKey },
    timeStamp: { value: timeStamp },
  });
  act(() => {
    surface.dispatchEvent(event);
  });
  return event;
}

interface WheelInit {
  deltaY: number;
  ctrlKey?: boolean;
  timeStamp: number;
}

describe('useWheelGestures', () => {
  it('turns one page for a burst of wheel events', () => {
    const { onTurn } = renderWheel();
    expect(wheel({ deltaY: 120, timeStamp: 1000 }).defaultPrevented).toBe(true);
    wheel({ deltaY: 120, timeStamp: 1016 });
    expect(onTurn.mock.calls).toEqual([['next']]);
  });

  it('zooms with Ctrl+wheel, turning nothing', () => {
    const { result, onTurn } = renderWheel();
    expect(wheel({ deltaY: -100, ctrlKey: true, timeStamp: 1000 }).defaultPrevented).toBe(true);
    expect(result.current).toBe(true);
    expect(onTurn).not.toHaveBeenCalled();
  });

  it('leaves the wheel to the end panel, which scrolls its own content', () => {
    const { onTurn } = renderWheel({ atEnd: true });
    expect(wheel({ deltaY: 120, timeStamp: 1000 }).defaultPrevented).toBe(false);
    expect(onTurn).not.toHaveBeenCalled();
  });
});
