import { TopicList } from '@cw/catalog/components';
import { LabelFrame, type LabelPageProps, labelPageMetadata } from '@/app/_components/LabelFrame';
import { loadLabel } from '@/server/catalog';
import { serverApi } from '@/server/serverApi';

const PER_PAGE = 48;

export const generateMetadata = labelPageMetadata('news');

/** `/label/{labelCode}/news`: the label's news, newest first. */
export default async function LabelNewsPage({ params }: LabelPageProps) {
  const label = await loadLabel((await params).labelCode);
  const news = await serverApi().getTopics({
    label: label.code,
    kind: 'news',
    page: 1,
    perPage: PER_PAGE,
  });
  return (
    <LabelFrame label={label} current="news">
      <TopicList
        topics={news.items}
        labelCode={label.code}
        layout="list"
        heading="お知らせ"
        headingLevel={2}
        emptyLabel="お知らせはありません"
      />
    </LabelFrame>
  );
}
