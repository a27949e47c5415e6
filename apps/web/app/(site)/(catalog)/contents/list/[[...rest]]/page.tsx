import { notFound } from 'next/navigation';
import { WorkListPage } from '@/app/_components/WorkListPage';
import { pageMetadata } from '@/server/pageMetadata';

// A catalog page (cached as the `(catalog)` layout says); the optional segment keeps it out of
// the build (apps/web/README.md, "Catalog pages").
export const generateStaticParams = () => [];
export const generateMetadata = () => pageMetadata({ path: '/contents/list', title: '作品一覧' });

type Props = { params: Promise<{ rest?: string[] }> };

/** Every work, the latest update first. */
export default async function ContentsListPage({ params }: Props) {
  if ((await params).rest) notFound();
  return <WorkListPage title="作品一覧" query={{}} />;
}
