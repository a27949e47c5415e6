import { buildViewerManifest } from '@cw/fixtures';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { memoryStorage } from '../test/memoryStorage';
import { eventNames, renderViewer, shownPages, stored } from '../test/viewerTestKit';
import { Viewer } from './Viewer';

afterEach(cleanup);

const root = () => document.querySelector('[data-slot="viewer"]') as HTMLElement;

describe('Viewer: reading direction', () => {
  it('stores 縦読み per work under cw-viewer--work-direction and scrolls vertically', async () => {
    const user = userEvent.setup();
    const { storage, onAnalytics } = renderViewer();
    const vertical = screen.getByRole('button', { name: '縦読み' });
    expect(vertical.getAttribute('aria-pressed')).toBe('false');
    expect(screen.getByRole('button', { name: '横読み' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    await user.click(vertical);
    expect(vertical.getAttribute('aria-pressed')).toBe('true');
    expect(stored(storage, 'cw-viewer--work-direction')).toEqual([
      { workCode: 'CW_000001_S', direction: 'vertical' },
    ]);
    expect(root().getAttribute('data-layout')).toBe('vertical');
    expect(root().getAttribute('data-scroll-type')).toBe('vsc');
    expect(onAnalytics).toHaveBeenLastCalledWith({
      name: 'viewer_action_change_direction',
      params: { reading_direction: 'tate_yomi' },
    });
  });

  it('keeps the page when switching direction', async () => {
    const user = userEvent.setup();
    const { stage } = renderViewer({ initialPage: 5 });
    expect(shownPages()).toBe('4,5');
    await user.click(screen.getByRole('button', { name: '縦読み' }));
    // The page asked for, now at the top of the strip.
    expect(stage.getAttribute('data-current-page')).toBe('5');
    await user.click(screen.getByRole('button', { name: '横読み' }));
    expect(shownPages()).toBe('4,5');
  });

  it('keeps other works’ choices when storing one', async () => {
    const user = userEvent.setup();
    const storage = memoryStorage({
      'cw-viewer--work-direction': JSON.stringify([{ workCode: 'OTHER', direction: 'vertical' }]),
    });
    renderViewer({}, storage);
    await user.click(screen.getByRole('button', { name: '縦読み' }));
    expect(stored(storage, 'cw-viewer--work-direction')).toEqual([
      { workCode: 'OTHER', direction: 'vertical' },
      { workCode: 'CW_000001_S', direction: 'vertical' },
    ]);
  });

  it('opens in the stored direction and reports episode_read as tate_yomi', () => {
    const storage = memoryStorage({
      'cw-viewer--work-direction': JSON.stringify([
        { workCode: 'CW_000001_S', direction: 'vertical' },
      ]),
    });
    const { onAnalytics } = renderViewer({}, storage);
    expect(root().getAttribute('data-layout')).toBe('vertical');
    expect(onAnalytics.mock.calls[0]?.[0]).toEqual({
      name: 'episode_read',
      params: { reading_direction: 'tate_yomi' },
    });
  });

  it('pages a vsc work right to left when the reader chose 横読み', async () => {
    const user = userEvent.setup();
    renderViewer({
      manifest: buildViewerManifest({ scrollType: 'vsc', originalDirection: 'ttb' }),
    });
    expect(root().getAttribute('data-layout')).toBe('vertical');
    await user.click(screen.getByRole('button', { name: '横読み' }));
    expect(root().getAttribute('data-scroll-type')).toBe('rtl');
    expect(root().getAttribute('data-layout')).toBe('spread');
  });

  it('reports episode_read once under Strict Mode', () => {
    const events: string[] = [];
    render(
      <StrictMode>
        <Viewer
          manifest={buildViewerManifest()}
          storage={memoryStorage()}
          onAnalytics={(event) => events.push(event.name)}
        />
      </StrictMode>,
    );
    expect(events).toEqual(['episode_read']);
  });
});

describe('Viewer: presentation mode', () => {
  it('switches to wide, stores it per work and reports viewer_action_expand', async () => {
    const user = userEvent.setup();
    const { storage, onAnalytics } = renderViewer();
    expect(root().getAttribute('data-presentation-mode')).toBe('normal');
    await user.click(screen.getByRole('button', { name: 'ワイド表示' }));
    expect(root().getAttribute('data-presentation-mode')).toBe('wide');
    expect(stored(storage, 'cw-viewer--work-presentation-mode')).toEqual([
      { workCode: 'CW_000001_S', presentationMode: 'wide' },
    ]);
    expect(onAnalytics).toHaveBeenLastCalledWith({
      name: 'viewer_action_expand',
      params: { presentation_mode: 'wide' },
    });
  });

  it('falls back to a fixed box for fullscreen without the Fullscreen API, and leaves it with Escape', async () => {
    const user = userEvent.setup();
    const { storage, onAnalytics, stage } = renderViewer();
    await user.click(screen.getByRole('button', { name: 'ワイド表示' }));
    await user.click(screen.getByRole('button', { name: '全画面表示' }));
    expect(root().getAttribute('data-presentation-mode')).toBe('fullscreen');
    expect(stored(storage, 'cw-viewer--work-presentation-mode')).toEqual([
      { workCode: 'CW_000001_S', presentationMode: 'fullscreen', presentationModePrev: 'wide' },
    ]);
    expect(onAnalytics).toHaveBeenLastCalledWith({
      name: 'viewer_action_full_screen',
      params: { full_screen: true },
    });
    stage.focus();
    await user.keyboard('{Escape}');
    expect(root().getAttribute('data-presentation-mode')).toBe('wide');
    expect(eventNames(onAnalytics).at(-1)).toBe('viewer_action_full_screen');
  });

  it('asks the browser for fullscreen on the root, and follows it leaving', async () => {
    const user = userEvent.setup();
    let fullscreenElement: Element | null = null;
    const descriptor = Object.getOwnPropertyDescriptor(Document.prototype, 'fullscreenElement');
    Object.defineProperty(document, 'fullscreenElement', {
      configurable: true,
      get: () => fullscreenElement,
    });
    Object.defineProperty(document, 'exitFullscreen', {
      configurable: true,
      value: async () => {
        fullscreenElement = null;
        document.dispatchEvent(new Event('fullscreenchange'));
      },
    });
    const requested: Element[] = [];
    HTMLElement.prototype.requestFullscreen = async function (this: HTMLElement) {
      requested.push(this);
      fullscreenElement = this;
      document.dispatchEvent(new Event('fullscreenchange'));
    };
    try {
      renderViewer();
      await user.click(screen.getByRole('button', { name: '全画面表示' }));
      expect(requested).toEqual([root()]);
      // The browser leaves fullscreen on its own (Esc): the mode follows.
      fullscreenElement = null;
      fireEvent(document, new Event('fullscreenchange'));
      expect(root().getAttribute('data-presentation-mode')).toBe('normal');
    } finally {
      Reflect.deleteProperty(HTMLElement.prototype, 'requestFullscreen');
      Reflect.deleteProperty(document, 'exitFullscreen');
      Reflect.deleteProperty(document, 'fullscreenElement');
      if (descriptor) Object.defineProperty(Document.prototype, 'fullscreenElement', descriptor);
    }
  });

  it('reopens a stored fullscreen in the mode before it', () => {
    const storage = memoryStorage({
      'cw-viewer--work-presentation-mode': JSON.stringify([
        { workCode: 'CW_000001_S', presentationMode: 'fullscreen', presentationModePrev: 'wide' },
      ]),
    });
    renderViewer({}, storage);
    expect(root().getAttribute('data-presentation-mode')).toBe('wide');
  });
});

describe('Viewer: without storage', () => {
  it('keeps choices for the mount when storage is null', async () => {
    const user = userEvent.setup();
    renderViewer({ storage: null });
    await user.click(screen.getByRole('button', { name: 'ワイド表示' }));
    expect(root().getAttribute('data-presentation-mode')).toBe('wide');
  });
});
