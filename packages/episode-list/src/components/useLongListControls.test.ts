import { cleanup, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { EpisodeRangePicker } from './EpisodeRangePicker';
import { ShowMoreEpisodesButton } from './ShowMoreEpisodesButton';
import { useLongListControls } from './useLongListControls';

afterEach(cleanup);

describe('useLongListControls', () => {
  it('gives the controls at once when their code is in, wanted or not', () => {
    // The setup of every component test has preloaded the lazily loaded modules.
    const { result } = renderHook(() => useLongListControls(false));
    expect(result.current).toEqual({ EpisodeRangePicker, ShowMoreEpisodesButton });
  });

  it('loads their code only once they are wanted', async () => {
    // A fresh module: the page before any long list was opened.
    vi.resetModules();
    const fresh = await import('./useLongListControls');
    const { result, rerender } = renderHook(({ wanted }) => fresh.useLongListControls(wanted), {
      initialProps: { wanted: false },
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(result.current).toBeNull();
    rerender({ wanted: true });
    await waitFor(() => expect(result.current).not.toBeNull());
    expect(Object.keys(result.current ?? {}).sort()).toEqual([
      'EpisodeRangePicker',
      'ShowMoreEpisodesButton',
    ]);
  });
});
