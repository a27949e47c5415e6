import { Heading } from '@cw/ui';
import type { Metadata } from 'next';
import { authErrorMessage, DEFAULT_AUTH_ERROR } from '../_components/authErrors';

export const metadata: Metadata = { title: 'ログインエラー', robots: { index: false } };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function AuthErrorPage({ searchParams }: Props) {
  const code = (await searchParams).error;
  const message =
    authErrorMessage(typeof code === 'string' ? code : undefined) ?? DEFAULT_AUTH_ERROR;
  return (
    <main className="cw-auth">
      <Heading level={1}>ログインできませんでした</Heading>
      <p role="alert" className="cw-alert">
        {message}
      </p>
      <p>
        <a href="/auth/signin">ログインをやり直す</a>　<a href="/">トップへ戻る</a>
      </p>
    </main>
  );
}
