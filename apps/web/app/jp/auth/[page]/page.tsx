import {
  GroupAuthPage,
  type GroupAuthProps,
  groupAuthMetadata,
} from '@/app/_components/auth/AuthScreens';

export const generateMetadata = (props: GroupAuthProps) => groupAuthMetadata('jp', props);

/** `/jp/auth/signin`, `/jp/auth/signout` and `/jp/auth/error`: signing in and out in Japanese. */
export default function Page(props: GroupAuthProps) {
  return <GroupAuthPage group="jp" {...props} />;
}
