'use client';

import type {
  ComicVolume,
  Episode,
  EpisodeType,
  FreeCampaigns,
  HistoryMap,
} from '@cw/contract/schemas';
import { Badge, Disclosure, Heading, lazyModule, type TabItem, Tabs } from '@cw/ui';
import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { collapseStoreOnlyRuns, type EpisodeListRow } from '../collapseStoreOnlyRuns';
import { renderedRowCount } from '../episodeBatches';
import { nextUpdateText } from '../episodeCardText';
import { episodeListItems } from '../episodeListItems';
import { EPISODE_RANGES_FROM, episodeRanges } from '../episodeRanges';
import {
  type EpisodeListTab,
  type EpisodeSortOrder,
  resolveTabs,
  selectSort,
  selectTab,
  tabOfEpisodeType,
} from '../episodeTypeUrl';
import { freeCampaignBanner, tabBadge } from '../freeCampaign';
import type { EpisodeListViewState } from '../listViewState';
import { type MarkedEpisodeEntry, type MarkedEpisodeListItem, markRead } from '../markRead';
import { splitVisibleEpisodes } from '../splitVisibleEpisodes';
import { CLOSE_TEXT, SORT_TEXT, TAB_TEXT } from '../text';
import { splitVisibleVolumes } from '../volumes';
import { EndedEpisodesNotice } from './EndedEpisodesNotice';
import { EpisodeCard } from './EpisodeCard';
import type * as LongListControls from './LongListControls';
import { StoreOnlyRunRow } from './StoreOnlyRunRow';
import type { EpisodeHref, StoreAnalyticsProps } from './types';
import { useListViewState } from './useListViewState';
import { VolumeCard } from './VolumeCard';

export interface EpisodeListProps extends StoreAnalyticsProps {
  /** The work's episodes from the first one, as the API sends them. */
  episodes: readonly Episode[];
  /** The work's volumes from the first one. */
  volumes: readonly ComicVolume[];
  /** Tab and sort, read from the URL by the app (`resolveEpisodeTypeFromUrl`). */
  episodeType: EpisodeType;
  /**
   * Called when the reader picks a tab or a sort, with the new search string
   * (`'?episodeType=latest'`) for the app to put in the URL without reload, and the new value.
   */
  onEpisodeTypeChange: (search: string, episodeType: EpisodeType) => void;
  /**
   * The page's current query, kept in the new search string. When omitted it is read from
   * `window.location.search` at the moment of the change.
   */
  searchParams?: URLSearchParams | string;
  /** Read flags by episode id; `null` while loading or for a guest: nothing marked read. */
  historyMap?: HistoryMap | null;
  /** The episode of the page (`/detail/{work}/episodes/{episode}`), by id or code. */
  currentEpisode?: Episode['id'] | Episode['code'] | null;
  /** The current time, for the campaign banner and the release date colour. */
  now: Date;
  /** The work's running free campaigns: tab badges and the banner. */
  freeCampaigns?: FreeCampaigns | null;
  /** The work's next update text, shown as '次回更新予定日：{text}'. */
  nextUpdateDateText?: string | null;
  /** URL of an episode (the viewer). */
  episodeHref: EpisodeHref;
  /** Section heading; by default the names of the lists shown ('話', 'コミックス'). */
  heading?: ReactNode;
  /** Level of the section heading (volume titles are one below). */
  headingLevel?: number;
  /** Keep the heading for assistive technology only (default), or show it. */
  headingHidden?: boolean;
  /** Open the '全{n}話を表示' and '全{total}巻を表示' lists at first. */
  defaultExpanded?: boolean;
  /**
   * The work's code. With it, the open lists and how much of a long list is rendered are kept
   * in the history entry (`history.state`, beside the router's keys), so Back from the viewer
   * shows the list as the reader left it.
   */
  workCode?: string;
  /**
   * Called once the list shows its kept state (or found none), in a layout effect before the
   * browser paints: the list is at its final height, the app may restore the scroll position.
   */
  onViewRestored?: () => void;
  /** Host put in front of root-relative image paths; `''` keeps the page's origin. */
  imageBaseUrl?: string;
  /**
   * An action of the app beside each episode (e.g. saving it for offline reading), outside the
   * episode's link; `null` for none.
   */
  episodeAction?: (episode: Episode) => ReactNode;
  className?: string;
}

