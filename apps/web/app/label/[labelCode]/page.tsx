import { TopicList, WorkGrid } from '@cw/catalog/components';
import { labelPath } from '@cw/paths';
import type { Metadata } from 'next';
import Link from 'next/link';
import { LabelFrame, labelPageMetadata } from '@/app/_components/LabelFrame';
import { loadLabel } from '@/server/catalog';
import { serverApi } from '@/server/serverApi';

// A catalog page: rendered on first request, then cached (apps/web/README.md, "Catalog pages").
export const revalidate = 300;
export const dynamic = 'force-static';
export const fetchCache = 'force-cache';
export const generateStaticParams = () => [];

type Props = { params: Promise<{ labelCode: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return labelPageMetadata((await params).labelCode, 'top');
}

/** `/label/{labelCode}`: the label's fairs and features, its latest works and its news. */
export default async function LabelTopPage({ params }: Props) {
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
        moreHref={labelPath(labelCode, 'contents')}
        linkComponent={Link}
        priorityCount={6}
      />
      <TopicList
        topics={news.items}
        labelCode={labelCode}
        layout="list"
        heading="お知らせ"
        headingLevel={2}
        moreHref={labelPath(labelCode, 'news')}
        emptyLabel="お知らせはありません"
        linkComponent={Link}
      />
    </LabelFrame>
  );
}
