import {
  AuthScreen,
  type AuthSearchParams,
  authMetadata,
  redirectToGroupFrame,
} from '@/app/_components/auth/AuthScreens';

export const generateMetadata = () => authMetadata('ja', 'signout');

/** The Japanese site's `/auth/signout`; a reader returning to a language group gets the group's. */
export default async function Page({ searchParams }: { searchParams: AuthSearchParams }) {
  await redirectToGroupFrame('signout', searchParams);
  return <AuthScreen page="signout" locale="ja" home="/" searchParams={searchParams} />;
}
