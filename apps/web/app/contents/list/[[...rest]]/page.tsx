import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { WorkListPage } from '@/app/_catalog/WorkListPage';

// Rendered on the first request and then served from the cache for five minutes (the
// optional segment keeps the page out of the build, which has no backend to read).
export const revalidate = 300;
export const dynamic = 'force-static';
export const fetchCache = 'force-cache';
export const generateStaticParams = () => [];
export const metadata: Metadata = { title: '作品一覧' };

type Props = { params: Promise<{ rest?: string[] }> };

/** Every work, the latest update first. */
export default async function ContentsListPage({ params }: Props) {
  if ((await params).rest) notFound();
  return <WorkListPage title="作品一覧" query={{}} />;
}
