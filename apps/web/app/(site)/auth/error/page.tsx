import {
  AuthScreen,
  type AuthSearchParams,
  authMetadata,
  redirectToGroupFrame,
} from '@/app/_components/auth/AuthScreens';

export const generateMetadata = () => authMetadata('ja', 'error');

/** The Japanese site's `/auth/error`; a reader returning to a language group gets the group's. */
export default async function Page({ searchParams }: { searchParams: AuthSearchParams }) {
  await redirectToGroupFrame('error', searchParams);
  return <AuthScreen page="error" locale="ja" home="/" searchParams={searchParams} />;
}
