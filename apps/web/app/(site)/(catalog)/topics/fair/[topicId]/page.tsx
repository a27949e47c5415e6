import { SiteTopicPage, type TopicPageProps, topicPageMetadata } from '@/app/_components/TopicPage';

export const generateMetadata = topicPageMetadata('fair');

/** `/topics/fair/{topicId}`: a fair, with the works it features. */
export default function Page({ params }: TopicPageProps) {
  return <SiteTopicPage params={params} kind="fair" />;
}
