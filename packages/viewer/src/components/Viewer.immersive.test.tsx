import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CONTROLS_AUTO_HIDE_MS } from '../controlsVisibility';
import { DOUBLE_TAP_MS } from '../gestures';
import { renderViewer, setViewport, shownPages } from '../test/viewerTestKit';

// The bars' timers run on fake time; events are fired directly (user-event waits on timers).
const root = () => document.querySelector('[data-slot="viewer"]') as HTMLElement;
const bars = () => root().getAttribute('data-controls');
const surface = () => document.querySelector('.cw-viewer-paged') as HTMLElement;
const wait = (ms: number) => act(() => vi.advanceTimersByTime(ms));

function tap(x: number) {
  const at = { pointerId: 1, clientX: x, clientY: 400, pointerType: 'touch' };
  fireEvent.pointerDown(surface(), at);
  fireEvent.pointerUp(surface(), at);
  // A tap in the middle waits to tell a double tap.
  wait(DOUBLE_TAP_MS);
}

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  setViewport(1024, 768);
});

describe('Viewer on a phone (below 768px): the bars', () => {
  beforeEach(() => setViewport(390, 844));

  it('hide a few seconds after the viewer opens', () => {
    renderViewer();
    expect(bars()).toBe('shown');
    wait(CONTROLS_AUTO_HIDE_MS - 1);
    expect(bars()).toBe('shown');
    wait(1);
    expect(bars()).toBe('hidden');
  });

  it('hide at the first page turn', () => {
    renderViewer();
    tap(40);
    expect(shownPages()).toBe('2');
    expect(bars()).toBe('hidden');
  });

  it('come back with a tap in the middle third, and hide again after a while', () => {
    renderViewer();
    tap(40);
    tap(195);
    expect(bars()).toBe('shown');
    expect(shownPages()).toBe('2');
    wait(CONTROLS_AUTO_HIDE_MS);
    expect(bars()).toBe('hidden');
  });

  it('stay up while focus is inside them, and count down once it leaves', () => {
    const { stage } = renderViewer();
    const slider = screen.getByRole('slider', { name: 'ページを移動' });
    act(() => slider.focus());
    wait(CONTROLS_AUTO_HIDE_MS * 3);
    expect(bars()).toBe('shown');
    fireEvent.keyDown(slider, { key: ' ' });
    expect(shownPages()).toBe('2');
    wait(CONTROLS_AUTO_HIDE_MS * 3);
    expect(bars()).toBe('shown');
    act(() => stage.focus());
    wait(CONTROLS_AUTO_HIDE_MS);
    expect(bars()).toBe('hidden');
  });

  it('show when keyboard focus enters them while hidden', () => {
    renderViewer();
    tap(40);
    expect(bars()).toBe('hidden');
    act(() => screen.getByRole('link', { name: '作品ページへ戻る' }).focus());
    expect(bars()).toBe('shown');
  });

  it('stay up for pages turned with their own buttons and slider', () => {
    renderViewer();
    const next = screen.getByRole('button', { name: '次のページ' });
    fireEvent.pointerDown(next);
    fireEvent.click(next);
    expect(shownPages()).toBe('2');
    expect(bars()).toBe('shown');
    wait(CONTROLS_AUTO_HIDE_MS);
    const slider = screen.getByRole('slider');
    fireEvent.pointerDown(slider);
    fireEvent.change(slider, { target: { value: '6' } });
    expect(shownPages()).toBe('6');
    expect(bars()).toBe('shown');
  });

  it('open the display choices from 表示設定, which keeps the bars up until closed', () => {
    renderViewer();
    const menu = screen.getByRole('button', { name: '表示設定' });
    expect(menu.getAttribute('aria-expanded')).toBe('false');
    const options = document.getElementById(menu.getAttribute('aria-controls') ?? '');
    expect(options?.getAttribute('data-open')).toBe('false');
    fireEvent.click(menu);
    expect(menu.getAttribute('aria-expanded')).toBe('true');
    expect(options?.getAttribute('data-open')).toBe('true');
    expect(options?.querySelector('[data-direction="vertical"]')?.textContent).toBe('縦読み');
    wait(CONTROLS_AUTO_HIDE_MS * 3);
    expect(bars()).toBe('shown');
    const wide = screen.getByRole('button', { name: 'ワイド表示' });
    act(() => wide.focus());
    fireEvent.keyDown(wide, { key: 'Escape' });
    expect(menu.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(menu);
  });

  it('close the menu when a tap in the middle hides the bars', () => {
    renderViewer();
    fireEvent.click(screen.getByRole('button', { name: '表示設定' }));
    tap(195);
    expect(bars()).toBe('hidden');
    expect(screen.getByRole('button', { name: '表示設定' }).getAttribute('aria-expanded')).toBe(
      'false',
    );
  });
});

describe('Viewer on a desktop: the bars', () => {
  it('hide a few seconds after the viewer opens and at a page turn, as on a phone', () => {
    renderViewer();
    expect(bars()).toBe('shown');
    wait(CONTROLS_AUTO_HIDE_MS);
    expect(bars()).toBe('hidden');
    tap(512);
    expect(bars()).toBe('shown');
    fireEvent.keyDown(document.activeElement as Element, { key: 'ArrowLeft' });
    expect(shownPages()).toBe('2,3');
    expect(bars()).toBe('hidden');
  });

  it('come back with a mouse move, and stay while it keeps moving', () => {
    renderViewer();
    wait(CONTROLS_AUTO_HIDE_MS);
    expect(bars()).toBe('hidden');
    const move = () => fireEvent.pointerMove(root(), { pointerType: 'mouse' });
    move();
    expect(bars()).toBe('shown');
    for (let i = 0; i < 6; i += 1) {
      wait(CONTROLS_AUTO_HIDE_MS / 2);
      move();
    }
    expect(bars()).toBe('shown');
    wait(CONTROLS_AUTO_HIDE_MS);
    expect(bars()).toBe('hidden');
    // A finger sliding over the page is a swipe, not a mouse: the bars stay away.
    fireEvent.pointerMove(root(), { pointerType: 'touch' });
    expect(bars()).toBe('hidden');
  });

  it('come back with a key that does not turn the page', () => {
    renderViewer();
    wait(CONTROLS_AUTO_HIDE_MS);
    fireEvent.keyDown(document.activeElement as Element, { key: 'Shift' });
    expect(bars()).toBe('shown');
  });
});
