import { WorkGrid } from '@cw/catalog/components';
import { Heading } from '@cw/ui';
import { notFound } from 'next/navigation';
import { MoreWorks } from '@/app/_components/MoreWorks';
import { pageMetadata } from '@/server/pageMetadata';
import { serverApi } from '@/server/serverApi';

// A catalog page (cached as the `(catalog)` layout says); the optional segment keeps it out of
// the build (apps/web/README.md, "Catalog pages").
export const generateStaticParams = () => [];
export const generateMetadata = () => pageMetadata({ path: '/new', title: '新連載' });

const PER_PAGE = 48;

type Props = { params: Promise<{ rest?: string[] }> };

/** New serials, newest first: the first page as shared HTML, the rest loaded as the reader scrolls. */
export default async function NewSeriesPage({ params }: Props) {
  if ((await params).rest) notFound();
  const page = await serverApi().getNewSeries({ page: 1, perPage: PER_PAGE });
  return (
    <main className="cw-page">
      <Heading level={1}>新連載</Heading>
      <WorkGrid works={page.items} priorityCount={6} />
      <MoreWorks endpoint="getNewSeries" input={{}} first={page} />
    </main>
  );
}
