import { cleanup, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PresentationMode } from '../storedPreferences';
import { useViewerKeyboard } from './useViewerKeyboard';

let root: HTMLDivElement;
let stage: HTMLElement;
let button: HTMLButtonElement;
let slider: HTMLInputElement;
let panelLink: HTMLAnchorElement;

beforeEach(() => {
  document.body.innerHTML = `
    <div id="root">
      <section id="stage" tabindex="0"><a id="panel-link" href="/next">next</a></section>
      <div id="bars"><button id="button">menu</button><input id="slider" type="range" /></div>
    </div>
    <button id="outside">outside</button>`;
  root = document.getElementById('root') as HTMLDivElement;
  stage = document.getElementById('stage') as HTMLElement;
  button = document.getElementById('button') as HTMLButtonElement;
  slider = document.getElementById('slider') as HTMLInputElement;
  panelLink = document.getElementById('panel-link') as HTMLAnchorElement;
});

afterEach(() => {
  cleanup();
  document.body.innerHTML = '';
});

function renderKeys({ vertical = false, presentationMode = 'normal' as PresentationMode } = {}) {
  const turn = vi.fn();
  const wake = vi.fn();
  const choosePresentationMode = vi.fn();
  renderHook(() =>
    useViewerKeyboard({
      rootRef: { current: root },
      stageRef: { current: stage },
      controlsRef: { current: document.getElementById('bars') },
      vertical,
      preferences: {
        scrollType: vertical ? 'vsc' : 'rtl',
        presentationMode,
        choosePresentationMode,
      },
      reading: { turn },
      bars: { wake },
    }),
  );
  return { turn, wake, choosePresentationMode };
}

function press(target: Element, key: string) {
  const event = new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true });
  target.dispatchEvent(event);
  return event;
}

describe('useViewerKeyboard', () => {
  it('turns by the reading direction, on the stage or with focus nowhere', () => {
    const { turn } = renderKeys();
    expect(press(stage, 'ArrowLeft').defaultPrevented).toBe(true);
    press(document.body, 'ArrowRight');
    expect(turn.mock.calls).toEqual([['next'], ['previous']]);
  });

  it('leaves the keys a control of the bars needs, and turns with the others', () => {
    const { turn } = renderKeys();
    expect(press(slider, 'ArrowLeft').defaultPrevented).toBe(false);
    press(button, ' ');
    expect(turn).not.toHaveBeenCalled();
    press(slider, 'PageDown');
    expect(turn).toHaveBeenCalledWith('next');
  });

  it('leaves every key to other controls, and to the page outside the viewer', () => {
    const { turn } = renderKeys();
    press(panelLink, 'ArrowLeft');
    press(document.getElementById('outside') as Element, 'ArrowLeft');
    expect(turn).not.toHaveBeenCalled();
  });

  it('wakes the bars with a key that turns nothing', () => {
    const { turn, wake } = renderKeys();
    press(stage, 'a');
    expect(wake).toHaveBeenCalledTimes(1);
    expect(turn).not.toHaveBeenCalled();
  });

  it('leaves fullscreen on Esc', () => {
    const { choosePresentationMode } = renderKeys({ presentationMode: 'fullscreen' });
    expect(press(stage, 'Escape').defaultPrevented).toBe(true);
    expect(choosePresentationMode).toHaveBeenCalledWith('fullscreen');
  });

  it('lets a focused vertical strip scroll by itself', () => {
    const { turn } = renderKeys({ vertical: true });
    expect(press(stage, 'ArrowDown').defaultPrevented).toBe(false);
    press(document.body, 'ArrowDown');
    expect(turn).toHaveBeenCalledWith('next');
  });
});
