import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { RankingPage } from '@/app/_components/RankingPage';

// A catalog page: rendered on first request, then cached; the optional segment keeps it out of
// the build (apps/web/README.md, "Catalog pages").
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
