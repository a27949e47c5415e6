import { japanWeekday, recentJapanDays, WEEKDAYS, type Weekday } from '@cw/catalog';
import {
  BannerCarousel,
  LabelList,
  RankingList,
  TopicList,
  WeekdayTabs,
  WorkGrid,
} from '@cw/catalog/components';
import type { Banner, Label, Ranking, TopicSummary, WorkSummary } from '@cw/contract/schemas';
import { labelPath } from '@cw/paths';
import { Heading, linkClassName } from '@cw/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { type ReactNode, useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import {
  STORY_NOW,
  sampleBanners,
  sampleLabels,
  sampleRanking,
  sampleTopics,
  sampleWork,
} from '../../../packages/catalog/src/test/storyFixtures';
import '@cw/catalog/styles.css';
// The page's own layout is the app's (`.cw-page`, `.cw-home`, `.cw-module`): the same stylesheet.
import '../../web/app/globals.css';

// The app's sizes (apps/web `home/[[...rest]]/page.tsx`).
/** How many works each section of the home page shows. */
const SECTION_SIZE = 6;
const RANKING_SIZE = 10;
/** Works of a weekday's tab: the serials updated on its last occurrence. */
const DAILY_SIZE = SECTION_SIZE * 2;
/** Labels on the home page; `/label` lists them all. */
const LABEL_COUNT = 8;
/** The app's banner interval (`HomeBanners`). */
const BANNER_INTERVAL_MS = 6000;

/** The sample works `ids`, drawn covers and all (the catalog's story fixtures). */
const works = (ids: readonly number[]) => ids.map((id) => sampleWork(id));

/**
 * A weekday's serials, twelve of the twenty sample works, a different twelve each day: today's
 * as the page's HTML carries them, another day's as the app fetches them when its tab is chosen.
 */
function dailyWorks(weekday: Weekday): WorkSummary[] {
  const offset = WEEKDAYS.indexOf(weekday) * 3;
  return works(Array.from({ length: DAILY_SIZE }, (_, index) => ((offset + index) % 20) + 1));
}

type HomeData = {
  banners: Banner[];
  /** Today's serials (the works updated today in Japan). */
  today: WorkSummary[];
  ranking: Ranking;
  newSeries: WorkSummary[];
  freeCampaign: WorkSummary[];
  topics: TopicSummary[];
  labels: Label[];
};

/** What the home page loads (`getBanners`, `getDailyNew`, `getRanking` …), from the fixtures. */
function homeData(): HomeData {
  return {
    banners: sampleBanners(),
    today: dailyWorks(japanWeekday(STORY_NOW)),
    ranking: sampleRanking(RANKING_SIZE),
    // New serials are the works marked new (every third sample work).
    newSeries: works([3, 6, 9, 12, 15, 18]),
    freeCampaign: works([2, 5, 8, 11, 14, 17]),
    topics: sampleTopics().slice(0, SECTION_SIZE),
    labels: sampleLabels(),
  };
}

/** `AnalyticsModule` of apps/web as it renders: a `.cw-module` named for analytics. */
function AnalyticsModule({ name, children }: { name: string; children: ReactNode }) {
  return (
    <div className="cw-module" data-analytics-module={name}>
      {children}
    </div>
  );
}

/**
 * `DailyUpdates` of apps/web: today's tab from the page's data; another day's works when its
 * tab is chosen, where the app fetches them (`getDailyNew`), here from the fixtures.
 */
function DailyUpdates({
  now,
  days,
  todayWorks,
}: {
  now: Date;
  days: readonly { weekday: Weekday; date: string }[];
  todayWorks: readonly WorkSummary[];
}) {
  const today = japanWeekday(now);
  const [day, setDay] = useState<Weekday>(today);
  const date = days.find((recent) => recent.weekday === day)?.date;
  const otherDay = day !== today && date !== undefined;
  return (
    <WeekdayTabs
      id="daily"
      heading="曜日別の更新"
      headingLevel={2}
      now={now}
      worksByWeekday={{
        [today]: todayWorks,
        ...(otherDay ? { [day]: dailyWorks(day) } : {}),
      }}
      onTabChange={(tab) => {
        if (tab !== 'latest') setDay(tab);
      }}
    />
  );
}

/**
 * The home page as the web app composes it (`home/[[...rest]]/page.tsx` of apps/web): the
 * banner carousel, today's serials by weekday, the ranking, the new serials, the free
 * campaign, the topics and the labels, all of @cw/catalog, each in the app's analytics module
 * (`AnalyticsModule`, here its markup). The app's components use its server code and `@/`
 * aliases, so their markup is mirrored here, with the page's own class names and stylesheet.
 * At rest, for a guest: the reader's own sections (`ReaderSections`: continue reading, followed
 * works) render nothing for a guest; no campaign dialog (`HomeModalBanner` opens one only on a
 * view that began with the cookie consent chosen: `catalog/ModalBanner`'s stories); the control
 * order of the A/B test. The site's header and footer around it are `ui/SiteHeader`'s stories.
 */
