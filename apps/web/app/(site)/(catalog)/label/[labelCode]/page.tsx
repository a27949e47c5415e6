import { TopicList, WorkGrid } from '@cw/catalog/components';
import { labelPath } from '@cw/paths';
import { AnalyticsModule } from '@/app/_components/AnalyticsModule';
import { LabelFrame, type LabelPageProps, labelPageMetadata } from '@/app/_components/LabelFrame';
import { loadLabel } from '@/server/catalog';
import { serverApi } from '@/server/serverApi';

export const generateMetadata = labelPageMetadata('top');

/** `/label/{labelCode}`: the label's fairs and features, its latest works and its news. */
export default async function LabelTopPage({ params }: LabelPageProps) {
  const label = await loadLabel((await params).labelCode);
  const labelCode = label.code;
  const api = serverApi();
  const [works, fairs, features, news] = await Promise.all([
    api.getLabelSeries({ labelCode, page: 1, perPage: 12 }),
    api.getLabelFairs({ labelCode }),
    api.getLabelFeatures({ labelCode }),
    api.getTopics({ label: labelCode, kind: 'news', page: 1, perPage: 5 }),
  ]);
  const campaigns = [...fairs.topics, ...features.topics];
  return (
    <LabelFrame label={label} current="top">
      {campaigns.length > 0 ? (
        <AnalyticsModule page="label" name="campaigns" labelCode={labelCode}>
          <TopicList
            topics={campaigns}
            labelCode={labelCode}
            heading="フェア・特集"
            headingLevel={2}
          />
        </AnalyticsModule>
      ) : null}
      <AnalyticsModule page="label" name="latest" labelCode={labelCode}>
        <WorkGrid
          works={works.items}
          heading="最新の更新"
          headingLevel={2}
          moreHref={labelPath(labelCode, 'contents')}
          priorityCount={6}
        />
      </AnalyticsModule>
      <AnalyticsModule page="label" name="news" labelCode={labelCode}>
        <TopicList
          topics={news.items}
          labelCode={labelCode}
          layout="list"
          heading="お知らせ"
          headingLevel={2}
          moreHref={labelPath(labelCode, 'news')}
          emptyLabel="お知らせはありません"
        />
      </AnalyticsModule>
    </LabelFrame>
  );
}
