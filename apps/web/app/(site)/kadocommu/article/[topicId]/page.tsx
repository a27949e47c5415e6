import { SiteTopicPage, type TopicPageProps, topicPageMetadata } from '@/app/_components/TopicPage';

// A catalog page: rendered on first request, then cached (apps/web/README.md, "Catalog pages").
export const revalidate = 300;
export const dynamic = 'force-static';
export const generateStaticParams = () => [];

export const generateMetadata = topicPageMetadata('article');

/** An editorial article (`article` topics), with the works it is about. */
export default function ArticlePage({ params }: TopicPageProps) {
  return <SiteTopicPage params={params} kind="article" />;
}