function HomePage({ home }: { home: HomeData }) {
  const { banners, today, ranking, newSeries, freeCampaign, topics, labels } = home;
  const days = recentJapanDays(STORY_NOW);
  return (
    <main className="cw-page cw-home">
      <Heading level={1} className="cw-ui-visually-hidden">
        CWコミック
      </Heading>
      <AnalyticsModule name="banners">
        <BannerCarousel banners={banners} autoAdvanceMs={BANNER_INTERVAL_MS} />
      </AnalyticsModule>
      <AnalyticsModule name="daily">
        <DailyUpdates now={STORY_NOW} days={days} todayWorks={today} />
      </AnalyticsModule>
      <AnalyticsModule name="ranking">
        <RankingList
          id="ranking"
          entries={ranking.entries.slice(0, RANKING_SIZE)}
          priorityCount={0}
          heading="ランキング"
          headingLevel={2}
        />
        <p className="cw-home__more">
          <a href="/ranking" className={linkClassName()}>
            ランキングをもっと見る
          </a>
        </p>
      </AnalyticsModule>
      <AnalyticsModule name="new-serials">
        <WorkGrid
          id="new-serials"
          works={newSeries}
          heading="新連載"
          headingLevel={2}
          moreHref="/new"
        />
      </AnalyticsModule>
      <AnalyticsModule name="free-campaign">
        <WorkGrid
          id="free-campaign"
          works={freeCampaign}
          heading="無料キャンペーン"
          headingLevel={2}
          moreHref="/free-campaign"
        />
      </AnalyticsModule>
      <AnalyticsModule name="topics">
        <TopicList
          id="topics"
          topics={topics}
          heading="トピックス"
          headingLevel={2}
          moreHref="/topics"
        />
      </AnalyticsModule>
      <AnalyticsModule name="labels">
        <LabelList
          id="labels"
          labels={labels.slice(0, LABEL_COUNT)}
          labelHref={(label) => labelPath(label.code)}
          heading="レーベル"
          headingLevel={2}
          moreHref="/label"
        />
      </AnalyticsModule>
    </main>
  );
}

const home = homeData();

const meta = {
  title: 'Pages/Home (ホーム)',
  component: HomePage,
  args: { home },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof HomePage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The sections of the page by their headings, in the app's order. */
const SECTIONS = [
  '曜日別の更新',
  'ランキング',
  '新連載',
  '無料キャンペーン',
  'トピックス',
  'レーベル',
];

/**
 * What every page-level story checks: one title, the banners, the sections by heading and
 * their links to the full lists, nothing of a reader's own for a guest.
 */
async function expectHomePage(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await expect(canvas.getByRole('main')).toBeVisible();
  await expect(canvas.getAllByRole('main')).toHaveLength(1);
  // One title, the site's name, for screen readers only: the banners lead the screen.
  await expect(canvas.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  const title = canvas.getByRole('heading', { level: 1 });
  await expect(title).toHaveTextContent('CWコミック');
  await expect(title).toHaveClass('cw-ui-visually-hidden');
  // The banners first, the first one shown and linked.
  const carousel = canvas.getByRole('region', { name: 'おすすめ' });
  await expect(carousel).toBeVisible();
  await expect(within(carousel).getByRole('link')).toHaveAttribute(
    'href',
    '/campaign/10th-anniversary',
  );
  await expect(
    within(carousel).getByRole('img', { name: '10周年記念 大感謝フェア開催中' }),
  ).toBeVisible();
  // The sections by heading, each an analytics module of the page, in the app's order.
  for (const name of SECTIONS) {
    await expect(canvas.getByRole('heading', { level: 2, name })).toBeVisible();
  }
  await expect(
    [...canvasElement.querySelectorAll('main > .cw-module')].map(
      (module) => (module as HTMLElement).dataset.analyticsModule,
    ),
  ).toEqual(['banners', 'daily', 'ranking', 'new-serials', 'free-campaign', 'topics', 'labels']);
  // A guest has no sections of their own.
  await expect(canvas.queryByRole('heading', { name: '続きを読む' })).toBeNull();
  await expect(canvas.queryByRole('heading', { name: 'フォロー中の作品の更新' })).toBeNull();
  // Today (Saturday in Japan) chosen, with its twelve serials.
  await expect(canvas.getByRole('tab', { name: '土曜日' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(within(canvas.getByRole('tabpanel')).getAllByRole('link')).toHaveLength(DAILY_SIZE);
  // Ten ranked works, and the way to the whole ranking.
  const rankingSection = canvas.getByRole('region', { name: 'ランキング' });
  await expect(rankingSection.querySelectorAll('ol > li[data-rank]')).toHaveLength(RANKING_SIZE);
  await expect(canvas.getByRole('link', { name: 'ランキングをもっと見る' })).toHaveAttribute(
    'href',
    '/ranking',
  );
  // Each list's もっと見る leads to its page.
  for (const [name, href] of [
    ['新連載', '/new'],
    ['無料キャンペーン', '/free-campaign'],
    ['トピックス', '/topics'],
    ['レーベル', '/label'],
  ]) {
    const section = canvas.getByRole('region', { name });
    await expect(within(section).getByRole('link', { name: /^もっと見る/ })).toHaveAttribute(
      'href',
      href,
    );
  }
  // Nothing wider than the window.
  await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
}

/**
 * The pointer rests on the banners, which holds them still, as on the site: the page's picture
 * is its first banner whenever it is taken (they would otherwise turn every 6 seconds).
 */
async function holdBanners(canvasElement: HTMLElement) {
  await userEvent.hover(within(canvasElement).getByRole('region', { name: 'おすすめ' }));
}

/** On a phone 390px wide: the banner across the screen, the sections one under another. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone390', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expect(window.innerWidth).toBe(390);
    await holdBanners(canvasElement);
    await expectHomePage(canvasElement);
  },
};

/** On a desktop 1280px wide: the page's centred column, the grids several covers wide. */
export const Desktop: Story = {
  globals: { viewport: { value: 'desktop1280', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expect(window.innerWidth).toBe(1280);
    await holdBanners(canvasElement);
    await expectHomePage(canvasElement);
  },
};
