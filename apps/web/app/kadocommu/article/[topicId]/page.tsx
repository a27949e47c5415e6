import type { Metadata } from 'next';
import { TopicPage } from '@/app/_components/TopicPage';
import { idSegment, loadTopic } from '@/server/catalog';

// A catalog page: rendered on first request, then cached (apps/web/README.md, "Catalog pages").
export const revalidate = 300;
export const dynamic = 'force-static';
export const fetchCache = 'force-cache';
export const generateStaticParams = () => [];

type Props = { params: Promise<{ topicId: string }> };

const loadArticle = async (params: Props['params']) =>
  loadTopic(idSegment((await params).topicId), 'article');

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return { title: (await loadArticle(params)).title };
}

/** An editorial article (`article` topics), with the works it is about. */
export default async function ArticlePage({ params }: Props) {
  return <TopicPage topic={await loadArticle(params)} />;
}
