import { rankingPath } from '@cw/paths';
import { notFound } from 'next/navigation';
import { RankingPage } from '@/app/_components/RankingPage';
import { pageMetadata } from '@/server/pageMetadata';

// A catalog page (cached as the `(catalog)` layout says); the optional segment keeps it out of
// the build (apps/web/README.md, "Catalog pages").
export const generateStaticParams = () => [];

type Props = { params: Promise<{ rankingGenre?: string[] }> };

/** The genre of `/ranking` ('all') or `/ranking/{rankingGenre}`; 404 for anything else. */
async function genreOf(params: Props['params']) {
  const { rankingGenre = ['all'] } = await params;
  const [genre, ...rest] = rankingGenre;
  if (genre === undefined || rest.length > 0 || !/^(all|[1-9]\d{0,9})$/.test(genre)) notFound();
  return genre;
}

export async function generateMetadata({ params }: Props) {
  return pageMetadata({ path: rankingPath(await genreOf(params)), title: 'ランキング' });
}

/** `/ranking` (every genre) and `/ranking/{rankingGenre}`. */
export default async function RankingRoute({ params }: Props) {
  return <RankingPage genre={await genreOf(params)} />;
}
