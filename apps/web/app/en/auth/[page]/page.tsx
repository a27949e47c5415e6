import {
  GroupAuthPage,
  type GroupAuthProps,
  groupAuthMetadata,
} from '@/app/_components/auth/AuthScreens';

export const generateMetadata = (props: GroupAuthProps) => groupAuthMetadata('en', props);

/** `/en/auth/signin`, `/en/auth/signout` and `/en/auth/error`: signing in and out in English. */
export default function Page(props: GroupAuthProps) {
  return <GroupAuthPage group="en" {...props} />;
}
