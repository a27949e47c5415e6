import type { Label, TopicKind } from '@cw/api-client/schemas';
import { labelPath } from '@cw/catalog';
import { LabelList, TopicArticle, TopicList, VolumeGrid, WorkGrid } from '@cw/catalog/components';
import { Heading } from '@cw/ui';
import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { MoreWorks } from '@/app/_components/MoreWorks';
import { RankingPage } from '@/app/ranking/_ranking';
import { TopicWorks } from '@/app/topics/_components/TopicWorks';
import { idSegment, loadLabel, loadLabels, missingAs404 } from '@/server/catalog';
import { serverApi } from '@/server/serverApi';
import { LABEL_PAGES, LabelFrame, type LabelPageSegment } from '../_components/LabelFrame';

// Rendered on the first request and then served from the cache for five minutes (the
// optional segment keeps `/label` out of the build, which has no backend to read).
export const revalidate = 300;
export const dynamic = 'force-static';
export const fetchCache = 'force-cache';
export const generateStaticParams = () => [];

const PER_PAGE = 48;

/** The topic pages under a label, by their path segment. */
const TOPIC_SEGMENTS = {
  news: 'news',
  fair: 'fair',
  features: 'feature',
} as const satisfies Record<string, TopicKind>;

type Route =
  | { kind: 'index' }
  | { kind: 'page'; labelCode: string; segment: LabelPageSegment }
  | { kind: 'topic'; labelCode: string; topicKind: TopicKind; topicId: number };

type Props = { params: Promise<{ path?: string[] }> };

/** What `/label/…` names: the index, one of a label's pages, or a topic of the label. */
async function routeOf(params: Props['params']): Promise<Route> {
  const { path } = await params;
  if (path === undefined) return { kind: 'index' };
  const [labelCode, segment = '', id, ...rest] = path;
  if (labelCode === undefined || rest.length > 0) notFound();
  if (id !== undefined) {
    if (!Object.hasOwn(TOPIC_SEGMENTS, segment)) notFound();
    const topicKind = TOPIC_SEGMENTS[segment as keyof typeof TOPIC_SEGMENTS];
    return { kind: 'topic', labelCode, topicKind, topicId: idSegment(id) };
  }
  const page = LABEL_PAGES.find((candidate) => candidate.segment === segment) ?? notFound();
  return { kind: 'page', labelCode, segment: page.segment };
}

/** A topic of the label, of the kind its path names; 404 for any other. */
async function loadLabelTopic(label: Label, topicKind: TopicKind, topicId: number) {
  const topic = await serverApi().getNewsDetail({ topicId }).catch(missingAs404);
  if (topic.kind !== topicKind || topic.labelId !== label.id) notFound();
  return topic;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const route = await routeOf(params);
  if (route.kind === 'index') return { title: 'レーベル一覧' };
  const label = await loadLabel(route.labelCode);
  if (route.kind === 'topic') {
    const topic = await loadLabelTopic(label, route.topicKind, route.topicId);
    return { title: `${topic.title} | ${label.name}` };
  }
  const page = LABEL_PAGES.find((candidate) => candidate.segment === route.segment);
  const path = route.segment ? `${labelPath(label.code)}/${route.segment}` : labelPath(label.code);
  return {
    title: route.segment ? `${page?.title} | ${label.name}` : label.name,
    alternates: { canonical: path },
  };
}

/** `/label`: every label; `/label/{labelCode}/…`: the label's own pages. */
export default async function LabelRoute({ params }: Props) {
  const route = await routeOf(params);
  if (route.kind === 'index') {
    return (
      <main className="cw-page">
        <Heading level={1}>レーベル一覧</Heading>
        <LabelList
          labels={await loadLabels()}
          labelHref={(label) => labelPath(label.code)}
          showDescription
          linkComponent={Link}
        />
      </main>
    );
  }
  const label = await loadLabel(route.labelCode);
  if (route.kind === 'topic') {
    const topic = await loadLabelTopic(label, route.topicKind, route.topicId);
    return (
      <LabelFrame label={label}>
        <TopicArticle topic={topic} labelName={label.name} headingLevel={2}>
          <TopicWorks topicId={topic.id} />
        </TopicArticle>
      </LabelFrame>
    );
  }
  return (
    <LabelFrame label={label} current={route.segment}>
      <LabelPage label={label} segment={route.segment} />
    </LabelFrame>
  );
}

