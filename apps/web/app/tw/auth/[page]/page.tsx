import {
  GroupAuthPage,
  type GroupAuthProps,
  groupAuthMetadata,
} from '@/app/_components/auth/AuthScreens';

export const generateMetadata = (props: GroupAuthProps) => groupAuthMetadata('tw', props);

/** `/tw/auth/signin`, `/tw/auth/signout` and `/tw/auth/error`: signing in and out in Traditional Chinese. */
export default function Page(props: GroupAuthProps) {
  return <GroupAuthPage group="tw" {...props} />;
}
