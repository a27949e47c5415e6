import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useEpisodeTypeUrl } from './useEpisodeTypeUrl';

const both = { hasEpisodes: true, hasVolumes: true };

function visit(url: string) {
  window.history.replaceState({ router: 'state' }, '', url);
}

describe('useEpisodeTypeUrl', () => {
  let replaceState: ReturnType<typeof vi.spyOn>;
  let pushState: ReturnType<typeof vi.spyOn>;
  let historyLength: number;

  beforeEach(() => {
    visit('/detail/KDCW_AM01_68');
    historyLength = window.history.length;
    replaceState = vi.spyOn(window.history, 'replaceState');
    pushState = vi.spyOn(window.history, 'pushState');
  });

  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
    visit('/');
  });

  function expectNoNavigation() {
    expect(pushState).not.toHaveBeenCalled();
    expect(window.history.length).toBe(historyLength);
    expect(window.location.pathname).toBe('/detail/KDCW_AM01_68');
  }

  it('fills a missing episodeType with the current tab by replacing the URL, no reload', () => {
    visit('/detail/KDCW_AM01_68?ref=top#episodes');
    replaceState.mockClear();
    const { result } = renderHook(() => useEpisodeTypeUrl(both));
    expect(result.current.episodeType).toBe('first');
    expect(replaceState).toHaveBeenCalledOnce();
    expect(window.location.search).toBe('?ref=top&episodeType=first');
    // Path, hash and the router's history state stay.
    expect(window.location.hash).toBe('#episodes');
    expect(window.history.state).toEqual({ router: 'state' });
    expect(result.current.searchParams).toBe('?ref=top&episodeType=first');
    expectNoNavigation();
  });

  it('fills comics for a work with volumes only', () => {
    renderHook(() => useEpisodeTypeUrl({ hasEpisodes: false, hasVolumes: true }));
    expect(window.location.search).toBe('?episodeType=comics');
  });

  it('drops episodeType for co=true and shows the current tab', () => {
    visit('/detail/KDCW_AM01_68?episodeType=comics&co=true');
    replaceState.mockClear();
    const { result } = renderHook(() => useEpisodeTypeUrl(both));
    expect(window.location.search).toBe('?co=true');
    expect(result.current.episodeType).toBe('first');
    expect(replaceState).toHaveBeenCalledOnce();
    expectNoNavigation();
  });

  it('leaves a valid episodeType alone', () => {
    visit('/detail/KDCW_AM01_68?episodeType=latest');
    replaceState.mockClear();
    const { result } = renderHook(() => useEpisodeTypeUrl(both));
    expect(result.current.episodeType).toBe('latest');
    expect(replaceState).not.toHaveBeenCalled();
  });

  it('ignores an invalid episodeType, replacing it', () => {
    visit('/detail/KDCW_AM01_68?episodeType=LATEST');
    const { result } = renderHook(() => useEpisodeTypeUrl(both, { lastSort: 'latest' }));
    expect(result.current.episodeType).toBe('latest');
    expect(window.location.search).toBe('?episodeType=latest');
  });

  it('puts a choice in the URL and re-renders with it', () => {
    visit('/detail/KDCW_AM01_68?episodeType=first&ref=top');
    const { result } = renderHook(() => useEpisodeTypeUrl(both));
    replaceState.mockClear();
    act(() => result.current.onEpisodeTypeChange('?episodeType=comics&ref=top'));
    expect(window.location.search).toBe('?episodeType=comics&ref=top');
    expect(result.current.episodeType).toBe('comics');
    expect(replaceState).toHaveBeenCalledOnce();
    expectNoNavigation();
  });

  it('follows back and forward navigation', () => {
    visit('/detail/KDCW_AM01_68?episodeType=first');
    const { result } = renderHook(() => useEpisodeTypeUrl(both));
    act(() => {
      visit('/detail/KDCW_AM01_68?episodeType=comics');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    expect(result.current.episodeType).toBe('comics');
  });
});
