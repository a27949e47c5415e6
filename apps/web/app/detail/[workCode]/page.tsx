import type { Metadata } from 'next';
import { WorkDetail } from './_components/WorkDetail';
import { loadWorkDetail } from './data';

/** Catalog pages are the same for every reader: cached and shared for five minutes. */
export const revalidate = 300;
// Rendered from public catalog reads only: the HTML is the same for everyone, so it is built
// once per five minutes and served from the cache (never per request or per reader).
export const dynamic = 'force-static';
export const fetchCache = 'force-cache';

type Props = { params: Promise<{ workCode: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { work } = await loadWorkDetail((await params).workCode);
  return {
    title: work.title,
    description: work.summary.slice(0, 120),
    alternates: { canonical: `/detail/${work.code}` },
    openGraph: { type: 'book', title: work.title },
  };
}

export default async function WorkPage({ params }: Props) {
  const detail = await loadWorkDetail((await params).workCode);
  return <WorkDetail detail={detail} renderedAt={new Date().toISOString()} />;
}
