import { type LabelPageProps, labelPageMetadata } from '@/app/_components/LabelFrame';
import { LabelWorksPage } from '@/app/_components/LabelWorksPage';

export const generateMetadata = labelPageMetadata('one-shot');

/** `/label/{labelCode}/one-shot`: the label's one-shots. */
export default async function LabelOneShotPage({ params }: LabelPageProps) {
  return <LabelWorksPage labelCode={(await params).labelCode} page="one-shot" />;
}
