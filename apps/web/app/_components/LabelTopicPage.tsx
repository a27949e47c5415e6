import { TopicArticle } from '@cw/catalog/components';
import type { TopicKind } from '@cw/contract/schemas';
import { topicPath } from '@cw/paths';
import type { Metadata } from 'next';
import { idSegment, loadLabel, loadLabelTopic } from '@/server/catalog';
import { pageMetadata, topicImage } from '@/server/pageMetadata';
import { LabelFrame } from './LabelFrame';
import { TopicWorks } from './TopicWorks';

/** A label's topic of a kind, by the path's label code and topic id; 404 for any other. */
async function loadPageTopic(labelCode: string, kind: TopicKind, topicId: string) {
  const id = idSegment(topicId);
  const label = await loadLabel(labelCode);
  return { label, topic: await loadLabelTopic(label, id, kind) };
}

/** The props Next.js gives a label's topic page. */
export type LabelTopicPageProps = { params: Promise<{ labelCode: string; topicId: string }> };

/** `generateMetadata` of a label's topic page: the topic's title, then the label's name. */
export function labelTopicMetadata(kind: TopicKind) {
  return async ({ params }: LabelTopicPageProps): Promise<Metadata> => {
    const { labelCode, topicId } = await params;
    const { label, topic } = await loadPageTopic(labelCode, kind, topicId);
    return pageMetadata({
      type: 'article',
      path: topicPath(topic, label.code),
      title: `${topic.title} | ${label.name}`,
      image: topicImage(topic),
      publishedTime: topic.publishedAt,
      section: label.name,
    });
  };
}

/**
 * A label's news, fair or feature (`/label/{labelCode}/{news|fair|features}/{topicId}`) in the
 * label's frame, with the works it features.
 */
export async function LabelTopicPage({
  labelCode,
  kind,
  topicId,
}: {
  labelCode: string;
  kind: TopicKind;
  topicId: string;
}) {
  const { label, topic } = await loadPageTopic(labelCode, kind, topicId);
  return (
    <LabelFrame label={label}>
      <TopicArticle topic={topic} labelName={label.name} headingLevel={2}>
        <TopicWorks topicId={topic.id} />
      </TopicArticle>
    </LabelFrame>
  );
}
