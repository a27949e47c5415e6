'use client';

import { visitorType } from '@cw/analytics';
import { RequireSession } from '@/app/_components/RequireSession';

const VISITOR_LABELS = { guest: 'ゲスト', user: '会員', linked_user: '連携済み会員' } as const;

export function AccountSummary() {
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
