import { buildViewerManifest } from '@cw/fixtures';
import { act, cleanup, renderHook } from '@testing-library/react';
import type { PointerEvent as ReactPointerEvent } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DOUBLE_TAP_MS } from '../gestures';
import { layoutSpreads } from '../layoutSpreads';
import { usePointerGestures } from './usePointerGestures';
import { useViewZoom } from './useViewZoom';

const { pages } = buildViewerManifest({ pageCount: 4 });
const views = layoutSpreads(pages, { mode: 'single', shift: false });
const viewport = { width: 900, height: 1200 };
let surface: HTMLDivElement;

beforeEach(() => {
  vi.useFakeTimers();
  surface = document.createElement('div');
  document.body.append(surface);
});

afterEach(() => {
  cleanup();
  surface.remove();
  vi.useRealTimers();
});

function renderGestures({ atEnd = false } = {}) {
  const onTurn = vi.fn();
  const onToggleControls = vi.fn();
  const surfaceRef = { current: surface };
  const hook = renderHook(() => {
    const currentView = atEnd ? views.length : 0;
    const zoom = useViewZoom({ surfaceRef, views, pages, currentView, viewport });
    const handlers = usePointerGestures({
      surfaceRef,
      zoom,
      scrollType: 'rtl',
      width: viewport.width,
      atEnd,
      onTurn,
      onToggleControls,
    });
    return { zoomed: zoom.zoomed, handlers };
  });
  let time = 0;
  const send = (
    type: 'onPointerDown' | 'onPointerMove' | 'onPointerUp',
    x: number,
    y = 600,
    pointerId = 1,
  ) => {
    time += 10;
    const event = { pointerId, pointerType: 'touch', button: 0, clientX: x, clientY: y };
    const withTarget = { ...event, target: surface, currentTarget: surface, timeStamp: time };
    act(() =>
      hook.result.current.handlers[type](withTarget as unknown as ReactPointerEvent<HTMLElement>),
    );
  };
  const tap = (x: number) => {
    send('onPointerDown', x);
    send('onPointerUp', x);
  };
  return { ...hook, onTurn, onToggleControls, send, tap };
}

describe('usePointerGestures', () => {
  it('turns with a tap on a side, by the reading direction', () => {
    const { tap, onTurn } = renderGestures();
    tap(100);
    tap(800);
    expect(onTurn.mock.calls).toEqual([['next'], ['previous']]);
  });

  it('shows or hides the controls with a tap in the middle, once no second tap comes', () => {
    const { tap, onToggleControls } = renderGestures();
    tap(450);
    expect(onToggleControls).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(DOUBLE_TAP_MS));
    expect(onToggleControls).toHaveBeenCalledTimes(1);
  });

  it('zooms with a double tap in the middle, and toggles nothing', () => {
    const { tap, result, onToggleControls } = renderGestures();
    tap(450);
    tap(450);
    expect(result.current.zoomed).toBe(true);
    act(() => vi.advanceTimersByTime(DOUBLE_TAP_MS));
    expect(onToggleControls).not.toHaveBeenCalled();
  });

  it('turns with a swipe: the page follows the finger', () => {
    const { send, onTurn } = renderGestures();
    send('onPointerDown', 300);
    send('onPointerMove', 450);
    send('onPointerUp', 600);
    expect(onTurn).toHaveBeenCalledWith('next');
  });

  it('zooms with two fingers spreading apart', () => {
    const { send, result, onTurn } = renderGestures();
    send('onPointerDown', 400, 600, 1);
    send('onPointerDown', 500, 600, 2);
    send('onPointerMove', 300, 600, 1);
    send('onPointerMove', 600, 600, 2);
    send('onPointerUp', 300, 600, 1);
    send('onPointerUp', 600, 600, 2);
    expect(result.current.zoomed).toBe(true);
    expect(onTurn).not.toHaveBeenCalled();
  });

  it('leaves taps on the end panel to the panel', () => {
    const { tap, onTurn, onToggleControls } = renderGestures({ atEnd: true });
    tap(100);
    tap(450);
    act(() => vi.advanceTimersByTime(DOUBLE_TAP_MS));
    expect(onTurn).not.toHaveBeenCalled();
    expect(onToggleControls).not.toHaveBeenCalled();
  });
});
