import type { Topic } from '@cw/api-client/schemas';
import { TopicArticle } from '@cw/catalog/components';
import { loadLabels } from '@/server/catalog';
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
