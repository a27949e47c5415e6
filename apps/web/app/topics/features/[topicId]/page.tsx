import { topicPageMetadata, topicPageOf } from '@/app/_components/TopicPage';

export const generateMetadata = topicPageMetadata('feature');

/** `/topics/features/{topicId}`: a feature, with the works it features. */
export default topicPageOf('feature');
