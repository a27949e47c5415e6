import { HttpError } from '@cw/api-client/client';
import type { RankingGenre } from '@cw/api-client/schemas';
import { ALL_GENRES_LABEL, RANKING_PERIOD_LABELS } from '@cw/catalog';
import { RankingList, RankingTabs } from '@cw/catalog/components';
import { Heading } from '@cw/ui';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { serverApi } from '@/server/serverApi';

const HOURLY_SHOWN = 10;

const missingAs404 = (error: unknown): never => {
  if (error instanceof HttpError && (error.status === 400 || error.status === 404)) notFound();
  throw error;
};

/**
 * The ranking of one genre ('all' for every genre): the daily ranking, and the top of the
 * hourly one beside it. Catalog data only, so the page is shared HTML.
 */
export async function RankingPage({ genre }: { genre: RankingGenre }) {
  const api = serverApi();
  const [daily, hourly, categories] = await Promise.all([
    api.getRanking({ genre }).catch(missingAs404),
    api.getHourlyRanking({ genre }).catch(missingAs404),
    api.getCategories(),
  ]);
  const genreName =
    genre === 'all'
      ? ALL_GENRES_LABEL
      : categories.genres.find((g) => String(g.id) === genre)?.name;
  if (genreName === undefined) notFound();
  return (
    <main className="cw-page">
      <Heading level={1}>{genreName}ランキング</Heading>
      <RankingTabs genres={categories.genres} currentGenre={genre} linkComponent={Link} />
      <div className="cw-page__columns">
        <RankingList
          entries={daily.entries}
          heading={`${RANKING_PERIOD_LABELS.daily}ランキング`}
          headingLevel={2}
          linkComponent={Link}
        />
        <RankingList
          entries={hourly.entries.slice(0, HOURLY_SHOWN)}
          heading={`${RANKING_PERIOD_LABELS.hourly}ランキング`}
          headingLevel={2}
          linkComponent={Link}
        />
      </div>
    </main>
  );
}
