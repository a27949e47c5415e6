'use client';

import type { ConsentCategory } from '@cw/analytics';
import { Button } from '@cw/ui';
import { useSyncExternalStore } from 'react';
import { currentConsent, openConsentSettings, subscribeConsent } from '@/app/_components/analytics';

const unknownOnServer = () => undefined;

/** A consent category as the page names it: its key, name and reach. */
type ConsentCategoryRow = { category: ConsentCategory; name: string; about: string };

/**
 * The reader's current choice on this browser, category by category, and the button that opens
 * the consent settings (the same dialog as the banner's and the footer's). The categories' words
 * come from the server, so the page's scripts carry no other language's.
 */
export function ConsentSettings({ categories }: { categories: readonly ConsentCategoryRow[] }) {
  // undefined while the page hydrates; null when the reader has not chosen yet.
  const consent = useSyncExternalStore(subscribeConsent, currentConsent, unknownOnServer);
  return (
    <section className="cw-consent" aria-labelledby="consent-heading">
      <h2 id="consent-heading">このブラウザでの設定</h2>
      {consent === undefined ? (
        <p aria-busy="true">読み込み中…</p>
      ) : (
        <dl>
          {categories.map(({ category, name, about }) => (
            <div key={category} className="cw-consent__item">
              <dt>{name}</dt>
              <dd>
                {consent === null && category !== 'required'
                  ? '未選択（計測しません）'
                  : category === 'required' || consent?.[category]
                    ? '許可'
                    : '拒否'}
                <span className="cw-consent__about">{about}</span>
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
