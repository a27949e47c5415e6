'use client';

import { ConsentNotice } from '@cw/analytics/components';
import { useSyncExternalStore } from 'react';
import { chooseConsent, currentConsent, openConsentSettings, subscribeConsent } from './analytics';

const openSettings = () => void openConsentSettings();

/**
 * The consent notice of a first visit, on every page: in the shared HTML hidden, shown by its
 * own inline script before the first paint when the reader has not chosen, then kept by the
 * reader's choice (`analytics.ts`). The settings' code loads only when they are opened.
 */
export function ConsentBar() {
  const open = useSyncExternalStore(
    subscribeConsent,
    () => currentConsent() === null,
    // Not known in shared HTML: the notice's script decides before hydration.
    () => undefined,
  );
  return <ConsentNotice open={open} onChoose={chooseConsent} onOpenSettings={openSettings} />;
}
