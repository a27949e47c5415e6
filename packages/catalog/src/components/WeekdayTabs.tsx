import type { WorkSummary } from '@cw/contract/schemas';
import { workPath } from '@cw/paths';
import { type TabItem, Tabs } from '@cw/ui';
import {
  EMPTY_WEEKDAY_TEXT,
  LATEST_TAB_TEXT,
  MORE_TEXT,
  WEEKDAY_NAME_TEXT,
  WEEKDAY_TABS_TEXT,
  WEEKDAY_TEXT,
} from '../text';
import { japanWeekday, WEEKDAYS, type Weekday } from '../weekday';
import { ListSection } from './ListSection';
import { sectionNaming } from './section';
import type { WorkHref } from './types';
import { WorkGrid } from './WorkGrid';

/** A tab of `WeekdayTabs`: a weekday, or `latest` (最新). */
export type WeekdayTab = Weekday | 'latest';

export interface WeekdayTabsProps {
  /**
   * The serials updating on each weekday in Japan; a weekday left out shows none, or skeleton
   * tiles while it is in `pendingTabs`.
   */
  worksByWeekday: Readonly<Partial<Record<Weekday, readonly WorkSummary[]>>>;
  /** Tabs whose works are on their way (fetched when chosen): skeleton tiles. */
  pendingTabs?: readonly WeekdayTab[];
  /** Called with the tab the reader chooses, so that an app can fetch its works then. */
  onTabChange?: (tab: WeekdayTab) => void;
  /** The latest updates of every weekday: given, a `最新` tab comes first. */
  latest?: readonly WorkSummary[];
  /**
   * The moment the page is rendered for: its weekday in Japan is the tab selected at first.
   * Pass the same instant to the server and the browser render (the page's render time).
   */
  now: Date;
  /** Visible heading; the section is a region named by it, and so is the tab list. */
  heading?: string;
  headingLevel?: number;
  /** Id of the section; with a heading, the section and tabs are named through its id. */
  id?: string;
  /** A link beside the heading to the full list (`もっと見る`). */
  moreHref?: string;
  /** Shown in a tab with no works (the selected one, for an app that fetches each on demand). */
  emptyLabel?: string;
  /** How many leading covers of the first tab shown load at once rather than lazily. */
  priorityCount?: number;
  /** URL of a work; its detail page (`/detail/{code}`) by default. */
  workHref?: WorkHref;
  imageBaseUrl?: string;
  coverSizes?: string;
  /** Called when a tile is followed (analytics `content_click`); from client components only. */
  onWorkClick?: (work: WorkSummary) => void;
  className?: string;
}

function weekdayLabel(day: Weekday) {
  return (
    <>
      <span aria-hidden="true">{WEEKDAY_TEXT[day]}</span>
      <span className="cw-cat-visually-hidden">{WEEKDAY_NAME_TEXT[day]}</span>
    </>
  );
}

/**
 * Serial updates by weekday, as tabs (@cw/ui `Tabs`: arrow keys, Home/End): `最新` when
 * `latest` is given, then 月 火 水 木 金 土 日, each tab named by the full day (`月曜日`) and
 * showing that day's works as a `WorkGrid`. Today in Japan (`japanWeekday(now)`) is selected
 * at first, whatever the reader's time zone. It fetches nothing: the app passes every
 * weekday's works, or today's and each other day's once chosen (`onTabChange`, `pendingTabs`),
 * which keeps the other days out of the page's HTML. Server-renderable; the tabs hydrate.
 *
 * @example
 * <WeekdayTabs
 *   heading="曜日別の更新"
 *   id="weekday"
 *   worksByWeekday={{ mon: monday.items, tue: tuesday.items }}
 *   now={renderedAt}
 * />
 */
export function WeekdayTabs({
  worksByWeekday,
  latest,
  pendingTabs = [],
  onTabChange,
  now,
  heading,
  headingLevel = 2,
  id,
  moreHref,
  emptyLabel = EMPTY_WEEKDAY_TEXT,
  priorityCount = 0,
  workHref = (work) => workPath(work.code),
  imageBaseUrl = '',
  coverSizes,
  onWorkClick,
  className,
}: WeekdayTabsProps) {
  const grid = (tab: WeekdayTab, works: readonly WorkSummary[]) => (
    <WorkGrid
      works={works}
      loading={pendingTabs.includes(tab)}
      workHref={workHref}
      emptyLabel={emptyLabel}
      priorityCount={priorityCount}
      imageBaseUrl={imageBaseUrl}
      coverSizes={coverSizes}
      onWorkClick={onWorkClick}
    />
  );
  const items: TabItem<WeekdayTab>[] = [
    ...(latest
      ? [{ value: 'latest' as const, label: LATEST_TAB_TEXT, content: grid('latest', latest) }]
      : []),
    ...WEEKDAYS.map((day) => ({
      value: day,
      label: weekdayLabel(day),
      content: grid(day, worksByWeekday[day] ?? []),
    })),
  ];
  const { headingId } = sectionNaming(heading, id);
  return (
    <ListSection
      heading={heading}
      headingLevel={headingLevel}
      id={id}
      moreHref={moreHref}
      moreLabel={MORE_TEXT}
      className={className}
    >
      <Tabs
        items={items}
        defaultValue={japanWeekday(now)}
        onValueChange={onTabChange}
        listLabelledBy={headingId}
        listLabel={heading ?? WEEKDAY_TABS_TEXT}
        className="cw-cat-weekday-tabs"
      />
    </ListSection>
  );
}
