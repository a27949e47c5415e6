import { Heading } from '@cw/ui';
import type { Metadata } from 'next';
import { callbackPath } from '@/server/auth';
import { SignOutButton } from '../_components/SignOutButton';

export const metadata: Metadata = { title: 'ログアウト', robots: { index: false } };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function SignOutPage({ searchParams }: Props) {
  const callbackUrl = callbackPath((await searchParams).callbackUrl);
  return (
    <main className="cw-auth">
      <Heading level={1}>ログアウト</Heading>
      <p>ログアウトしますか？</p>
      <SignOutButton callbackUrl={callbackUrl} />
    </main>
  );
}
