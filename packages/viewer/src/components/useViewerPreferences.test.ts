import { buildViewerManifest } from '@cw/fixtures';
import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { memoryStorage } from '../test/memoryStorage';
import type { ViewerAnalyticsEvent } from '../viewerAnalytics';
import { createViewerPreferencesStore } from '../viewerPreferencesStore';
import { useViewerPreferences } from './useViewerPreferences';

afterEach(cleanup);

function renderPreferences(manifest = buildViewerManifest({ scrollType: 'rtl' })) {
  const store = createViewerPreferencesStore({
    storage: memoryStorage(),
    workCode: manifest.work.code,
  });
  const emit = vi.fn<(event: ViewerAnalyticsEvent) => void>();
  const rootRef = { current: document.createElement('div') };
  const hook = renderHook(() => useViewerPreferences({ store, manifest, rootRef, emit }));
  return { ...hook, store, emit };
}

describe('useViewerPreferences', () => {
  it('reads with the work’s own direction until the reader chooses one', () => {
    const { result, emit } = renderPreferences();
    expect(result.current.direction).toBe('horizontal');
    expect(result.current.scrollType).toBe('rtl');
    act(() => result.current.chooseDirection('vertical'));
    expect(result.current.direction).toBe('vertical');
    expect(result.current.scrollType).toBe('vsc');
    expect(emit).toHaveBeenCalledWith(
      expect.objectContaining({ name: 'viewer_action_change_direction' }),
    );
  });

  it('reports nothing when the direction chosen is the one read in', () => {
    const { result, emit } = renderPreferences();
    act(() => result.current.chooseDirection('horizontal'));
    expect(emit).not.toHaveBeenCalled();
  });

  it('leaves fullscreen for the mode before it when 全画面表示 is pressed again', () => {
    const { result, emit } = renderPreferences();
    act(() => result.current.choosePresentationMode('wide'));
    act(() => result.current.choosePresentationMode('fullscreen'));
    expect(result.current.presentationMode).toBe('fullscreen');
    act(() => result.current.choosePresentationMode('fullscreen'));
    expect(result.current.presentationMode).toBe('wide');
    expect(emit.mock.calls.map(([event]) => event.name)).toEqual([
      'viewer_action_expand',
      'viewer_action_full_screen',
      'viewer_action_full_screen',
    ]);
  });

  it('keeps the spread shift in the store', () => {
    const { result, store } = renderPreferences();
    act(() => result.current.chooseSpreadShift(true));
    expect(result.current.spreadShift).toBe(true);
    expect(store.getState().spreadShift).toBe(true);
  });
});
