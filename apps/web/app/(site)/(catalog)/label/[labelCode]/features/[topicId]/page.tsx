import {
  LabelTopicPage,
  type LabelTopicPageProps,
  labelTopicMetadata,
} from '@/app/_components/LabelTopicPage';

export const generateMetadata = labelTopicMetadata('feature');

/** `/label/{labelCode}/features/{topicId}`: one feature of the label. */
export default async function LabelFeaturePage({ params }: LabelTopicPageProps) {
  const { labelCode, topicId } = await params;
  return <LabelTopicPage labelCode={labelCode} kind="feature" topicId={topicId} />;
}
