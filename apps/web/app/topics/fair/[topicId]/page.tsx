import { topicPageMetadata, topicPageOf } from '@/app/_components/TopicPage';

export const generateMetadata = topicPageMetadata('fair');

/** `/topics/fair/{topicId}`: a fair, with the works it features. */
export default topicPageOf('fair');
