import { notFound } from 'next/navigation';
import { GroupHome } from '@/app/_components/group/GroupHome';
import { groupTitledMetadata } from '@/app/_components/group/groupMetadata';

// A catalog page: rendered on first request, then cached (apps/web/README.md, "Catalog pages").
export const revalidate = 300;
export const dynamic = 'force-static';
export const generateStaticParams = () => [];
export const generateMetadata = () => groupTitledMetadata('tw', '', 'home');

/** `/tw`: the group's root (any other path below it is not found). */
export default async function Page({ params }: { params: Promise<{ rest?: string[] }> }) {
  if ((await params).rest) notFound();
  return <GroupHome group="tw" />;
}
