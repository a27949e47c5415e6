import type { TopicKind } from '@cw/api-client/schemas';
import { TopicArticle } from '@cw/catalog/components';
import { notFound } from 'next/navigation';
import { loadLabels, missingAs404 } from '@/server/catalog';
import { serverApi } from '@/server/serverApi';
import { TopicWorks } from './TopicWorks';

/** A topic of the kind its path names (a news path never shows a fair); 404 for any other. */
export async function loadTopic(topicId: number, kind: TopicKind) {
  const topic = await serverApi().getNewsDetail({ topicId }).catch(missingAs404);
  if (topic.kind !== kind) notFound();
  return topic;
}

/** One topic page on its own: the article, its label's name, and the works it features. */
export async function TopicPage({ topic }: { topic: Awaited<ReturnType<typeof loadTopic>> }) {
  const label = (await loadLabels()).find((candidate) => candidate.id === topic.labelId);
  return (
    <main className="cw-page">
      <TopicArticle topic={topic} labelName={label?.name}>
        <TopicWorks topicId={topic.id} />
      </TopicArticle>
    </main>
  );
}
