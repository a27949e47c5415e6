import { SiteTopicPage, type TopicPageProps, topicPageMetadata } from '@/app/_components/TopicPage';

export const generateMetadata = topicPageMetadata('feature');

/** `/topics/features/{topicId}`: a feature, with the works it features. */
export default function Page({ params }: TopicPageProps) {
  return <SiteTopicPage params={params} kind="feature" />;
}
