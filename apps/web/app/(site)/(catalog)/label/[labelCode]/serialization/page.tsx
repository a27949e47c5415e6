import { type LabelPageProps, labelPageMetadata } from '@/app/_components/LabelFrame';
import { LabelWorksPage } from '@/app/_components/LabelWorksPage';

export const generateMetadata = labelPageMetadata('serialization');

/** `/label/{labelCode}/serialization`: the label's running serials. */
export default async function LabelSerializationPage({ params }: LabelPageProps) {
  return <LabelWorksPage labelCode={(await params).labelCode} page="serialization" />;
}
