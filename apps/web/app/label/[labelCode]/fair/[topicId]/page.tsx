import type { Metadata } from 'next';
import { LabelTopicPage, labelTopicMetadata } from '@/app/_components/LabelTopicPage';

// A catalog page: rendered on first request, then cached (apps/web/README.md, "Catalog pages").
export const revalidate = 300;
export const dynamic = 'force-static';
export const fetchCache = 'force-cache';
export const generateStaticParams = () => [];

type Props = { params: Promise<{ labelCode: string; topicId: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { labelCode, topicId } = await params;
  return labelTopicMetadata(labelCode, 'fair', topicId);
}

/** `/label/{labelCode}/fair/{topicId}`: one fair of the label. */
export default async function LabelFairPage({ params }: Props) {
  const { labelCode, topicId } = await params;
  return <LabelTopicPage labelCode={labelCode} kind="fair" topicId={topicId} />;
}
