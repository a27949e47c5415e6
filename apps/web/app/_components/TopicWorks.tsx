import { WorkGrid } from '@cw/catalog/components';
import { serverApi } from '@/server/serverApi';

/** The works a topic features (a fair's or feature's works, a new serial), in its order. */
export async function TopicWorks({
  topicId,
  headingLevel = 2,
}: {
  topicId: number;
  headingLevel?: number;
}) {
  const works = await serverApi().getTopicSeries({ topicId, page: 1, perPage: 48 });
  if (works.items.length === 0) return null;
  return <WorkGrid works={works.items} heading="対象作品" headingLevel={headingLevel} />;
}
