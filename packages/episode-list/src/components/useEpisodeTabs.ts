'use client';

import type { EpisodeType } from '@cw/api-client/schemas';
import { useState } from 'react';
import {
  type EpisodeListContent,
  type EpisodeListTab,
  type EpisodeSortOrder,
  resolveTabs,
  selectSort,
  selectTab,
  tabOfEpisodeType,
} from '../episodeTypeUrl';

export interface UseEpisodeTabsOptions {
  /** Which kinds the work has. */
  content: EpisodeListContent;
  /** Tab and sort, read from the URL by the app. */
  episodeType: EpisodeType;
  /** Called with the new search string and value when the reader picks a tab or a sort. */
  onEpisodeTypeChange: (search: string, episodeType: EpisodeType) => void;
  /** The page's current query; `window.location.search` at the moment of a change without it. */
  searchParams?: URLSearchParams | string;
}

export interface EpisodeTabs {
  /** The tabs to show; none when the work has one kind (or none). */
  tabs: EpisodeListTab[];
  /** The list shown: the URL's tab, or the only kind the work has. */
  shownTab: EpisodeListTab;
  /** The sort of the episodes: the URL's, or the last one while the comics tab is shown. */
  sort: EpisodeSortOrder;
  /** Shows a tab; the episodes tab comes back with the last sort. */
  chooseTab: (tab: EpisodeListTab) => void;
  /** Sorts the episodes; the sort already in the URL changes nothing. */
  chooseSort: (order: EpisodeSortOrder) => void;
}

function isSortOrder(episodeType: EpisodeType): episodeType is EpisodeSortOrder {
  return episodeType === 'first' || episodeType === 'latest';
}

/**
 * The tabs and sort of `EpisodeList`: the tab and sort it shows, the last sort remembered while
 * the comics tab is shown, and the reader's picks turned into search strings for the app's URL.
 */
export function useEpisodeTabs({
  content,
  episodeType,
  onEpisodeTypeChange,
  searchParams,
}: UseEpisodeTabsOptions): EpisodeTabs {
  const sortInUrl = isSortOrder(episodeType) ? episodeType : null;
  const firstSort: EpisodeSortOrder = sortInUrl ?? 'first';
  // The sort to restore when the reader comes back from the comics tab.
  const [lastSort, setLastSort] = useState(firstSort);
  if (sortInUrl !== null && sortInUrl !== lastSort) setLastSort(sortInUrl);
  const sort = sortInUrl ?? lastSort;
  const tabs = resolveTabs(content);
  const shownTab: EpisodeListTab =
    tabs.length > 0 ? tabOfEpisodeType(episodeType) : content.hasEpisodes ? 'episodes' : 'comics';

  const currentParams = () =>
    searchParams === undefined
      ? new URLSearchParams(window.location.search)
      : new URLSearchParams(searchParams);
  const chooseTab = (tab: EpisodeListTab) => {
    onEpisodeTypeChange(
      selectTab(currentParams(), tab, lastSort),
      tab === 'comics' ? 'comics' : lastSort,
    );
  };
  const chooseSort = (order: EpisodeSortOrder) => {
    if (order === sort && sortInUrl !== null) return;
    onEpisodeTypeChange(selectSort(currentParams(), order), order);
  };
  return { tabs, shownTab, sort, chooseTab, chooseSort };
}
