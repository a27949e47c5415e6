import { notFound } from 'next/navigation';
import { GroupMember } from '@/app/_components/group/GroupMember';
import { groupTitledMetadata } from '@/app/_components/group/groupMetadata';

// Not rendered at build time: its canonical and alternate URLs are the running site's
// (apps/web/README.md, "Catalog pages"). Cached as the `(catalog)` layout says.
export const generateStaticParams = () => [];
export const generateMetadata = () =>
  groupTitledMetadata('tw', 'member', 'member', { index: false });

/** `/tw/member`: the reader's account (read in the browser). */
export default async function Page({ params }: { params: Promise<{ rest?: string[] }> }) {
  if ((await params).rest) notFound();
  return <GroupMember group="tw" />;
}
