'use client';

import { Button } from '@cw/ui';
import { type KeyboardEvent, useEffect, useRef, useState } from 'react';
import { DELETE_ALL_HISTORY_TEXT } from '../text';

export interface HistoryDeleteAllProps {
  /** Called once the reader confirms with `削除する`. */
  onConfirm: () => void;
  /** Nothing to delete (an empty or loading history). */
  disabled?: boolean;
  /**
   * The deletion is being saved: the button is busy and does nothing, but stays focusable
   * (`aria-disabled`) so focus coming back to it after `削除する` is not lost.
   */
  pending?: boolean;
}

/**
 * `すべて削除`, asking first, inline rather than with `window.confirm`: the first press turns
 * the button into `閲覧履歴をすべて削除しますか？` with `削除する` and `キャンセル` (a fieldset
 * whose legend is the question, so the buttons are announced with it). Focus goes to
 * `キャンセル`, the harmless choice; `キャンセル` or Escape puts the button back and focus on it;
 * `削除する` reports the deletion and does the same. The one client module of the history list.
 *
 * @example
 * <HistoryDeleteAll onConfirm={() => remove.mutate({ all: true })} disabled={entries.length === 0} />
 */
export function HistoryDeleteAll({
  onConfirm,
  disabled = false,
  pending = false,
}: HistoryDeleteAllProps) {
  const [confirming, setConfirming] = useState(false);
  const openRef = useRef<HTMLButtonElement>(null);
  const cancelRef = useRef<HTMLButtonElement>(null);
  // Focus moves only after the reader's own press, never on the first render.
  const moveFocus = useRef(false);

  useEffect(() => {
    if (!moveFocus.current) return;
    moveFocus.current = false;
    (confirming ? cancelRef : openRef).current?.focus();
  }, [confirming]);

  const show = (next: boolean) => {
    moveFocus.current = true;
    setConfirming(next);
  };

  // Emptied while asking (deleted elsewhere): the question goes, and does not come back later.
  if (confirming && disabled) setConfirming(false);

  if (confirming && !disabled) {
    return (
      <fieldset
        className="cw-cat-history-confirm"
        onKeyDown={(event: KeyboardEvent) => {
          if (event.key === 'Escape') show(false);
        }}
      >
        <legend className="cw-cat-history-confirm__question">
          {DELETE_ALL_HISTORY_TEXT.question}
        </legend>
        <div className="cw-cat-history-confirm__actions">
          <Button
            variant="primary"
            size="sm"
            onClick={() => {
              onConfirm();
              show(false);
            }}
          >
            {DELETE_ALL_HISTORY_TEXT.confirm}
          </Button>
          <Button ref={cancelRef} variant="secondary" size="sm" onClick={() => show(false)}>
            {DELETE_ALL_HISTORY_TEXT.cancel}
          </Button>
        </div>
      </fieldset>
    );
  }
  return (
    <Button
      ref={openRef}
      variant="secondary"
      size="sm"
      className="cw-cat-history-delete-all"
      disabled={disabled}
      aria-disabled={pending || undefined}
      aria-busy={pending || undefined}
      onClick={() => {
        if (!pending) show(true);
      }}
    >
      {DELETE_ALL_HISTORY_TEXT.open}
    </Button>
  );
}
