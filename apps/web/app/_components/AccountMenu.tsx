'use client';

import { MY_COMIC_PATH } from '@cw/paths';
import { linkClassName } from '@cw/ui';
import type { MouseEvent } from 'react';
import { signInUrl, useSession } from './session';
import { NO_PREFETCH } from './siteLinks';

/** Comes back to the page the reader was on (the plain link is for no-script readers). */
function signInHere(event: MouseEvent<HTMLAnchorElement>) {
  event.preventDefault();
  window.location.assign(signInUrl());
}

/** Sign-in or the reader's account, once the session is known (an unseen placeholder before). */
export function AccountMenu() {
  const { data, status } = useSession();
  // While the session loads, the guest's button holds its room unseen: the header does not move
  // when the sign-in button appears (a first visit's case).
  if (status === 'loading') {
    return (
      <span className="cw-button cw-account--pending" aria-hidden="true">
        ログイン
      </span>
    );
  }
  if (status === 'unauthenticated' || !data) {
    return (
      <a className="cw-button" href="/auth/signin" onClick={signInHere} {...NO_PREFETCH}>
        ログイン
      </a>
    );
  }
  return (
    <nav className="cw-account" aria-label="アカウント">
      <a href={MY_COMIC_PATH} className={linkClassName()}>
        マイコミック
      </a>
      <a href="/auth/signout" className={linkClassName()} {...NO_PREFETCH}>
        ログアウト
      </a>
    </nav>
  );
}
