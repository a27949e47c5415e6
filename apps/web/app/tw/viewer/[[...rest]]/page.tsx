import { notFound } from 'next/navigation';
import { GroupViewerIndex } from '@/app/_components/group/GroupViewerIndex';
import { groupTitledMetadata } from '@/app/_components/group/groupMetadata';

// A catalog page: rendered on first request, then cached (apps/web/README.md, "Catalog pages").
export const revalidate = 300;
export const dynamic = 'force-static';
export const generateStaticParams = () => [];
export const generateMetadata = () => groupTitledMetadata('tw', 'viewer', 'viewer');

/** `/tw/viewer`: the way into the viewer. */
export default async function Page({ params }: { params: Promise<{ rest?: string[] }> }) {
  if ((await params).rest) notFound();
  return <GroupViewerIndex group="tw" />;
}
