'use client';

import { lazyModule } from '@cw/ui';
import { useEffect } from 'react';
import { whenLoadedAndIdle } from '../afterHydration';

// next-auth's client (~9 kB gzip) is needed only once the button is pressed: it loads when the
// page is idle after loading, or on the press if that comes first.
const loadSignIn = lazyModule(() => import('next-auth/react').then(({ signIn }) => signIn));

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
  useEffect(() => whenLoadedAndIdle(() => void loadSignIn().catch(() => {})), []);
  return (
    <button
      type="button"
      className="cw-button cw-button--primary"
      onClick={() =>
        void loadSignIn().then((signIn) =>
          signIn(providerId, { callbackUrl }, { ui_locales: uiLocales }),
        )
      }
    >
      {label}
    </button>
  );
}
