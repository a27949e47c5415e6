import { buildViewerManifest } from '@cw/fixtures';
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DIRECTION_HINT_MS, DIRECTION_HINT_STORAGE_KEY } from '../directionHint';
import { DOUBLE_TAP_MS } from '../gestures';
import { memoryStorage } from '../test/memoryStorage';
import { renderViewer, setViewport } from '../test/viewerTestKit';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  setViewport(1024, 768);
});

const hint = () => screen.queryByTestId('viewer-direction-hint');

describe('Viewer: the reading direction hint', () => {
  it('shows once per device: 左へ読み進めます in an rtl work', () => {
    const storage = memoryStorage();
    renderViewer({}, storage);
    expect(hint()?.textContent).toBe(
      '←左へ読み進めます左側をタップ、または右へスワイプで次のページへ',
    );
    expect(hint()?.querySelector('[aria-hidden="true"]')?.textContent).toBe('←');
    expect(storage.values.has(DIRECTION_HINT_STORAGE_KEY)).toBe(true);
    cleanup();
    renderViewer({ manifest: buildViewerManifest({ scrollType: 'ltr' }) }, storage);
    expect(hint()).toBeNull();
  });

  it('points right in an ltr work and down in a vertical strip', () => {
    renderViewer({ manifest: buildViewerManifest({ scrollType: 'ltr' }) });
    expect(hint()?.textContent).toContain('右へ読み進めます');
    cleanup();
    renderViewer({ manifest: buildViewerManifest({ scrollType: 'vsc' }) });
    expect(hint()?.textContent).toContain('下へ読み進めます');
  });

  it('goes at the first page turn', () => {
    renderViewer();
    fireEvent.keyDown(document.activeElement as Element, { key: 'ArrowLeft' });
    expect(hint()).toBeNull();
  });

  it('never covers the end panel, even from the last page the viewer opened at', () => {
    setViewport(390, 844);
    const manifest = buildViewerManifest();
    renderViewer({ manifest, initialPage: manifest.pages.length });
    expect(hint()).not.toBeNull();
    fireEvent.keyDown(document.activeElement as Element, { key: 'ArrowLeft' });
    expect(screen.getByTestId('viewer-end-panel').dataset.shown).toBe('true');
    expect(hint()).toBeNull();
  });

  it('goes at a tap in the middle', () => {
    vi.useFakeTimers();
    renderViewer();
    const surface = document.querySelector('.cw-viewer-paged') as HTMLElement;
    const at = { pointerId: 1, clientX: 512, clientY: 300, pointerType: 'touch' };
    fireEvent.pointerDown(surface, at);
    fireEvent.pointerUp(surface, at);
    act(() => vi.advanceTimersByTime(DOUBLE_TAP_MS));
    expect(hint()).toBeNull();
  });

  it('goes by itself after a few seconds', () => {
    vi.useFakeTimers();
    renderViewer();
    act(() => vi.advanceTimersByTime(DIRECTION_HINT_MS - 1));
    expect(hint()).not.toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(hint()).toBeNull();
  });

  it('is not shown where storage cannot remember it', () => {
    renderViewer({ storage: null });
    expect(hint()).toBeNull();
  });
});
