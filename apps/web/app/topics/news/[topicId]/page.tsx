import { topicPageMetadata, topicPageOf } from '@/app/_components/TopicPage';

export const generateMetadata = topicPageMetadata('news');

/** `/topics/news/{topicId}`: a news topic, with the works it features. */
export default topicPageOf('news');
