'use client';

import { signIn } from 'next-auth/react';

export function SignInButton({
  providerId,
  label,
  callbackUrl,
}: {
  providerId: string;
  label: string;
  callbackUrl: string;
}) {
  return (
    <button
      type="button"
      className="cw-button cw-button--primary"
      onClick={() => signIn(providerId, { callbackUrl })}
    >
      {label}
    </button>
  );
}
