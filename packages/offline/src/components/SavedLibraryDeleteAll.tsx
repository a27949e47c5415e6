'use client';

import { Button } from '@cw/ui';
import {
  type KeyboardEvent,
  type RefCallback,
  useCallback,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import { DELETE_ALL_SAVED_TEXT } from '../text';

export interface SavedLibraryDeleteAllProps {
  /** Called once the reader confirms with `削除する`. */
  onConfirm: () => void;
  /** The list's focus keeper: the buttons here go when everything is deleted. */
  keep: RefCallback<HTMLElement>;
}

/**
 * `すべて削除` of 保存済み, asking first, inline rather than with `window.confirm`: the first
 * press turns the button into `保存したエピソードをすべて削除しますか？` with `削除する` and
 * `キャンセル` (a fieldset whose legend is the question, so the buttons are announced with it).
 * Focus goes to `キャンセル`, the harmless choice; `キャンセル` or Escape puts the button back
 * with the focus on it; `削除する` reports the deletion and does the same.
 */
export function SavedLibraryDeleteAll({ onConfirm, keep }: SavedLibraryDeleteAllProps) {
  const [confirming, setConfirming] = useState(false);
  const openRef = useRef<HTMLButtonElement | null>(null);
  const cancelRef = useRef<HTMLButtonElement | null>(null);
  // Focus moves only after the reader's own press, never on the first render.
  const moveFocus = useRef(false);

  const openButton = useCallback<RefCallback<HTMLButtonElement>>(
    (element) => {
      openRef.current = element;
      return keep(element);
    },
    [keep],
  );
  const cancelButton = useCallback<RefCallback<HTMLButtonElement>>(
    (element) => {
      cancelRef.current = element;
      return keep(element);
    },
    [keep],
  );

  // A layout effect, so the focus lands before the list's focus keeper looks for it.
  useLayoutEffect(() => {
    if (!moveFocus.current) return;
    moveFocus.current = false;
    (confirming ? cancelRef : openRef).current?.focus();
  }, [confirming]);

  const show = (next: boolean) => {
    moveFocus.current = true;
    setConfirming(next);
  };

  if (confirming) {
    return (
      <fieldset
        className="cw-offline-delete-all"
        onKeyDown={(event: KeyboardEvent) => {
          if (event.key === 'Escape') show(false);
        }}
      >
        <legend className="cw-offline-delete-all__question">
          {DELETE_ALL_SAVED_TEXT.question}
        </legend>
        <div className="cw-offline-delete-all__actions">
          <Button
            ref={keep}
            variant="primary"
            size="sm"
            onClick={() => {
              onConfirm();
              show(false);
            }}
          >
            {DELETE_ALL_SAVED_TEXT.confirm}
          </Button>
          <Button ref={cancelButton} variant="secondary" size="sm" onClick={() => show(false)}>
            {DELETE_ALL_SAVED_TEXT.cancel}
          </Button>
        </div>
      </fieldset>
    );
  }
  return (
    <Button ref={openButton} variant="secondary" size="sm" onClick={() => show(true)}>
      {DELETE_ALL_SAVED_TEXT.open}
    </Button>
  );
}
