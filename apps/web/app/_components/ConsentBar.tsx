'use client';

import type { ConsentNoticeText } from '@cw/analytics';
import { ConsentNotice } from '@cw/analytics/components';
import { isViewerPath } from '@cw/paths';
import { usePathname } from 'next/navigation';
import { useSyncExternalStore } from 'react';
import { chooseConsent, currentConsent, openConsentSettings, subscribeConsent } from './analytics';

const openSettings = () => void openConsentSettings();

/**
 * The consent notice of a first visit, on every page: in the shared HTML hidden, shown by its
 * own inline script before the first paint when the reader has not chosen, then kept by the
 * reader's choice (`analytics.ts`). The settings' code loads only when they are opened. In the
 * viewer it is a compact bar at the bottom that takes no focus. Each frame mounts it with its
 * language's words (`consentNoticeText`), so a page's scripts carry one language's.
 */
export function ConsentBar({ text }: { text: ConsentNoticeText }) {
  const open = useSyncExternalStore(
    subscribeConsent,
    () => currentConsent() === null,
    // Not known in shared HTML: the notice's script decides before hydration.
    () => undefined,
  );
  // In the viewer, a compact bar that leaves the page being read (and its keys) alone.
  const pathname = usePathname();
  const compact = isViewerPath(pathname);
  return (
    <ConsentNotice
      open={open}
      compact={compact}
      text={text}
      onChoose={chooseConsent}
      onOpenSettings={openSettings}
    />
  );
}
