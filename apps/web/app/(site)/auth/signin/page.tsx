import { Heading } from '@cw/ui';
import type { Metadata } from 'next';
import { authOptions, callbackPath } from '@/server/auth';
import { authErrorMessage } from '../_components/authErrors';
import { SignInButton } from '../_components/SignInButton';

export const metadata: Metadata = { title: 'ログイン', robots: { index: false } };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function SignInPage({ searchParams }: Props) {
  const params = await searchParams;
  const error = authErrorMessage(typeof params.error === 'string' ? params.error : undefined);
  const callbackUrl = callbackPath(params.callbackUrl);
  const providers = authOptions().providers;
  return (
    <main className="cw-auth">
      <Heading level={1}>ログイン</Heading>
      {error ? (
        <p role="alert" className="cw-alert">
          {error}
        </p>
      ) : null}
      <p>ログインすると、作品のフォローや閲覧履歴をどの端末からでも使えます。</p>
      <ul className="cw-auth__providers">
        {providers.map((provider) => (
          <li key={provider.id}>
            <SignInButton
              providerId={provider.id}
              label={`${provider.name}でログイン`}
              callbackUrl={callbackUrl}
            />
          </li>
        ))}
      </ul>
    </main>
  );
}
