import type { TopicKind } from '@cw/api-client/schemas';
import { TopicList, WorkGrid } from '@cw/catalog/components';
import { Heading } from '@cw/ui';
import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { MoreWorks } from '@/app/_components/MoreWorks';
import { idSegment } from '@/server/catalog';
import { serverApi } from '@/server/serverApi';
import { loadTopic, TopicPage } from '../_components/topicPage';

// Rendered on the first request and then served from the cache for five minutes (the
// optional segment keeps `/topics` out of the build, which has no backend to read).
export const revalidate = 300;
export const dynamic = 'force-static';
export const fetchCache = 'force-cache';
export const generateStaticParams = () => [];

const PER_PAGE = 48;

/** The site-wide topic pages by their path segment. */
const KIND_SEGMENTS = { news: 'news', fair: 'fair', features: 'feature' } as const satisfies Record<
  string,
  TopicKind
>;

type Route =
  | { kind: 'index' }
  | { kind: 'newSerials' }
  | { kind: 'topic'; topicKind: TopicKind; topicId: number };

type Props = { params: Promise<{ path?: string[] }> };

async function routeOf(params: Props['params']): Promise<Route> {
  const { path = [] } = await params;
  const [segment, id, ...rest] = path;
  if (segment === undefined) return { kind: 'index' };
  if (segment === 'new-serials' && id === undefined) return { kind: 'newSerials' };
  if (rest.length > 0 || !Object.hasOwn(KIND_SEGMENTS, segment)) notFound();
  const topicKind = KIND_SEGMENTS[segment as keyof typeof KIND_SEGMENTS];
  return { kind: 'topic', topicKind, topicId: idSegment(id) };
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const route = await routeOf(params);
  if (route.kind === 'index') return { title: 'トピックス' };
  if (route.kind === 'newSerials') return { title: '新連載のお知らせ' };
  return { title: (await loadTopic(route.topicId, route.topicKind)).title };
}

/** `/topics`, `/topics/new-serials`, and `/topics/{news|fair|features}/{topicId}`. */
export default async function TopicsRoute({ params }: Props) {
  const route = await routeOf(params);
  const api = serverApi();
  switch (route.kind) {
    case 'index': {
      const topics = await api.getTopics({ page: 1, perPage: PER_PAGE });
      return (
        <main className="cw-page">
          <Heading level={1}>トピックス</Heading>
          <TopicList
            topics={topics.items}
            linkComponent={Link}
            emptyLabel="トピックスはありません"
          />
        </main>
      );
    }
    case 'newSerials': {
      const [info, works] = await Promise.all([
        api.getNewSerialsInfo(),
        api.getNewSerialWorks({ page: 1, perPage: PER_PAGE }),
      ]);
      return (
        <main className="cw-page">
          <Heading level={1}>新連載のお知らせ</Heading>
          <p>新連載 {info.workCount.toLocaleString('ja-JP')}作品</p>
          <WorkGrid works={works.items} linkComponent={Link} priorityCount={6} />
          <MoreWorks endpoint="getNewSerialWorks" input={{}} first={works} />
        </main>
      );
    }
    case 'topic':
      return <TopicPage topic={await loadTopic(route.topicId, route.topicKind)} />;
  }
}
