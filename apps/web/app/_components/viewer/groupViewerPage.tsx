import type { LanguageGroup } from '@cw/paths';
import { notFound } from 'next/navigation';
import { GroupViewerIndex } from '@/app/_components/group/GroupViewerIndex';
import { groupTitledMetadata } from '@/app/_components/group/groupMetadata';
import { ViewerRoute, viewerMetadata } from './viewerRoute';

/** The params of a group's `/{group}/viewer/[[...rest]]`. */
export type GroupViewerParams = Promise<{ rest?: string[] }>;

/** The episode of `/{group}/viewer/{episodeCode}`; undefined for `/{group}/viewer`, 404 below. */
async function episodeOf(params: GroupViewerParams) {
  const { rest } = await params;
  if (rest && rest.length > 1) notFound();
  return rest?.[0];
}

/**
 * The metadata of a group's viewer page: the episode's, or the way into the viewer's.
 *
 * @example
 * export const generateMetadata = ({ params }) => groupViewerMetadata('en', params);
 */
export async function groupViewerMetadata(group: LanguageGroup, params: GroupViewerParams) {
  const episodeCode = await episodeOf(params);
  return episodeCode
    ? viewerMetadata(episodeCode, group)
    : groupTitledMetadata(group, 'viewer', 'viewer');
}

/**
 * A language group's `/{group}/viewer`, the way into the viewer, and
 * `/{group}/viewer/{episodeCode}`, the episode read in the group.
 */
export async function GroupViewerPage({
  group,
  params,
}: {
  group: LanguageGroup;
  params: GroupViewerParams;
}) {
  const episodeCode = await episodeOf(params);
  return episodeCode ? (
    <ViewerRoute episodeCode={episodeCode} startPage={1} group={group} />
  ) : (
    <GroupViewerIndex group={group} />
  );
}
