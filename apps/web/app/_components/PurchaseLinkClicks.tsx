'use client';

import type { StoreWorkInput } from '@cw/analytics';
import type { MouseEvent, ReactNode } from 'react';
import { storeAnalytics } from './analytics';

/**
 * Reports `store_click` (screen `purchase_links`) for the store links of the server-rendered
 * purchase links inside it: the link names its store (`data-store`, `data-store-name`), the
 * section its volume (`data-volume-id`, `data-volume-title`). No code of the links themselves
 * reaches the browser.
 */
export function PurchaseLinkClicks({
  work,
  children,
}: {
  work: StoreWorkInput;
  children: ReactNode;
}) {
  const onClickCapture = (event: MouseEvent) => {
    const link = (event.target as Element).closest<HTMLElement>('a[data-store]');
    const section = link?.closest<HTMLElement>('[data-volume-id]');
    const code = link?.dataset.store;
    if (!link || !section || !code) return;
    storeAnalytics('purchase_links', work).onStoreClick(
      { code, name: link.dataset.storeName ?? code },
      {
        kind: 'volume',
        volume: { id: Number(section.dataset.volumeId), title: section.dataset.volumeTitle ?? '' },
      },
    );
  };
  // A listener around links, which stay the interactive elements themselves.
  return <div onClickCapture={onClickCapture}>{children}</div>;
}