let loadedControls: typeof LongListControls | null = null;

// A long list's controls are shown only once it is opened, so their code loads then, not with
// the page; once loaded (or preloaded by a test's setup), a list renders them at once.
const loadControls = lazyModule(() =>
  import('./LongListControls').then((controls) => {
    loadedControls = controls;
  }),
);

/** The long list's controls once `wanted` (the list is long and open) and their code is in. */
function useLongListControls(wanted: boolean): typeof LongListControls | null {
  const [controls, setControls] = useState(() => loadedControls);
  useEffect(() => {
    if (!wanted || controls !== null) return;
    let live = true;
    loadControls().then(
      () => live && setControls(loadedControls),
      () => {},
    );
    return () => {
      live = false;
    };
  }, [wanted, controls]);
  return controls;
}

/**
 * Takes the reader to an episode (scrolled to the top, its card focused), to the first row
 * from `index` of the rest of the list that can be focused, or back to the list's toggle
 * (scrolled into view; it has kept the focus).
 */
function moveReader(
  moveTo: LongListControls.MoveTo,
  panel: HTMLElement | null,
  restList: HTMLOListElement | null,
): void {
  if (moveTo.to === 'episode') {
    const item = panel?.querySelector<HTMLElement>(`[data-episode-id="${moveTo.episodeId}"]`);
    item?.scrollIntoView({ block: 'start' });
    item?.querySelector<HTMLElement>('a, button')?.focus({ preventScroll: true });
  } else if (moveTo.to === 'row') {
    const rows = [...(restList?.children ?? [])].slice(moveTo.index);
    for (const row of rows) {
      const control = row.querySelector<HTMLElement>('a, button');
      if (control !== null) {
        control.focus();
        return;
      }
    }
  } else {
    panel
      ?.querySelector<HTMLElement>('.cw-el-more > [data-slot="disclosure-trigger"]')
      ?.scrollIntoView({ block: 'nearest' });
  }
}

function isSortOrder(episodeType: EpisodeType): episodeType is EpisodeSortOrder {
  return episodeType === 'first' || episodeType === 'latest';
}

const SORT_ORDERS: readonly EpisodeSortOrder[] = ['first', 'latest'];

/** What every episode card of the list is given besides its episode. */
type CardProps = StoreAnalyticsProps & {
  episodeHref: EpisodeHref;
  imageBaseUrl: string;
  episodeAction?: (episode: Episode) => ReactNode;
};

/**
 * Where the reader is taken once the rows asked for are on screen: `moveReaderTo` asks, and the
 * move happens after the render that shows them, inside `panelRef` and `restListRef`.
 */
function useReaderMove() {
  const [moveTo, moveReaderTo] = useState<LongListControls.MoveTo | null>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const restListRef = useRef<HTMLOListElement>(null);
  useEffect(() => {
    if (moveTo === null) return;
    moveReader(moveTo, panelRef.current, restListRef.current);
    moveReaderTo(null);
  }, [moveTo]);
  return { panelRef, restListRef, moveReaderTo };
}

interface EpisodesPanelProps {
  episodes: readonly Episode[];
  sort: EpisodeSortOrder;
  onSortChange: (order: EpisodeSortOrder) => void;
  historyMap: HistoryMap | null;
  currentEpisode: Episode['id'] | Episode['code'] | null;
  nextUpdateDateText: string | null;
  banner: ReactNode;
  cardProps: CardProps;
  view: EpisodeListViewState;
  updateView: (change: Partial<EpisodeListViewState>) => void;
}

