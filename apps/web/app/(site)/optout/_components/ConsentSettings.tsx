'use client';

import {
  CONSENT_CATEGORIES,
  type Consent,
  type ConsentCategory,
  readConsent,
  writeConsent,
} from '@cw/analytics';
import { useEffect, useState } from 'react';
import { deviceStorage } from '@/app/_components/deviceStorage';

const CATEGORY_TEXT = {
  required: {
    name: '必須',
    about: 'ログインや表示の設定など、サービスの提供に欠かせないもの。オフにできません。',
  },
  performance: { name: 'パフォーマンス', about: '閲覧状況の計測。サービスの改善に使います。' },
  functionality: { name: '機能性', about: '表示や操作の好みを覚えて、使いやすくするためのもの。' },
  targeting: { name: 'ターゲティング', about: '興味に合わせた広告やおすすめの表示。' },
  socialMedia: { name: 'ソーシャルメディア', about: 'SNSでの共有やSNSの埋め込み表示。' },
  affiliate: { name: 'アフィリエイト', about: '電子書店へのリンクからの購入の計測。' },
  unCategorized: { name: 'その他', about: '上記に当てはまらない計測。' },
} as const satisfies Record<ConsentCategory, { name: string; about: string }>;

/**
 * The reader's choice of what is measured on this device, one switch per consent category;
 * each change is kept at once. `required` cannot be turned off.
 */
export function ConsentSettings() {
  const [consent, setConsent] = useState<Consent | null>(null);
  const [saved, setSaved] = useState(false);
  useEffect(() => setConsent(readConsent(deviceStorage())), []);

  if (consent === null) return <p aria-busy="true">読み込み中…</p>;

  function change(category: ConsentCategory, allowed: boolean) {
    if (consent === null) return;
    const next = { ...consent, [category]: allowed };
    const storage = deviceStorage();
    if (storage) writeConsent(storage, next);
    setConsent(readConsent(storage));
    setSaved(true);
  }

  return (
    <form className="cw-consent" onSubmit={(event) => event.preventDefault()}>
      <fieldset>
        <legend>この端末での計測</legend>
        {CONSENT_CATEGORIES.map((category) => (
          <div key={category} className="cw-consent__item">
            <label className="cw-switch">
              <input
                type="checkbox"
                role="switch"
                checked={consent[category]}
                aria-checked={consent[category]}
                disabled={category === 'required'}
                aria-describedby={`consent-${category}`}
                onChange={(event) => change(category, event.target.checked)}
              />
              {CATEGORY_TEXT[category].name}
            </label>
            <p id={`consent-${category}`}>{CATEGORY_TEXT[category].about}</p>
          </div>
        ))}
      </fieldset>
      <p role="status">{saved ? '設定を保存しました。' : ''}</p>
    </form>
  );
}
