import { WorkGrid } from '@cw/catalog/components';
import { formatCount, Heading } from '@cw/ui';
import { notFound } from 'next/navigation';
import { MoreWorks } from '@/app/_components/MoreWorks';
import { pageMetadata } from '@/server/pageMetadata';
import { serverApi } from '@/server/serverApi';

// A catalog page: rendered on first request, then cached; the optional segment keeps it out of
// the build (apps/web/README.md, "Catalog pages").
export const generateStaticParams = () => [];
export const generateMetadata = () =>
  pageMetadata({ path: '/topics/new-serials', title: '新連載のお知らせ' });

const PER_PAGE = 48;

type Props = { params: Promise<{ rest?: string[] }> };

/** `/topics/new-serials`: how many serials are new, and their works. */
export default async function NewSerialsPage({ params }: Props) {
  if ((await params).rest) notFound();
  const api = serverApi();
  const [info, works] = await Promise.all([
    api.getNewSerialsInfo(),
    api.getNewSerialWorks({ page: 1, perPage: PER_PAGE }),
  ]);
  return (
    <main className="cw-page">
      <Heading level={1}>新連載のお知らせ</Heading>
      <p>新連載 {formatCount(info.workCount)}作品</p>
      <WorkGrid works={works.items} priorityCount={6} />
      <MoreWorks endpoint="getNewSerialWorks" input={{}} first={works} />
    </main>
  );
}