async function LabelPage({ label, segment }: { label: Label; segment: LabelPageSegment }) {
  const api = serverApi();
  const labelCode = label.code;
  const base = labelPath(labelCode);
  switch (segment) {
    case '': {
      const [works, fairs, features, news] = await Promise.all([
        api.getLabelSeries({ labelCode, page: 1, perPage: 12 }),
        api.getLabelFairs({ labelCode }),
        api.getLabelFeatures({ labelCode }),
        api.getTopics({ label: labelCode, kind: 'news', page: 1, perPage: 5 }),
      ]);
      const campaigns = [...fairs.topics, ...features.topics];
      return (
        <>
          {campaigns.length > 0 ? (
            <TopicList
              topics={campaigns}
              labelCode={labelCode}
              heading="フェア・特集"
              headingLevel={2}
              linkComponent={Link}
            />
          ) : null}
          <WorkGrid
            works={works.items}
            heading="最新の更新"
            headingLevel={2}
            moreHref={`${base}/contents`}
            linkComponent={Link}
            priorityCount={6}
          />
          <TopicList
            topics={news.items}
            labelCode={labelCode}
            layout="list"
            heading="お知らせ"
            headingLevel={2}
            moreHref={`${base}/news`}
            emptyLabel="お知らせはありません"
            linkComponent={Link}
          />
        </>
      );
    }
    case 'contents':
    case 'serialization':
    case 'one-shot': {
      const endpoint = (
        {
          contents: 'getLabelSeries',
          serialization: 'getLabelOngoingSeries',
          'one-shot': 'getLabelOneShots',
        } as const
      )[segment];
      const heading = LABEL_PAGES.find((page) => page.segment === segment)?.title;
      const first = await api[endpoint]({ labelCode, page: 1, perPage: PER_PAGE });
      return (
        <>
          <WorkGrid
            works={first.items}
            heading={heading}
            headingLevel={2}
            emptyLabel="作品はありません"
            linkComponent={Link}
            priorityCount={6}
          />
          <MoreWorks endpoint={endpoint} input={{ labelCode }} first={first} />
        </>
      );
    }
    case 'new-serials': {
      const topics = await api.getTopics({
        label: labelCode,
        kind: 'new_serial',
        page: 1,
        perPage: 20,
      });
      return (
        <section aria-labelledby="label-new-serials">
          <Heading level={2} id="label-new-serials">
            新連載
          </Heading>
          {topics.items.length === 0 ? <p>新連載のお知らせはありません</p> : null}
          {topics.items.map((summary) => (
            <NewSerialTopic key={summary.id} topicId={summary.id} labelName={label.name} />
          ))}
        </section>
      );
    }
    case 'ranking':
      return <RankingPage genre="all" labelCode={labelCode} headingLevel={1} />;
    case 'release': {
      const comics = await api.getLabelNewComics({ labelCode, page: 1, perPage: PER_PAGE });
      return (
        <VolumeGrid
          now={new Date()}
          items={comics.items}
          heading="新刊"
          headingLevel={2}
          linkComponent={Link}
          priorityCount={6}
        />
      );
    }
    case 'news': {
      const news = await api.getTopics({
        label: labelCode,
        kind: 'news',
        page: 1,
        perPage: PER_PAGE,
      });
      return (
        <TopicList
          topics={news.items}
          labelCode={labelCode}
          layout="list"
          heading="お知らせ"
          headingLevel={2}
          emptyLabel="お知らせはありません"
          linkComponent={Link}
        />
      );
    }
  }
}

/** One new-serial announcement in full, with its works. */
async function NewSerialTopic({ topicId, labelName }: { topicId: number; labelName: string }) {
  const topic = await serverApi().getNewsDetail({ topicId });
  return (
    <TopicArticle topic={topic} labelName={labelName} headingLevel={3}>
      <TopicWorks topicId={topic.id} headingLevel={4} />
    </TopicArticle>
  );
}