/** The episodes tab: sort, next update, the first rows, and the rest behind '全{n}話を表示'. */
function EpisodesPanel({
  episodes,
  sort,
  onSortChange,
  historyMap,
  currentEpisode,
  nextUpdateDateText,
  banner,
  cardProps,
  view,
  updateView,
}: EpisodesPanelProps) {
  const { panelRef, restListRef, moveReaderTo } = useReaderMove();
  // Asked for once a list that may be long is open (no more episodes than a range list starts
  // from: never cut, never asked for).
  const controls = useLongListControls(view.expanded && episodes.length > EPISODE_RANGES_FROM);

  const items = markRead(episodeListItems(episodes, sort), historyMap, currentEpisode);
  // Ranges and jumps count the episodes; what is shown folds store-only runs into rows.
  const rows = collapseStoreOnlyRuns(items, sort);
  const split = splitVisibleEpisodes(rows, { expanded: false });
  const nextUpdate = nextUpdateText(nextUpdateDateText);
  const ranges = episodeRanges(items);
  // The rest goes on below the first rows, which stay; a long list renders it in batches.
  const rest = rows.slice(split.visible.length);
  const batched = ranges.length > 0;
  const rendered = renderedRowCount(rest.length, view.renderedRows, { batched });
  const longList = {
    items,
    rows,
    rest,
    rendered,
    openStoreRuns: view.openStoreRuns,
    updateView,
    moveReaderTo,
  };

  const setExpanded = (expanded: boolean) => {
    // Closed, the list is the first rows again, and its toggle is where the reader is.
    updateView(expanded ? { expanded } : { expanded, renderedRows: 0 });
    if (!expanded) moveReaderTo({ to: 'toggle' });
  };
  const { episodeAction, ...episodeCardProps } = cardProps;
  const renderEpisodeItem = (item: MarkedEpisodeListItem) =>
    item.kind === 'ended' ? (
      <li key={`ended-${item.afterEpisodeId}`} className="cw-el-list__item cw-el-list__item--ended">
        <EndedEpisodesNotice />
      </li>
    ) : (
      <li key={item.episode.id} className="cw-el-list__item" data-episode-id={item.episode.id}>
        <EpisodeCard
          episode={item.episode}
          hasRead={item.hasRead}
          isCurrent={item.isCurrent}
          {...episodeCardProps}
        />
        {episodeAction ? (
          <div className="cw-el-list__action">{episodeAction(item.episode)}</div>
        ) : null}
      </li>
    );
  const setStoreRunOpen = (key: string, open: boolean) => {
    const others = view.openStoreRuns.filter((openKey) => openKey !== key);
    updateView({ openStoreRuns: open ? [...others, key] : others });
  };
  const renderRow = (row: EpisodeListRow<MarkedEpisodeEntry>) =>
    row.kind === 'storeOnlyRun' ? (
      <li key={row.key} className="cw-el-list__item cw-el-list__item--run">
        <StoreOnlyRunRow
          run={row}
          open={view.openStoreRuns.includes(row.key)}
          onOpenChange={(open) => setStoreRunOpen(row.key, open)}
        >
          {row.items.map(renderEpisodeItem)}
        </StoreOnlyRunRow>
      </li>
    ) : (
      renderEpisodeItem(row)
    );

  return (
    <div ref={panelRef} className="cw-el-panel" data-tab="episodes">
      {banner}
      <div className="cw-el-toolbar">
        {nextUpdate !== null ? <p className="cw-el-next-update">{nextUpdate}</p> : null}
        <div className="cw-el-sort">
          {SORT_ORDERS.map((order) => (
            <button
              key={order}
              type="button"
              className="cw-el-sort__button"
              aria-pressed={order === sort}
              onClick={() => onSortChange(order)}
            >
              {SORT_TEXT[order]}
            </button>
          ))}
        </div>
      </div>
      {split.visible.length > 0 ? (
        <ol className="cw-el-list">{split.visible.map(renderRow)}</ol>
      ) : null}
      {split.toggleLabel !== null ? (
        <Disclosure
          expandLabel={split.toggleLabel}
          collapseLabel={CLOSE_TEXT}
          buttonPosition="end"
          open={view.expanded}
          onOpenChange={setExpanded}
          className="cw-el-more"
        >
          {batched && controls !== null ? (
            <controls.RangeControls ranges={ranges} {...longList} />
          ) : null}
          <ol ref={restListRef} className="cw-el-list">
            {rest.slice(0, rendered).map(renderRow)}
          </ol>
          {batched && controls !== null ? <controls.MoreControls {...longList} /> : null}
        </Disclosure>
      ) : null}
    </div>
  );
}

