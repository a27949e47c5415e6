'use client';

import { signIn } from 'next-auth/react';

export function SignInButton({
  providerId,
  label,
  callbackUrl,
  uiLocales,
}: {
  providerId: string;
  label: string;
  callbackUrl: string;
  /** The provider's pages in the reader's language (OpenID Connect's `ui_locales`). */
  uiLocales: string;
}) {
  return (
    <button
      type="button"
      className="cw-button cw-button--primary"
      onClick={() => signIn(providerId, { callbackUrl }, { ui_locales: uiLocales })}
    >
      {label}
    </button>
  );
}
