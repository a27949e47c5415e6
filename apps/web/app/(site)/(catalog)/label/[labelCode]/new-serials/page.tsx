import { TopicArticle } from '@cw/catalog/components';
import { Heading } from '@cw/ui';
import { LabelFrame, type LabelPageProps, labelPageMetadata } from '@/app/_components/LabelFrame';
import { TopicWorks } from '@/app/_components/TopicWorks';
import { loadLabel } from '@/server/catalog';
import { serverApi } from '@/server/serverApi';

export const generateMetadata = labelPageMetadata('new-serials');

/** `/label/{labelCode}/new-serials`: the label's new-serial announcements in full, with their works. */
export default async function LabelNewSerialsPage({ params }: LabelPageProps) {
  const label = await loadLabel((await params).labelCode);
  const topics = await serverApi().getTopics({
    label: label.code,
    kind: 'new_serial',
    page: 1,
    perPage: 20,
  });
  return (
    <LabelFrame label={label} current="new-serials">
      <section aria-labelledby="label-new-serials">
        <Heading level={2} id="label-new-serials">
          新連載
        </Heading>
        {topics.items.length === 0 ? <p>新連載のお知らせはありません</p> : null}
        {topics.items.map((summary) => (
          <NewSerialTopic key={summary.id} topicId={summary.id} labelName={label.name} />
        ))}
      </section>
    </LabelFrame>
  );
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
