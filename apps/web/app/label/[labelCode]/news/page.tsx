import { TopicList } from '@cw/catalog/components';
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

const PER_PAGE = 48;

type Props = { params: Promise<{ labelCode: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return labelPageMetadata((await params).labelCode, 'news');
}

/** `/label/{labelCode}/news`: the label's news, newest first. */
export default async function LabelNewsPage({ params }: Props) {
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
        linkComponent={Link}
      />
    </LabelFrame>
  );
}
