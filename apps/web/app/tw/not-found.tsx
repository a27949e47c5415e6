import { GroupNotFound, groupNotFoundMetadata } from '@/app/_components/group/GroupNotFound';

export const generateMetadata = () => groupNotFoundMetadata('tw');

/** Every 404 of the `/tw` group, inside its frame and in its language. */
export default function NotFound() {
  return <GroupNotFound group="tw" />;
}
