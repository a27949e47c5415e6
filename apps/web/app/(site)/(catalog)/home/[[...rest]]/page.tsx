import { HOME_ORDER_EXPERIMENT } from '@cw/analytics';
import { recentJapanDays } from '@cw/catalog';
import { LabelList, RankingList, TopicList, WorkGrid } from '@cw/catalog/components';
import { labelPath } from '@cw/paths';
import { Heading, linkClassName } from '@cw/ui';
import { notFound } from 'next/navigation';
import { AnalyticsModule } from '@/app/_components/AnalyticsModule';
import { homeLanguages } from '@/app/_components/group/groupMetadata';
import { loadLabels } from '@/server/catalog';
import { env } from '@/server/env';
import { pageMetadata } from '@/server/pageMetadata';
import { serverApi } from '@/server/serverApi';
import { DailyUpdates } from '../_components/DailyUpdates';
import { HomeBanners } from '../_components/HomeBanners';
import { HomeExperiment } from '../_components/HomeExperiment';
import { HomeModalBanner } from '../_components/HomeModalBanner';
import { ReaderSections } from '../_components/ReaderSections';

// The home page `/` (next.config rewrites it here): the same HTML for every reader, whose own
// sections (continue reading, followed works) load in the browser. A catalog page (cached as the
// `(catalog)` layout says); the optional segment keeps it out of the build (apps/web/README.md,
// "Catalog pages").
export const generateStaticParams = () => [];
export function generateMetadata() {
  const metadata = pageMetadata({ path: '/' });
  // `/` is the Japanese home and the default one; `/en` and `/tw` are its other languages.
  return { ...metadata, alternates: { ...metadata.alternates, languages: homeLanguages() } };
}

/** How many works each section of the home page shows. */
const SECTION_SIZE = 6;
const RANKING_SIZE = 10;
/** Works of a weekday's tab: the serials updated on its last occurrence. */
const DAILY_SIZE = SECTION_SIZE * 2;
/** Labels on the home page; `/label` lists them all. */
const LABEL_COUNT = 8;

type Props = { params: Promise<{ rest?: string[] }> };

export default async function HomePage({ params }: Props) {
  if ((await params).rest) notFound();
  const api = serverApi();
  const page = { page: 1, perPage: SECTION_SIZE };
  const now = new Date();
  const days = recentJapanDays(now);
  const [banners, today, ranking, newSeries, freeCampaign, topics, labels] = await Promise.all([
    api.getBanners(),
    // Today's serials (the works updated today in Japan); another day's load when chosen.
    api.getDailyNew({ page: 1, perPage: DAILY_SIZE, date: days[0]?.date ?? '' }),
    api.getRanking({ genre: 'all' }),
    api.getNewSeries(page),
    api.getFreeCampaign({ ...page, filterType: 'all' }),
    api.getTopics(page),
    loadLabels(),
  ]);
  return (
    <main className="cw-page cw-home">
      <Heading level={1} className="cw-ui-visually-hidden">
        CWコミック
      </Heading>
      <AnalyticsModule page="home" name="banners">
        <HomeBanners banners={banners.items} />
      </AnalyticsModule>
      <HomeModalBanner banners={banners.items} />
      <HomeExperiment enabled={env().abTestFeature === HOME_ORDER_EXPERIMENT} />
      <ReaderSections />
      <AnalyticsModule page="home" name="daily">
        <DailyUpdates now={now} days={days} todayWorks={today.items} perDay={DAILY_SIZE} />
      </AnalyticsModule>
      <AnalyticsModule page="home" name="ranking">
        <RankingList
          id="ranking"
          entries={ranking.entries.slice(0, RANKING_SIZE)}
          // Below the banner and today's updates: its covers wait their turn.
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
      <AnalyticsModule page="home" name="new-serials">
        <WorkGrid
          id="new-serials"
          works={newSeries.items}
          heading="新連載"
          headingLevel={2}
          moreHref="/new"
        />
      </AnalyticsModule>
      <AnalyticsModule page="home" name="free-campaign">
        <WorkGrid
          id="free-campaign"
          works={freeCampaign.items}
          heading="無料キャンペーン"
          headingLevel={2}
          moreHref="/free-campaign"
        />
      </AnalyticsModule>
      <AnalyticsModule page="home" name="topics">
        <TopicList
          id="topics"
          topics={topics.items}
          heading="トピックス"
          headingLevel={2}
          moreHref="/topics"
        />
      </AnalyticsModule>
      <AnalyticsModule page="home" name="labels">
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
