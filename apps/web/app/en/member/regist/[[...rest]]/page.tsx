import { notFound } from 'next/navigation';
import { GroupRegist } from '@/app/_components/group/GroupRegist';
import { groupTitledMetadata } from '@/app/_components/group/groupMetadata';

// Rendered on first request, then cached: its canonical and alternate URLs are the running
// site's (apps/web/README.md, "Catalog pages").
export const revalidate = 300;
export const dynamic = 'force-static';
export const generateStaticParams = () => [];
export const generateMetadata = () => groupTitledMetadata('en', 'member/regist', 'regist');

/** `/en/member/regist`: registration through the identity provider. */
export default async function Page({ params }: { params: Promise<{ rest?: string[] }> }) {
  if ((await params).rest) notFound();
  return <GroupRegist group="en" />;
}
