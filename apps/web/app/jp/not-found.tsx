import { GroupNotFound, groupNotFoundMetadata } from '@/app/_components/group/GroupNotFound';

export const generateMetadata = () => groupNotFoundMetadata('jp');

/** Every 404 of the `/jp` group, inside its frame and in its language. */
export default function NotFound() {
  return <GroupNotFound group="jp" />;
}