interface VolumesPanelProps {
  volumes: readonly ComicVolume[];
  now: Date;
  headingLevel: number;
  banner: ReactNode;
  cardProps: CardProps;
  expanded: boolean;
  onExpandedChange: (expanded: boolean) => void;
}

/** The comics tab: the first volumes, and the rest behind '全{total}巻を表示'. */
function VolumesPanel({
  volumes,
  now,
  headingLevel,
  banner,
  cardProps: { episodeAction: _, ...cardProps },
  expanded,
  onExpandedChange,
}: VolumesPanelProps) {
  const split = splitVisibleVolumes(volumes, { expanded: false });
  const rest = volumes.slice(split.visible.length);
  const renderVolume = (volume: ComicVolume) => (
    <li key={volume.id} className="cw-el-volumes__item">
      <VolumeCard volume={volume} now={now} headingLevel={headingLevel} {...cardProps} />
    </li>
  );
  return (
    <div className="cw-el-panel" data-tab="comics">
      {banner}
      <ol className="cw-el-volumes">{split.visible.map(renderVolume)}</ol>
      {split.toggleLabel !== null ? (
        <Disclosure
          expandLabel={split.toggleLabel}
          collapseLabel={CLOSE_TEXT}
          buttonPosition="end"
          open={expanded}
          onOpenChange={onExpandedChange}
          className="cw-el-more"
        >
          <ol className="cw-el-volumes">{rest.map(renderVolume)}</ol>
        </Disclosure>
      ) : null}
    </div>
  );
}

/**
 * The episode list section of the work detail page (spec section 2): tabs '話' and
 * 'コミックス' (none when the work has only one kind), each with '無料話増量中' while its
 * campaign exists and the banner '＼ 無料話増量中 ／' above its list while the campaign runs.
 *
 * The episodes tab has the sort toggle '1話から' / '最新話から', the line
 * '次回更新予定日：{text}', and the first 6 rows a reader can act on with the rest behind
 * '全{n}話を表示' / '閉じる'. Consecutive store-only episodes are one row,
 * '第2話②〜第28話② · 27話 · ストアで購入', that opens in place to their cards
 * (`collapseStoreOnlyRuns`). The comics tab lists 5 volumes, the rest behind
 * '全{total}巻を表示'.
 *
 * Opened, the list goes on below the first 6, which stay where they are. A long list (more
 * than 100 episode cards) is rendered 50 rows at a time (`episodeBatches`): the next batch as
 * the reader scrolls near the end, or with the button '次の{n}話を表示' there. Above its rest,
 * buttons '1〜50話', '51〜100話'… in the order of the sort go to a range's first episode, and
 * '話数を指定' to an episode: the list is rendered down to it, scrolled to it and focuses it.
 * '閉じる' leaves the first 6. With `workCode`, what is open and how far a long list is
 * rendered survive a visit to the viewer and Back.
 *
 * Router-agnostic: `episodeType` comes from the URL and changes go out as search strings
 * through `onEpisodeTypeChange` (see `useEpisodeTypeUrl`). Choosing the episodes tab
 * restores the last sort.
 *
 * @example
 * const url = useEpisodeTypeUrl({ hasEpisodes: true, hasVolumes: true });
 * <EpisodeList {...url} episodes={data.episodes} volumes={data.volumes} now={now}
 *   freeCampaigns={data.info.freeCampaigns} nextUpdateDateText={data.info.nextUpdateDateText}
 *   historyMap={history} episodeHref={(e) => `/viewer/${e.code}`} />
 */
