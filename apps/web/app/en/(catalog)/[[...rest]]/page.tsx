import { notFound } from 'next/navigation';
import { GroupHome } from '@/app/_components/group/GroupHome';
import { groupTitledMetadata } from '@/app/_components/group/groupMetadata';

// A catalog page (cached as the `(catalog)` layout says), none rendered at build time
// (apps/web/README.md, "Catalog pages").
export const generateStaticParams = () => [];
export const generateMetadata = () => groupTitledMetadata('en', '', 'home');

/** `/en`: the group's root (any other path below it is not found). */
export default async function Page({ params }: { params: Promise<{ rest?: string[] }> }) {
  if ((await params).rest) notFound();
  return <GroupHome group="en" />;
}
