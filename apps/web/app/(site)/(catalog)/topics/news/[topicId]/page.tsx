import { SiteTopicPage, type TopicPageProps, topicPageMetadata } from '@/app/_components/TopicPage';

export const generateMetadata = topicPageMetadata('news');

/** `/topics/news/{topicId}`: a news topic, with the works it features. */
export default function Page({ params }: TopicPageProps) {
  return <SiteTopicPage params={params} kind="news" />;
}
