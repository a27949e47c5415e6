import { TopicArticle } from '@cw/catalog/components';
import type { Topic, TopicKind } from '@cw/contract/schemas';
import { topicPath } from '@cw/paths';
import type { Metadata } from 'next';
import { idSegment, loadLabels, loadTopic } from '@/server/catalog';
import { pageMetadata, topicImage } from '@/server/pageMetadata';
import { TopicWorks } from './TopicWorks';

/**
 * One topic page on its own (`/topics/…/{topicId}`, an article, a campaign): the article, its
 * label's name, and the works it features.
 */
export async function TopicPage({ topic }: { topic: Topic }) {
  const label = (await loadLabels()).find((candidate) => candidate.id === topic.labelId);
  return (
    <main className="cw-page">
      <TopicArticle topic={topic} labelName={label?.name}>
        <TopicWorks topicId={topic.id} />
      </TopicArticle>
    </main>
  );
}

/** The props Next.js gives a site topic page, `/topics/{kind}/{topicId}`. */
export type TopicPageProps = { params: Promise<{ topicId: string }> };

const topicOf = async (params: TopicPageProps['params'], kind: TopicKind) =>
  loadTopic(idSegment((await params).topicId), kind);

/** `generateMetadata` of a site topic page of `kind`: the topic's title; 404 for another kind. */
export function topicPageMetadata(kind: TopicKind) {
  return async ({ params }: TopicPageProps): Promise<Metadata> => {
    const topic = await topicOf(params, kind);
    return pageMetadata({
      type: 'article',
      path: topicPath(topic),
      title: topic.title,
      image: topicImage(topic),
      publishedTime: topic.publishedAt,
    });
  };
}

/** A site topic page of `kind` (news, fair, feature), with its works; 404 for another kind. */
export async function SiteTopicPage({ params, kind }: TopicPageProps & { kind: TopicKind }) {
  return <TopicPage topic={await topicOf(params, kind)} />;
}
