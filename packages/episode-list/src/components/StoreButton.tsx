'use client';

import type { Store, StoreCode } from '@cw/contract/schemas';
import { lazyModule, useUiLocale } from '@cw/ui';
import { type ComponentProps, type ComponentType, useState } from 'react';
import { STORE_CHOOSER_TEXTS } from '../text';
import type { StoreModalProps } from './StoreModal';

// The chooser's code (the dialog and its store list) is not part of the page: it loads when a
// store button is first pointed at, focused or pressed, once for the page.
const loadStoreModal = lazyModule(() =>
  import('./StoreModal').then(({ StoreModal }) => StoreModal),
);

export type StoreButtonProps = Omit<ComponentProps<'button'>, 'type' | 'onClick'> & {
  /** The purchase links the chooser lists. */
  stores: readonly Store[];
  /** What the stores sell, named under the chooser's title (see `storeSubjectName`). */
  subjectName?: string;
  topRankedStore?: StoreCode | null;
  /** Called once each time the chooser opens (analytics `store_modal_open`). */
  onStoreModalOpen?: () => void;
  /** Called when the reader follows a store link (analytics `store_click`). */
  onStoreClick?: (store: Store) => void;
  imageBaseUrl?: string;
};

/**
 * A button that opens the store chooser 'ストアを選択' for its stores. Its content defaults to
 * 'ストアで購入', in the reader's language (`useUiLocale`: 'Buy in store' in English) like
 * the chooser's title and close button; richer content (a whole card) names the button by its
 * text, so it should include that label. Focus returns to the button when the chooser closes.
 * The chooser opens as soon as its code has loaded (fetched ahead when the button is pointed
 * at or focused).
 *
 * @example
 * <StoreButton stores={volume.stores} subjectName={volume.title} className={buttonClassName()} />
 */
export function StoreButton({
  stores,
  subjectName,
  topRankedStore,
  onStoreModalOpen,
  onStoreClick,
  imageBaseUrl,
  children,
  ...props
}: StoreButtonProps) {
  const text = STORE_CHOOSER_TEXTS[useUiLocale()];
  const [open, setOpen] = useState(false);
  const [StoreModal, setStoreModal] = useState<ComponentType<StoreModalProps> | null>(null);
  const load = () => {
    loadStoreModal().then(
      (loaded) => setStoreModal(() => loaded),
      () => setOpen(false),
    );
  };
  return (
    <>
      <button
        type="button"
        aria-haspopup="dialog"
        {...props}
        data-slot="store-button"
        onPointerEnter={load}
        onFocus={load}
        onClick={() => {
          load();
          setOpen(true);
        }}
      >
        {children === undefined ? text.storeButton : children}
      </button>
      {StoreModal ? (
        <StoreModal
          open={open}
          onOpenChange={setOpen}
          stores={stores}
          subjectName={subjectName}
          topRankedStore={topRankedStore}
          onStoreModalOpen={onStoreModalOpen}
          onStoreClick={onStoreClick}
          imageBaseUrl={imageBaseUrl}
        />
      ) : null}
    </>
  );
}
