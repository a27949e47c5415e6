import { SiteTopicPage, type TopicPageProps, topicPageMetadata } from '@/app/_components/TopicPage';

// A catalog page (cached as the `(catalog)` layout says), none rendered at build time
// (apps/web/README.md, "Catalog pages").
export const generateStaticParams = () => [];

export const generateMetadata = topicPageMetadata('article');

/** An editorial article (`article` topics), with the works it is about. */
export default function ArticlePage({ params }: TopicPageProps) {
  return <SiteTopicPage params={params} kind="article" />;
}
