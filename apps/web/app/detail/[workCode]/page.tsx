import { workPath } from '@cw/paths';
import type { Metadata } from 'next';
import { WorkDetail } from './_components/WorkDetail';
import { loadWorkDetail } from './data';

// A catalog page: rendered on first request, then cached (apps/web/README.md, "Catalog pages").
export const revalidate = 300;
export const dynamic = 'force-static';
export const fetchCache = 'force-cache';

type Props = { params: Promise<{ workCode: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { work } = await loadWorkDetail((await params).workCode);
  return {
    title: work.title,
    description: work.summary.slice(0, 120),
    alternates: { canonical: workPath(work.code) },
    openGraph: { type: 'book', title: work.title },
  };
}

export default async function WorkPage({ params }: Props) {
  const detail = await loadWorkDetail((await params).workCode);
  return <WorkDetail detail={detail} renderedAt={new Date().toISOString()} />;
}
