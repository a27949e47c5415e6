'use client';

import Link from 'next/link';
import { signIn, useSession } from 'next-auth/react';

/** Sign-in or the reader's account, once the session is known (nothing while loading). */
export function AccountMenu() {
  const { data, status } = useSession();
  if (status === 'loading') return <span className="cw-account" aria-hidden="true" />;
  if (status === 'unauthenticated' || !data) {
    return (
      <button type="button" className="cw-button" onClick={() => signIn()}>
        ログイン
      </button>
    );
  }
  return (
    <nav className="cw-account" aria-label="アカウント">
      <Link href="/my-comic">マイコミック</Link>
      <Link href="/auth/signout">ログアウト</Link>
    </nav>
  );
}
