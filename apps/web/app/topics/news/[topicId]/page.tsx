import type { Metadata } from 'next';
import { TopicPage } from '@/app/_components/TopicPage';
import { idSegment, loadTopic } from '@/server/catalog';

// A catalog page: rendered on first request, then cached (apps/web/README.md, "Catalog pages").
export const revalidate = 300;
export const dynamic = 'force-static';
export const fetchCache = 'force-cache';
export const generateStaticParams = () => [];

type Props = { params: Promise<{ topicId: string }> };

const loadPageTopic = async (params: Props['params']) =>
  loadTopic(idSegment((await params).topicId), 'news');

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return { title: (await loadPageTopic(params)).title };
}

/** `/topics/news/{topicId}`: a news topic, with the works it features. */
export default async function NewsTopicPage({ params }: Props) {
  return <TopicPage topic={await loadPageTopic(params)} />;
}
