'use client';

import type { Store, StoreCode } from '@cw/contract/schemas';
import { Modal, useUiLocale } from '@cw/ui';
import { useEffect, useId, useRef } from 'react';
import { orderStores } from '../orderStores';
import { STORE_CHOOSER_TEXTS } from '../text';
import { StoreLinkList } from './StoreLinkList';

export interface StoreModalProps {
  open: boolean;
  /** Called with `false` on Escape, the close button '閉じる' and a backdrop click. */
  onOpenChange: (open: boolean) => void;
  /** The purchase links of an episode or a volume, in the API's order (its ranking). */
  stores: readonly Store[];
  /**
   * What the stores sell, shown under the title and describing the dialog: a volume's title
   * or an episode's title (see `storeSubjectName`).
   */
  subjectName?: string;
  /** The top-ranked store, when the ranking is not the order of `stores`; see `orderStores`. */
  topRankedStore?: StoreCode | null;
  /** Called once each time the modal opens (analytics `store_modal_open`). */
  onStoreModalOpen?: () => void;
  /** Called when the reader follows a store link (analytics `store_click`). */
  onStoreClick?: (store: Store) => void;
  /** Host put in front of root-relative logo paths; `''` keeps the page's origin. */
  imageBaseUrl?: string;
}

/**
 * The store chooser 'ストアを選択': the @cw/ui modal listing store logos as external links
 * (`target="_blank" rel="noopener"`), ordered by `orderStores` (book_walker first when it is
 * the top-ranked store). The logo's `alt` is the store name, so it names the link. With
 * `subjectName`, a line under the title says what is for sale. The title and the close
 * button's name are in the reader's language (`useUiLocale`: 'Choose a store', 'Close' in
 * English).
 *
 * @example
 * <StoreModal open={open} onOpenChange={setOpen} stores={episode.stores}
 *   subjectName={storeSubjectName({ kind: 'episode', episode })}
 *   onStoreModalOpen={() => track('store_modal_open')}
 *   onStoreClick={(store) => track('store_click', { store: store.code })} />
 */
export function StoreModal({
  open,
  onOpenChange,
  stores,
  subjectName,
  topRankedStore,
  onStoreModalOpen,
  onStoreClick,
  imageBaseUrl = '',
}: StoreModalProps) {
  const text = STORE_CHOOSER_TEXTS[useUiLocale()];
  const subjectId = useId();
  // One call per opening, also when the effect runs again (Strict Mode, a new callback).
  const reportedOpen = useRef(false);
  useEffect(() => {
    if (!open) {
      reportedOpen.current = false;
      return;
    }
    if (reportedOpen.current) return;
    reportedOpen.current = true;
    onStoreModalOpen?.();
  }, [open, onStoreModalOpen]);

  const ordered =
    topRankedStore === undefined ? orderStores(stores) : orderStores(stores, { topRankedStore });

  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title={text.modalTitle}
      closeLabel={text.close}
      className="cw-el-store-modal"
      aria-describedby={open && subjectName ? subjectId : undefined}
    >
      {subjectName ? (
        <p id={subjectId} className="cw-el-store-modal__subject">
          {subjectName}
        </p>
      ) : null}
      <StoreLinkList stores={ordered} onStoreClick={onStoreClick} imageBaseUrl={imageBaseUrl} />
    </Modal>
  );
}
