import type { EpisodeType } from '@cw/api-client/schemas';
import { cleanup, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { EpisodeListContent } from '../episodeTypeUrl';
import { useEpisodeTabs } from './useEpisodeTabs';

afterEach(() => {
  cleanup();
  window.history.replaceState(null, '', '/');
});

const both = { hasEpisodes: true, hasVolumes: true };

function renderTabs(
  episodeType: EpisodeType,
  { content = both, searchParams }: { content?: EpisodeListContent; searchParams?: string } = {},
) {
  const onEpisodeTypeChange = vi.fn();
  const hook = renderHook(
    (props: { episodeType: EpisodeType }) =>
      useEpisodeTabs({ content, onEpisodeTypeChange, searchParams, ...props }),
    { initialProps: { episodeType } },
  );
  return { ...hook, onEpisodeTypeChange };
}

describe('useEpisodeTabs', () => {
  it('shows the tab and sort of the URL, with tabs for a work with both kinds', () => {
    const { result } = renderTabs('latest');
    expect(result.current.tabs).toEqual(['episodes', 'comics']);
    expect(result.current.shownTab).toBe('episodes');
    expect(result.current.sort).toBe('latest');
  });

  it('shows the only kind a work has, without tabs', () => {
    const volumesOnly = renderTabs('first', { content: { hasEpisodes: false, hasVolumes: true } });
    expect(volumesOnly.result.current.tabs).toEqual([]);
    expect(volumesOnly.result.current.shownTab).toBe('comics');
    const episodesOnly = renderTabs('comics', {
      content: { hasEpisodes: true, hasVolumes: false },
    });
    expect(episodesOnly.result.current.shownTab).toBe('episodes');
  });

  it('keeps the last sort while the comics tab is shown, and brings it back with the episodes tab', () => {
    const { result, rerender, onEpisodeTypeChange } = renderTabs('latest', {
      searchParams: '?episodeType=latest&ref=top',
    });
    rerender({ episodeType: 'comics' });
    expect(result.current.shownTab).toBe('comics');
    expect(result.current.sort).toBe('latest');
    result.current.chooseTab('episodes');
    expect(onEpisodeTypeChange).toHaveBeenCalledWith('?episodeType=latest&ref=top', 'latest');
    result.current.chooseTab('comics');
    expect(onEpisodeTypeChange).toHaveBeenLastCalledWith('?episodeType=comics&ref=top', 'comics');
  });

  it('sorts into a new search string, and leaves the sort already in the URL alone', () => {
    const { result, onEpisodeTypeChange } = renderTabs('first', {
      searchParams: '?episodeType=first',
    });
    result.current.chooseSort('first');
    expect(onEpisodeTypeChange).not.toHaveBeenCalled();
    result.current.chooseSort('latest');
    expect(onEpisodeTypeChange).toHaveBeenCalledWith('?episodeType=latest', 'latest');
  });

  it('puts the sort in the URL from the comics tab, even the one it keeps', () => {
    const { result, onEpisodeTypeChange } = renderTabs('comics', {
      searchParams: '?episodeType=comics',
    });
    result.current.chooseSort('first');
    expect(onEpisodeTypeChange).toHaveBeenCalledWith('?episodeType=first', 'first');
  });

  it('reads the page query at the moment of a change without searchParams', () => {
    const { result, onEpisodeTypeChange } = renderTabs('first');
    window.history.replaceState(null, '', '/detail/KDCW_AM01_68?episodeType=first&ref=mail');
    result.current.chooseTab('comics');
    expect(onEpisodeTypeChange).toHaveBeenCalledWith('?episodeType=comics&ref=mail', 'comics');
  });
});
