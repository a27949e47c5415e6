import { LabelFrame, type LabelPageProps, labelPageMetadata } from '@/app/_components/LabelFrame';
import { RankingPage } from '@/app/_components/RankingPage';
import { loadLabel } from '@/server/catalog';

export const generateMetadata = labelPageMetadata('ranking');

/** `/label/{labelCode}/ranking`: the ranking of the label's works, without genre tabs. */
export default async function LabelRankingPage({ params }: LabelPageProps) {
  const label = await loadLabel((await params).labelCode);
  return (
    <LabelFrame label={label} current="ranking">
      <RankingPage genre="all" labelCode={label.code} headingLevel={1} />
    </LabelFrame>
  );
}
