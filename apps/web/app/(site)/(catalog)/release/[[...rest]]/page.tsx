import { VolumeGrid } from '@cw/catalog/components';
import { Heading } from '@cw/ui';
import { notFound } from 'next/navigation';
import { MoreWorks } from '@/app/_components/MoreWorks';
import { pageMetadata } from '@/server/pageMetadata';
import { serverApi } from '@/server/serverApi';

// A catalog page (cached as the `(catalog)` layout says); the optional segment keeps it out of
// the build (apps/web/README.md, "Catalog pages").
export const generateStaticParams = () => [];
export const generateMetadata = () => pageMetadata({ path: '/release', title: '新刊' });

/** Volumes in the shared HTML; the rest load as the reader scrolls. */
const PAGE_SIZE = 60;

type Props = { params: Promise<{ rest?: string[] }> };

/** Released volumes by release date, newest first. */
export default async function ReleasePage({ params }: Props) {
  if ((await params).rest) notFound();
  const comics = await serverApi().getNewComics({ page: 1, perPage: PAGE_SIZE });
  return (
    <main className="cw-page">
      <Heading level={1}>新刊</Heading>
      <VolumeGrid now={new Date()} items={comics.items} priorityCount={6} />
      <MoreWorks endpoint="getNewComics" input={{}} first={comics} />
    </main>
  );
}
