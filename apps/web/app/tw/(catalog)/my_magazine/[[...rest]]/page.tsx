import { notFound } from 'next/navigation';
import { GroupMyMagazine } from '@/app/_components/group/GroupMyMagazine';
import { groupTitledMetadata } from '@/app/_components/group/groupMetadata';

// Not rendered at build time: its canonical and alternate URLs are the running site's
// (apps/web/README.md, "Catalog pages"). Cached as the `(catalog)` layout says.
export const generateStaticParams = () => [];
export const generateMetadata = () =>
  groupTitledMetadata('tw', 'my_magazine', 'myMagazine', { index: false });

/** `/tw/my_magazine`: the works the reader follows (read in the browser). */
export default async function Page({ params }: { params: Promise<{ rest?: string[] }> }) {
  if ((await params).rest) notFound();
  return <GroupMyMagazine group="tw" />;
}
