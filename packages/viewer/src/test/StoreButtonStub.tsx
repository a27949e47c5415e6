import type { Store } from '@cw/contract/schemas';
import { buttonClassName, useUiLocale } from '@cw/ui';
import { useState } from 'react';
import { VIEWER_TEXTS } from '../text';
import { StoreChooserStub } from './StoreChooserStub';

/**
 * Stands in for the app's store button (the work page's `StoreButton`) in the end panel's
 * tests and stories: 'ストアで購入' (in the reader's language), opening `StoreChooserStub` for
 * `stores`.
 */
export function StoreButtonStub({ stores }: { stores: readonly Store[] }) {
  const [open, setOpen] = useState(false);
  const label = VIEWER_TEXTS[useUiLocale()].storeButton;
  return (
    <>
      <button
        type="button"
        aria-haspopup="dialog"
        className={buttonClassName({ variant: 'primary', fullWidth: true })}
        onClick={() => setOpen(true)}
      >
        {label}
      </button>
      <StoreChooserStub open={open} onOpenChange={setOpen} stores={stores} />
    </>
  );
}