export function EpisodeList({
  episodes,
  volumes,
  episodeType,
  onEpisodeTypeChange,
  searchParams,
  historyMap = null,
  currentEpisode = null,
  now,
  freeCampaigns = null,
  nextUpdateDateText = null,
  episodeHref,
  heading,
  headingLevel = 2,
  headingHidden = true,
  defaultExpanded = false,
  workCode,
  onViewRestored,
  imageBaseUrl = '',
  episodeAction,
  className,
  onStoreModalOpen,
  onStoreClick,
}: EpisodeListProps) {
  const headingId = useId();
  const sortInUrl = isSortOrder(episodeType) ? episodeType : null;
  // The sort to restore when the reader comes back from the comics tab.
  const [lastSort, setLastSort] = useState<EpisodeSortOrder>(sortInUrl ?? 'first');
  if (sortInUrl !== null && sortInUrl !== lastSort) setLastSort(sortInUrl);
  const sort = sortInUrl ?? lastSort;
  const [view, updateView] = useListViewState({
    workCode,
    defaultExpanded,
    onRestored: onViewRestored,
  });

  const content = { hasEpisodes: episodes.length > 0, hasVolumes: volumes.length > 0 };
  const tabs = resolveTabs(content);
  if (!content.hasEpisodes && !content.hasVolumes) return null;
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

  const cardProps = { episodeHref, imageBaseUrl, episodeAction, onStoreModalOpen, onStoreClick };
  const banner = (tab: EpisodeListTab) => {
    const text = freeCampaignBanner(freeCampaigns, tab, now);
    return text === null ? null : <p className="cw-el-campaign">{text}</p>;
  };
  const panels: Record<EpisodeListTab, () => ReactNode> = {
    episodes: () => (
      <EpisodesPanel
        episodes={episodes}
        sort={sort}
        onSortChange={chooseSort}
        historyMap={historyMap}
        currentEpisode={currentEpisode}
        nextUpdateDateText={nextUpdateDateText}
        banner={banner('episodes')}
        cardProps={cardProps}
        view={view}
        updateView={updateView}
      />
    ),
    comics: () => (
      <VolumesPanel
        volumes={volumes}
        now={now}
        headingLevel={headingLevel + 1}
        banner={banner('comics')}
        cardProps={cardProps}
        expanded={view.volumesExpanded}
        onExpandedChange={(volumesExpanded) => updateView({ volumesExpanded })}
      />
    ),
  };
  const shownKinds: EpisodeListTab[] = tabs.length > 0 ? tabs : [shownTab];
  const headingText = heading ?? shownKinds.map((tab) => TAB_TEXT[tab]).join('・');

  const tabItems: TabItem<EpisodeListTab>[] = tabs.map((tab) => {
    const badge = tabBadge(freeCampaigns, tab);
    return {
      value: tab,
      label: TAB_TEXT[tab],
      badge: badge === null ? undefined : <Badge variant="accent">{badge}</Badge>,
      content: panels[tab](),
    };
  });

  return (
    <section
      className={className ? `cw-el-section ${className}` : 'cw-el-section'}
      aria-labelledby={headingId}
      data-slot="episode-list"
    >
      <Heading
        level={headingLevel}
        id={headingId}
        className={headingHidden ? 'cw-el-visually-hidden' : 'cw-el-heading'}
      >
        {headingText}
      </Heading>
      {tabItems.length > 0 ? (
        <Tabs
          items={tabItems}
          value={shownTab}
          onValueChange={chooseTab}
          listLabelledBy={headingId}
          keepMounted
        />
      ) : (
        panels[shownTab]()
      )}
    </section>
  );
}
