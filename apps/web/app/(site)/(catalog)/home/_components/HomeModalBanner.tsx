'use client';

import { modalBannerEvent } from '@cw/analytics';
import { markModalBannerSeen, modalBannerToShow } from '@cw/catalog';
import type { Banner } from '@cw/contract/schemas';
import { lazy, Suspense, useEffect, useState } from 'react';
import { currentConsent, track } from '@/app/_components/analytics';
import { deviceStorage, readStoredIds, storeValue } from '@/app/_components/deviceStorage';

/** The campaign announcements this device has seen (banner ids, newest last). */
// The dialog's code loads only for a visitor who has a campaign to see.
const ModalBanner = lazy(() =>
  import('@cw/catalog/components').then(({ ModalBanner }) => ({ default: ModalBanner })),
);

const SEEN_KEY = 'cw-front--modal-banners-seen';
/** Set by 今後表示しない: no campaign announcement on this device any more. */
const OFF_KEY = 'cw-front--modal-banners-off';

/**
 * The home page's campaign announcement: the first running banner this device has not seen,
 * once, in a dialog, on a page view that began with the consent already chosen: never on top
 * of the consent notice, nor right after it. Reports `modal_banner_imp`, `modal_banner_click`
 * and `modal_banner_no`.
 */
export function HomeModalBanner({ banners }: { banners: readonly Banner[] }) {
  const [banner, setBanner] = useState<Banner | null>(null);
  const [open, setOpen] = useState(false);
  // Chosen once per view: marking it seen must not bring the next one.
  useEffect(() => {
    if (currentConsent() === null || deviceStorage()?.getItem(OFF_KEY) === '1') return;
    const next = modalBannerToShow(banners, readStoredIds(SEEN_KEY), new Date());
    if (next === null) return;
    setBanner(next);
    setOpen(true);
  }, [banners]);

  if (banner === null) return null;
  return (
    <Suspense fallback={null}>
      <ModalBanner
        banner={banner}
        open={open}
        onOpenChange={setOpen}
        onImpression={(shown) => {
          storeValue(
            SEEN_KEY,
            JSON.stringify(markModalBannerSeen(readStoredIds(SEEN_KEY), shown.id)),
          );
          track(modalBannerEvent('impression', shown));
        }}
        onBannerClick={(clicked) => track(modalBannerEvent('click', clicked, clicked.href))}
        onDecline={(declined, via) => {
          if (via === 'neverShow') storeValue(OFF_KEY, '1');
          track(modalBannerEvent('no', declined));
        }}
      />
    </Suspense>
  );
}
