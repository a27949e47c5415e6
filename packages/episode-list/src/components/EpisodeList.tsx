'use client';

import type {
  ComicVolume,
  Episode,
  EpisodeType,
  FreeCampaigns,
  HistoryMap,
} from '@cw/api-client/schemas';
import { Badge, Heading, type TabItem, Tabs } from '@cw/ui';
import { type ReactNode, useId } from 'react';
import { EPISODE_RANGES_FROM } from '../episodeRanges';
import type { EpisodeListTab } from '../episodeTypeUrl';
import { freeCampaignBanner, tabBadge } from '../freeCampaign';
import { TAB_TEXT } from '../text';
import { EpisodesPanel } from './EpisodesPanel';
import type { EpisodeHref, LinkComponent, StoreAnalyticsProps } from './types';
import { useEpisodeTabs } from './useEpisodeTabs';
import { useListViewState } from './useListViewState';
import { useLongListControls } from './useLongListControls';
import { useMoveReader } from './useMoveReader';
import { VolumesPanel } from './VolumesPanel';

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
  /** Renders internal links: `'a'` or the app router's link. */
  linkComponent?: LinkComponent;
  /**
   * An action of the app beside each episode (e.g. saving it for offline reading), outside the
   * episode's link; `null` for none.
   */
  episodeAction?: (episode: Episode) => ReactNode;
  className?: string;
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
  linkComponent = 'a',
  episodeAction,
  className,
  onStoreModalOpen,
  onStoreClick,
}: EpisodeListProps) {
  const headingId = useId();
  const content = { hasEpisodes: episodes.length > 0, hasVolumes: volumes.length > 0 };
  const { tabs, shownTab, sort, chooseTab, chooseSort } = useEpisodeTabs({
    content,
    episodeType,
    onEpisodeTypeChange,
    searchParams,
  });
  const [view, updateView] = useListViewState({
    workCode,
    defaultExpanded,
    onRestored: onViewRestored,
  });
  // Where the reader is taken once the rows asked for are on screen.
  const mover = useMoveReader();

  // Asked for once a list that may be long is open (no more episodes than a range list starts
  // from: never cut, never asked for).
  const controls = useLongListControls(view.expanded && episodes.length > EPISODE_RANGES_FROM);

  if (!content.hasEpisodes && !content.hasVolumes) return null;

  const cardProps = { episodeHref, imageBaseUrl, linkComponent, onStoreModalOpen, onStoreClick };
  const banner = (tab: EpisodeListTab) => {
    const text = freeCampaignBanner(freeCampaigns, tab, now);
    return text === null ? null : <p className="cw-el-campaign">{text}</p>;
  };
  const panel = (tab: EpisodeListTab) =>
    tab === 'episodes' ? (
      <EpisodesPanel
        episodes={episodes}
        sort={sort}
        onSortChange={chooseSort}
        historyMap={historyMap}
        currentEpisode={currentEpisode}
        nextUpdateDateText={nextUpdateDateText}
        banner={banner('episodes')}
        view={view}
        onViewChange={updateView}
        controls={controls}
        mover={mover}
        cardProps={cardProps}
        episodeAction={episodeAction}
      />
    ) : (
      <VolumesPanel
        volumes={volumes}
        banner={banner('comics')}
        expanded={view.volumesExpanded}
        onExpandedChange={(volumesExpanded) => updateView({ volumesExpanded })}
        cardProps={{ ...cardProps, now, headingLevel: headingLevel + 1 }}
      />
    );

  const shownKinds: EpisodeListTab[] = tabs.length > 0 ? tabs : [shownTab];
  const headingText = heading ?? shownKinds.map((tab) => TAB_TEXT[tab]).join('・');

  const tabItems: TabItem<EpisodeListTab>[] = tabs.map((tab) => {
    const badge = tabBadge(freeCampaigns, tab);
    return {
      value: tab,
      label: TAB_TEXT[tab],
      badge: badge === null ? undefined : <Badge variant="accent">{badge}</Badge>,
      content: panel(tab),
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
        panel(shownTab)
      )}
    </section>
  );
}
