'use client';

import { signOut } from 'next-auth/react';

export function SignOutButton({ callbackUrl }: { callbackUrl: string }) {
  return (
    <button
      type="button"
      className="cw-button cw-button--primary"
      onClick={() => signOut({ callbackUrl })}
    >
      ログアウト
    </button>
  );
}
