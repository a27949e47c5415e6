import {
  LabelTopicPage,
  type LabelTopicPageProps,
  labelTopicMetadata,
} from '@/app/_components/LabelTopicPage';

export const generateMetadata = labelTopicMetadata('fair');

/** `/label/{labelCode}/fair/{topicId}`: one fair of the label. */
export default async function LabelFairPage({ params }: LabelTopicPageProps) {
  const { labelCode, topicId } = await params;
  return <LabelTopicPage labelCode={labelCode} kind="fair" topicId={topicId} />;
}
