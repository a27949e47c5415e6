import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { RankingPage } from '../_ranking';

// Rendered on the first request and then served from the cache for five minutes (the
// optional segment keeps `/ranking` out of the build, which has no backend to read).
export const revalidate = 300;
export const dynamic = 'force-static';
export const fetchCache = 'force-cache';
export const generateStaticParams = () => [];
export const metadata: Metadata = { title: 'ランキング' };

type Props = { params: Promise<{ rankingGenre?: string[] }> };

/** `/ranking` (every genre) and `/ranking/{rankingGenre}`. */
export default async function RankingRoute({ params }: Props) {
  const { rankingGenre = ['all'] } = await params;
  const [genre, ...rest] = rankingGenre;
  if (genre === undefined || rest.length > 0 || !/^(all|[1-9]\d{0,9})$/.test(genre)) notFound();
  return <RankingPage genre={genre} />;
}
