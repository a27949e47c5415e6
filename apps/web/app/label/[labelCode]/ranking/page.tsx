import type { Metadata } from 'next';
import { LabelFrame, labelPageMetadata } from '@/app/_components/LabelFrame';
import { RankingPage } from '@/app/_components/RankingPage';
import { loadLabel } from '@/server/catalog';

// A catalog page: rendered on first request, then cached (apps/web/README.md, "Catalog pages").
export const revalidate = 300;
export const dynamic = 'force-static';
export const fetchCache = 'force-cache';
export const generateStaticParams = () => [];

type Props = { params: Promise<{ labelCode: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return labelPageMetadata((await params).labelCode, 'ranking');
}

/** `/label/{labelCode}/ranking`: the ranking of the label's works, without genre tabs. */
export default async function LabelRankingPage({ params }: Props) {
  const label = await loadLabel((await params).labelCode);
  return (
    <LabelFrame label={label} current="ranking">
      <RankingPage genre="all" labelCode={label.code} headingLevel={1} />
    </LabelFrame>
  );
}
