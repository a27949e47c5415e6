import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CONTROLS_AUTO_HIDE_MS, CONTROLS_TURN_GRACE_MS } from '../controlsVisibility';
import { useViewerControls } from './useViewerControls';

let root: HTMLDivElement;

beforeEach(() => {
  vi.useFakeTimers();
  root = document.createElement('div');
  document.body.append(root);
});

afterEach(() => {
  cleanup();
  root.remove();
  vi.useRealTimers();
});

const renderBars = () => renderHook(() => useViewerControls({ current: root }));

function mouseMove() {
  root.dispatchEvent(new PointerEvent('pointermove', { pointerType: 'mouse' }));
}

describe('useViewerControls', () => {
  it('shows the bars, then hides them by themselves', () => {
    const { result } = renderBars();
    expect(result.current.shown).toBe(true);
    act(() => vi.advanceTimersByTime(CONTROLS_AUTO_HIDE_MS));
    expect(result.current.shown).toBe(false);
  });

  it('brings them back with a mouse moving over the viewer, or a key', () => {
    const { result } = renderBars();
    act(() => result.current.toggle());
    expect(result.current.shown).toBe(false);
    act(() => mouseMove());
    expect(result.current.shown).toBe(true);
    act(() => result.current.toggle());
    act(() => result.current.wake());
    expect(result.current.shown).toBe(true);
  });

  it('hides them at a page turn, unless the bars were just used', () => {
    const { result } = renderBars();
    act(() => result.current.use());
    act(() => result.current.pageTurned());
    expect(result.current.shown).toBe(true);
    act(() => vi.advanceTimersByTime(CONTROLS_TURN_GRACE_MS));
    act(() => result.current.pageTurned());
    expect(result.current.shown).toBe(false);
  });

  it('holds them up while the menu is open, and a tap in the middle closes it', () => {
    const { result } = renderBars();
    act(() => result.current.chooseMenuOpen(true));
    act(() => vi.advanceTimersByTime(CONTROLS_AUTO_HIDE_MS * 2));
    expect(result.current.shown).toBe(true);
    act(() => result.current.toggle());
    expect(result.current.menuOpen).toBe(false);
    expect(result.current.shown).toBe(false);
  });

  it('holds them up while focus is inside them', () => {
    const { result } = renderBars();
    act(() => result.current.onFocusWithin(true));
    act(() => vi.advanceTimersByTime(CONTROLS_AUTO_HIDE_MS * 2));
    expect(result.current.shown).toBe(true);
    act(() => result.current.onFocusWithin(false));
    act(() => vi.advanceTimersByTime(CONTROLS_AUTO_HIDE_MS));
    expect(result.current.shown).toBe(false);
  });

  it('keeps wake and pageTurned the same functions across renders', () => {
    const { result, rerender } = renderBars();
    const { wake, pageTurned } = result.current;
    rerender();
    expect(result.current.wake).toBe(wake);
    expect(result.current.pageTurned).toBe(pageTurned);
  });
});
