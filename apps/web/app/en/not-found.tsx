import { GroupNotFound, groupNotFoundMetadata } from '@/app/_components/group/GroupNotFound';

export const generateMetadata = () => groupNotFoundMetadata('en');

/** Every 404 of the `/en` group, inside its frame and in its language. */
export default function NotFound() {
  return <GroupNotFound group="en" />;
}
