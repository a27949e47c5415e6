import type { Store } from '@cw/api-client/schemas';
import { buttonClassName } from '@cw/ui';
import { useState } from 'react';
import { StoreChooserStub } from './StoreChooserStub';

/**
 * Stands in for the app's store button (the work page's `StoreButton`) in the end panel's
 * tests and stories: 'ストアで購入', opening `StoreChooserStub` for `stores`.
 */
export function StoreButtonStub({ stores }: { stores: readonly Store[] }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        aria-haspopup="dialog"
        className={buttonClassName({ variant: 'primary', fullWidth: true })}
        onClick={() => setOpen(true)}
      >
        ストアで購入
      </button>
      <StoreChooserStub open={open} onOpenChange={setOpen} stores={stores} />
    </>
  );
}
