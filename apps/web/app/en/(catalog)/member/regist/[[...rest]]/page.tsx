import { notFound } from 'next/navigation';
import { GroupRegist } from '@/app/_components/group/GroupRegist';
import { groupTitledMetadata } from '@/app/_components/group/groupMetadata';

// Not rendered at build time: its canonical and alternate URLs are the running site's
// (apps/web/README.md, "Catalog pages"). Cached as the `(catalog)` layout says.
export const generateStaticParams = () => [];
export const generateMetadata = () => groupTitledMetadata('en', 'member/regist', 'regist');

/** `/en/member/regist`: registration through the identity provider. */
export default async function Page({ params }: { params: Promise<{ rest?: string[] }> }) {
  if ((await params).rest) notFound();
  return <GroupRegist group="en" />;
}
