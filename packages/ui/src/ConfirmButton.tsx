'use client';

import { clsx } from 'clsx';
import {
  type KeyboardEvent,
  type ReactNode,
  type RefCallback,
  type RefObject,
  useCallback,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import { Button } from './Button';

export type ConfirmButtonProps = {
  /** Text of the button that asks, e.g. `すべて削除`. */
  label: ReactNode;
  /** The question; the legend of the group, so its buttons are announced with it. */
  question: ReactNode;
  /** Text of the primary button that confirms, e.g. `削除する`. */
  confirmLabel: ReactNode;
  /** Text of the secondary button that puts the button back, e.g. `キャンセル`. */
  cancelLabel: ReactNode;
  /** Called once the reader presses `confirmLabel`. */
  onConfirm: () => void;
  /** Nothing to confirm: the button is disabled, and a question being asked goes. */
  disabled?: boolean;
  /**
   * What was confirmed is being done: the button is busy and does nothing, but stays
   * focusable (`aria-disabled`) so the focus coming back to it is not lost.
   */
  pending?: boolean;
  /** Merged last onto the root: the button, or the group while asking. */
  className?: string;
  /**
   * Given to each of its buttons, which come and go as it asks: a focus keeper's ref
   * callback, say, for when the caller removes the whole control while it has the focus.
   */
  buttonRef?: RefCallback<HTMLButtonElement>;
};

/**
 * A button that asks before acting, inline rather than with `window.confirm`: the first press
 * turns it into a group (a fieldset whose legend is `question`) with a primary `confirmLabel`
 * and a secondary `cancelLabel`. Focus goes to `cancelLabel`, the harmless choice;
 * `cancelLabel` or Escape puts the button back with the focus on it; `confirmLabel` calls
 * `onConfirm` and does the same. Focus moves only after the reader's own press, in a layout
 * effect, so it has landed before a focus keeper looks for it.
 *
 * @example
 * <ConfirmButton
 *   label="すべて削除"
 *   question="閲覧履歴をすべて削除しますか？"
 *   confirmLabel="削除する"
 *   cancelLabel="キャンセル"
 *   onConfirm={() => remove.mutate({ all: true })}
 *   disabled={entries.length === 0}
 * />
 */
export function ConfirmButton({
  label,
  question,
  confirmLabel,
  cancelLabel,
  onConfirm,
  disabled = false,
  pending = false,
  className,
  buttonRef,
}: ConfirmButtonProps) {
  const [confirming, setConfirming] = useState(false);
  const openRef = useRef<HTMLButtonElement | null>(null);
  const cancelRef = useRef<HTMLButtonElement | null>(null);
  const openButton = useSharedRef(openRef, buttonRef);
  const cancelButton = useSharedRef(cancelRef, buttonRef);
  // Focus moves only after the reader's own press, never on the first render.
  const moveFocus = useRef(false);

  useLayoutEffect(() => {
    if (!moveFocus.current) return;
    moveFocus.current = false;
    (confirming ? cancelRef : openRef).current?.focus();
  }, [confirming]);

  const show = (next: boolean) => {
    moveFocus.current = true;
    setConfirming(next);
  };

  // Disabled while asking (nothing left to act on): the question goes, and does not come back.
  if (confirming && disabled) setConfirming(false);

  if (confirming && !disabled) {
    return (
      <fieldset
        data-slot="confirm-button"
        data-state="confirming"
        className={clsx('cw-ui-confirm-button__group', className)}
        onKeyDown={(event: KeyboardEvent) => {
          if (event.key === 'Escape') show(false);
        }}
      >
        <legend className="cw-ui-confirm-button__question">{question}</legend>
        <div className="cw-ui-confirm-button__actions">
          <Button
            ref={buttonRef}
            variant="primary"
            size="sm"
            onClick={() => {
              onConfirm();
              show(false);
            }}
          >
            {confirmLabel}
          </Button>
          <Button ref={cancelButton} variant="secondary" size="sm" onClick={() => show(false)}>
            {cancelLabel}
          </Button>
        </div>
      </fieldset>
    );
  }
  return (
    <Button
      ref={openButton}
      data-slot="confirm-button"
      data-state="idle"
      variant="secondary"
      size="sm"
      className={clsx('cw-ui-confirm-button', className)}
      disabled={disabled}
      aria-disabled={pending || undefined}
      aria-busy={pending || undefined}
      onClick={() => {
        if (!pending) show(true);
      }}
    >
      {label}
    </Button>
  );
}

/** One ref callback filling `own` and handing the element on to the caller's `shared`. */
function useSharedRef(
  own: RefObject<HTMLButtonElement | null>,
  shared: RefCallback<HTMLButtonElement> | undefined,
): RefCallback<HTMLButtonElement> {
  return useCallback(
    (element: HTMLButtonElement | null) => {
      own.current = element;
      const cleanup = shared?.(element);
      return () => {
        own.current = null;
        if (typeof cleanup === 'function') cleanup();
        else shared?.(null);
      };
    },
    [own, shared],
  );
}
