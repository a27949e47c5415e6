import { type LabelPageProps, labelPageMetadata } from '@/app/_components/LabelFrame';
import { LabelWorksPage } from '@/app/_components/LabelWorksPage';

export const generateMetadata = labelPageMetadata('contents');

/** `/label/{labelCode}/contents`: every work of the label, the latest update first. */
export default async function LabelContentsPage({ params }: LabelPageProps) {
  return <LabelWorksPage labelCode={(await params).labelCode} page="contents" />;
}
