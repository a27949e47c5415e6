'use client';

import { ConsentNotice } from '@cw/analytics/components';
import { usePathname } from 'next/navigation';
import { useSyncExternalStore } from 'react';
import { chooseConsent, currentConsent, openConsentSettings, subscribeConsent } from './analytics';

const openSettings = () => void openConsentSettings();

/** The viewer: `/viewer/{code}` (and its start pages), and a language group's `/{group}/viewer/{code}`. */
const VIEWER_PATH = /^(?:\/(?:en|jp|tw))?\/viewer\/[^/]+/;

/**
 * The consent notice of a first visit, on every page: in the shared HTML hidden, shown by its
 * own inline script before the first paint when the reader has not chosen, then kept by the
 * reader's choice (`analytics.ts`). The settings' code loads only when they are opened. In the
 * viewer it is a compact bar at the bottom that takes no focus.
 */
export function ConsentBar() {
  const open = useSyncExternalStore(
    subscribeConsent,
    () => currentConsent() === null,
    // Not known in shared HTML: the notice's script decides before hydration.
    () => undefined,
  );
  // In the viewer, a compact bar that leaves the page being read (and its keys) alone.
  const compact = VIEWER_PATH.test(usePathname());
  return (
    <ConsentNotice
      open={open}
      compact={compact}
      onChoose={chooseConsent}
      onOpenSettings={openSettings}
    />
  );
}
