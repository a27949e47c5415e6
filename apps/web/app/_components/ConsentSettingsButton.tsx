'use client';

import { openConsentSettings } from './analytics';

/** The footer's way back to the consent settings (`Cookie設定`, or the group's own words). */
export function ConsentSettingsButton({ label = 'Cookie設定' }: { label?: string }) {
  return (
    <button type="button" className="cw-footer__button" onClick={() => void openConsentSettings()}>
      {label}
    </button>
  );
}
