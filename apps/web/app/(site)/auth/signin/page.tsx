import {
  AuthScreen,
  type AuthSearchParams,
  authMetadata,
  redirectToGroupFrame,
} from '@/app/_components/auth/AuthScreens';

export const generateMetadata = () => authMetadata('ja', 'signin');

/** The Japanese site's `/auth/signin`; a reader returning to a language group gets the group's. */
export default async function Page({ searchParams }: { searchParams: AuthSearchParams }) {
  await redirectToGroupFrame('signin', searchParams);
  return <AuthScreen page="signin" locale="ja" home="/" searchParams={searchParams} />;
}
