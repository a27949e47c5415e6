import { notFound } from 'next/navigation';
import { GroupMember } from '@/app/_components/group/GroupMember';
import { groupTitledMetadata } from '@/app/_components/group/groupMetadata';

// Rendered on first request, then cached: its canonical and alternate URLs are the running
// site's (apps/web/README.md, "Catalog pages").
export const revalidate = 300;
export const dynamic = 'force-static';
export const generateStaticParams = () => [];
export const generateMetadata = () =>
  groupTitledMetadata('tw', 'member', 'member', { index: false });

/** `/tw/member`: the reader's account (read in the browser). */
export default async function Page({ params }: { params: Promise<{ rest?: string[] }> }) {
  if ((await params).rest) notFound();
  return <GroupMember group="tw" />;
}
