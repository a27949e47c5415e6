'use client';

import { CONSENT_CATEGORIES, CONSENT_CATEGORY_TEXT } from '@cw/analytics';
import { Button } from '@cw/ui';
import { useSyncExternalStore } from 'react';
import { currentConsent, openConsentSettings, subscribeConsent } from '@/app/_components/analytics';

const unknownOnServer = () => undefined;

/**
 * The reader's current choice on this browser, category by category, and the button that opens
 * the consent settings (the same dialog as the banner's and the footer's).
 */
export function ConsentSettings() {
  // undefined while the page hydrates; null when the reader has not chosen yet.
  const consent = useSyncExternalStore(subscribeConsent, currentConsent, unknownOnServer);
  return (
    <section className="cw-consent" aria-labelledby="consent-heading">
      <h2 id="consent-heading">このブラウザでの設定</h2>
      {consent === undefined ? (
        <p aria-busy="true">読み込み中…</p>
      ) : (
        <dl>
          {CONSENT_CATEGORIES.map((category) => (
            <div key={category} className="cw-consent__item">
              <dt>{CONSENT_CATEGORY_TEXT[category].name}</dt>
              <dd>
                {consent === null && category !== 'required'
                  ? '未選択（計測しません）'
                  : category === 'required' || consent?.[category]
                    ? '許可'
                    : '拒否'}
                <span className="cw-consent__about">{CONSENT_CATEGORY_TEXT[category].about}</span>
              </dd>
            </div>
          ))}
        </dl>
      )}
      <Button type="button" onClick={() => void openConsentSettings()}>
        Cookie設定を変更する
      </Button>
    </section>
  );
}
