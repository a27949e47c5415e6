'use client';

import { visitorType } from '@cw/analytics';
import { useEffect } from 'react';
import { RequireSession } from '@/app/_components/RequireSession';
import { useSession } from '@/app/_components/session';
import { useRefetchSession } from '@/app/_components/useRefetchSession';

const VISITOR_LABELS = { guest: 'ゲスト', user: '会員', linked_user: '連携済み会員' } as const;

export function AccountSummary() {
  const { status } = useSession();
  const refetch = useRefetchSession();
  const signedIn = status === 'authenticated';
  // The page that shows the membership type asks for the account as it is now: a link made
  // since sign-in (elsewhere, or in another tab) shows here and in the analytics visitor type.
  useEffect(() => {
    if (signedIn) void refetch();
  }, [signedIn, refetch]);
  return (
    <RequireSession>
      {(session) => {
        const type = visitorType({ status: 'authenticated', data: session });
        return (
          <section aria-labelledby="account-heading">
            <h2 id="account-heading">アカウント</h2>
            <dl>
              <dt>メールアドレス</dt>
              <dd data-testid="account-email">{session.user.email.email ?? '未登録'}</dd>
              <dt>会員種別</dt>
              <dd data-testid="visitor-type">{type ? VISITOR_LABELS[type] : ''}</dd>
            </dl>
          </section>
        );
      }}
    </RequireSession>
  );
}
