import { ALL_GENRES_TEXT, RANKING_PERIOD_TEXT } from '@cw/catalog';
import { RankingList, RankingTabs } from '@cw/catalog/components';
import type { RankingGenre } from '@cw/contract/schemas';
import { Heading } from '@cw/ui';
import { notFound } from 'next/navigation';
import { loadCategories, missingAs404 } from '@/server/catalog';
import { serverApi } from '@/server/serverApi';

const HOURLY_SHOWN = 10;

/**
 * The ranking of one genre ('all' for every genre), or of one label's works: the daily
 * ranking, and the top of the hourly one beside it. Catalog data only, so the page is shared
 * HTML. A label's ranking sits in the label's page, under its heading, without genre tabs.
 */
export async function RankingPage({
  genre,
  labelCode,
  headingLevel = 1,
}: {
  genre: RankingGenre;
  labelCode?: string;
  headingLevel?: number;
}) {
  const api = serverApi();
  const query = labelCode === undefined ? { genre } : { genre, labelCode };
  const [daily, hourly, categories] = await Promise.all([
    api.getRanking(query).catch(missingAs404),
    api.getHourlyRanking(query).catch(missingAs404),
    loadCategories(),
  ]);
  const genreName =
    genre === 'all' ? ALL_GENRES_TEXT : categories.genres.find((g) => String(g.id) === genre)?.name;
  if (genreName === undefined) notFound();
  const lists = (
    <div className="cw-page__columns">
      <RankingList
        entries={daily.entries}
        heading={`${RANKING_PERIOD_TEXT.daily}ランキング`}
        headingLevel={headingLevel + 1}
        showLabel={labelCode === undefined}
      />
      <RankingList
        entries={hourly.entries.slice(0, HOURLY_SHOWN)}
        heading={`${RANKING_PERIOD_TEXT.hourly}ランキング`}
        headingLevel={headingLevel + 1}
        showLabel={labelCode === undefined}
      />
    </div>
  );
  if (labelCode !== undefined) return lists;
  return (
    <main className="cw-page">
      <Heading level={1}>{genreName}ランキング</Heading>
      <RankingTabs genres={categories.genres} currentGenre={genre} />
      {lists}
    </main>
  );
}
