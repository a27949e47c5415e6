import { notFound } from 'next/navigation';
import { GroupViewerIndex } from '@/app/_components/group/GroupViewerIndex';
import { groupTitledMetadata } from '@/app/_components/group/groupMetadata';
import { ViewerRoute, viewerMetadata } from '@/app/_components/viewer/viewerRoute';

// A catalog page: rendered on first request, then cached (apps/web/README.md, "Catalog pages").
export const revalidate = 300;
export const dynamic = 'force-static';
export const generateStaticParams = () => [];

type Props = { params: Promise<{ rest?: string[] }> };

/** The episode of `/jp/viewer/{episodeCode}`; undefined for `/jp/viewer`, 404 below. */
async function episodeOf(params: Props['params']) {
  const { rest } = await params;
  if (rest && rest.length > 1) notFound();
  return rest?.[0];
}

export async function generateMetadata({ params }: Props) {
  const episodeCode = await episodeOf(params);
  return episodeCode
    ? viewerMetadata(episodeCode, 'jp')
    : groupTitledMetadata('jp', 'viewer', 'viewer');
}

/** `/jp/viewer`: the way into the viewer; `/jp/viewer/{episodeCode}`: the episode, in the group. */
export default async function Page({ params }: Props) {
  const episodeCode = await episodeOf(params);
  return episodeCode ? (
    <ViewerRoute episodeCode={episodeCode} startPage={1} group="jp" />
  ) : (
    <GroupViewerIndex group="jp" />
  );
}
