import { TopicList } from '@cw/catalog/components';
import { Heading } from '@cw/ui';
import { notFound } from 'next/navigation';
import { pageMetadata } from '@/server/pageMetadata';
import { serverApi } from '@/server/serverApi';

// A catalog page: rendered on first request, then cached; the optional segment keeps it out of
// the build (apps/web/README.md, "Catalog pages"). It also answers the paths under /topics that
// no topic page has, with a 404.
export const generateStaticParams = () => [];
export const generateMetadata = () => pageMetadata({ path: '/topics', title: 'トピックス' });

const PER_PAGE = 48;

type Props = { params: Promise<{ rest?: string[] }> };

/** `/topics`: every topic, newest first. */
export default async function TopicsPage({ params }: Props) {
  if ((await params).rest) notFound();
  const topics = await serverApi().getTopics({ page: 1, perPage: PER_PAGE });
  return (
    <main className="cw-page">
      <Heading level={1}>トピックス</Heading>
      <TopicList topics={topics.items} emptyLabel="トピックスはありません" />
    </main>
  );
}
