import {
  LabelTopicPage,
  type LabelTopicPageProps,
  labelTopicMetadata,
} from '@/app/_components/LabelTopicPage';

export const generateMetadata = labelTopicMetadata('news');

/** `/label/{labelCode}/news/{topicId}`: one news of the label. */
export default async function LabelNewsTopicPage({ params }: LabelTopicPageProps) {
  const { labelCode, topicId } = await params;
  return <LabelTopicPage labelCode={labelCode} kind="news" topicId={topicId} />;
}
