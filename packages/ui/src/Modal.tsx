'use client';

import { clsx } from 'clsx';
import {
  type ComponentProps,
  type KeyboardEvent,
  type MouseEvent,
  type ReactNode,
  type RefObject,
  type SyntheticEvent,
  useEffect,
  useId,
  useRef,
  useState,
} from 'react';

export type ModalProps = Omit<ComponentProps<'dialog'>, 'open' | 'title' | 'children' | 'ref'> & {
  /** Whether the dialog is shown; the caller owns the state. */
  open: boolean;
  /** Called with `false` on Escape, the close button and a backdrop click. */
  onOpenChange: (open: boolean) => void;
  /** Visible title; names the dialog (`aria-labelledby`). */
  title: ReactNode;
  children?: ReactNode;
  /** Accessible name of the close button. */
  closeLabel?: string;
  /** Element to focus on open; the first focusable element (the close button) otherwise. */
  initialFocus?: RefObject<HTMLElement | null>;
  /** Close on a click outside the panel (default `true`). */
  closeOnBackdropClick?: boolean;
};

const TABBABLE = [
  'a[href]',
  'area[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  'iframe',
  'audio[controls]',
  'video[controls]',
  '[contenteditable]:not([contenteditable="false"])',
  '[tabindex]',
].join(',');

function tabbables(container: HTMLElement): HTMLElement[] {
  return Array.from(container.querySelectorAll<HTMLElement>(TABBABLE)).filter(
    (element) => element.tabIndex >= 0 && !element.closest('[hidden], [inert]'),
  );
}

// Locks page scrolling behind the dialog and keeps the layout from shifting by the width
// of the scrollbar it removes. Restores the previous inline values, so nested dialogs undo
// in order.
function lockScroll(): () => void {
  const root = document.documentElement;
  const { body } = document;
  const overflow = root.style.overflow;
  const paddingRight = body.style.paddingRight;
  const scrollbarWidth = window.innerWidth - root.clientWidth;
  root.style.overflow = 'hidden';
  if (scrollbarWidth > 0) body.style.paddingRight = `${scrollbarWidth}px`;
  return () => {
    root.style.overflow = overflow;
    body.style.paddingRight = paddingRight;
  };
}

/** Shows the dialog while `open`: focus in and kept in, scroll locked, all undone on close. */
function useModalDialog(open: boolean, initialFocus?: RefObject<HTMLElement | null>) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = dialogRef.current;
    if (!open || !dialog) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (!dialog.open) {
      if (typeof dialog.showModal === 'function') dialog.showModal();
      else dialog.setAttribute('open', '');
    }
    (initialFocus?.current ?? tabbables(dialog)[0] ?? dialog).focus();
    const unlockScroll = lockScroll();
    // Where `showModal` does not make the page inert, pull stray focus back in.
    const keepFocusInside = (event: FocusEvent) => {
      if (event.target instanceof Node && !dialog.contains(event.target)) {
        (tabbables(dialog)[0] ?? dialog).focus();
      }
    };
    document.addEventListener('focusin', keepFocusInside);
    return () => {
      document.removeEventListener('focusin', keepFocusInside);
      unlockScroll();
      if (dialog.open) dialog.close();
      if (opener?.isConnected) opener.focus();
    };
  }, [open, initialFocus]);
  return dialogRef;
}

/** Keeps Tab and Shift+Tab inside the dialog, wrapping from either end to the other. */
function trapTab(event: KeyboardEvent<HTMLDialogElement>) {
  const dialog = event.currentTarget;
  const focusable = tabbables(dialog);
  const first = focusable[0];
  const last = focusable[focusable.length - 1];
  if (!first || !last) {
    event.preventDefault();
    return;
  }
  const active = document.activeElement;
  if (event.shiftKey && (active === first || active === dialog)) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && active === last) {
    event.preventDefault();
    first.focus();
  }
}

/**
 * A modal dialog on the native `<dialog>` element (`showModal`: top layer, inert page
 * behind, no portal). Named by its title, it traps Tab and Shift+Tab inside, closes on
 * Escape, the close button (`閉じる` by default) and a backdrop click, locks page scroll,
 * and returns focus to the element that was focused when it opened. Content renders only
 * while open; a body longer than the panel scrolls and is in the Tab order, for the keyboard.
 *
 * @example
 * const [open, setOpen] = useState(false);
 * <Button onClick={() => setOpen(true)}>ストアで購入</Button>
 * <Modal open={open} onOpenChange={setOpen} title="ストアを選択">
 *   <ul>…</ul>
 * </Modal>
 */
export function Modal({
  open,
  onOpenChange,
  title,
  children,
  closeLabel = '閉じる',
  initialFocus,
  closeOnBackdropClick = true,
  className,
  onKeyDown,
  onCancel,
  onClose,
  onClick,
  ...props
}: ModalProps) {
  const bodyRef = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const [bodyScrolls, setBodyScrolls] = useState(false);

  // A body longer than the panel scrolls: it takes a place in the Tab order, so that the
  // keyboard can scroll it (arrow keys, Page Down) when nothing inside it takes focus.
  useEffect(() => {
    const body = bodyRef.current;
    if (!open || !body || typeof ResizeObserver !== 'function') return;
    const observer = new ResizeObserver(() =>
      setBodyScrolls(body.scrollHeight > body.clientHeight),
    );
    observer.observe(body);
    return () => observer.disconnect();
  }, [open]);
  const dialogRef = useModalDialog(open, initialFocus);

  const handleKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    onKeyDown?.(event);
    if (event.defaultPrevented) return;
    if (event.key === 'Escape') {
      // Handled here rather than by the native `cancel` so the caller's state decides.
      event.preventDefault();
      event.stopPropagation();
      onOpenChange(false);
      return;
    }
    if (event.key === 'Tab') trapTab(event);
  };

  const handleCancel = (event: SyntheticEvent<HTMLDialogElement, Event>) => {
    onCancel?.(event);
    event.preventDefault();
    onOpenChange(false);
  };

  const handleClose = (event: SyntheticEvent<HTMLDialogElement, Event>) => {
    onClose?.(event);
    // The browser closed it on its own (a repeated Escape may skip `cancel`): follow it. The
    // event comes a task after `close()`: one of our own closes arriving once the dialog is
    // open again (reopened at once) is not about the dialog as it is now.
    if (open && !event.currentTarget.open) onOpenChange(false);
  };

  const handleClick = (event: MouseEvent<HTMLDialogElement>) => {
    onClick?.(event);
    // The panel fills the dialog box, so a click on the dialog itself is on the backdrop.
    if (closeOnBackdropClick && event.target === event.currentTarget) onOpenChange(false);
  };

  return (
    <dialog
      ref={dialogRef}
      data-slot="modal"
      data-state={open ? 'open' : 'closed'}
      aria-labelledby={open ? titleId : undefined}
      aria-modal={open ? true : undefined}
      tabIndex={-1}
      className={clsx('cw-ui-modal', className)}
      onKeyDown={handleKeyDown}
      onCancel={handleCancel}
      onClose={handleClose}
      onClick={handleClick}
      {...props}
    >
      {open ? (
        <div className="cw-ui-modal__panel">
          <div className="cw-ui-modal__header">
            <h2 id={titleId} className="cw-ui-modal__title">
              {title}
            </h2>
            <button
              type="button"
              data-slot="modal-close"
              className="cw-ui-modal__close"
              aria-label={closeLabel}
              onClick={() => onOpenChange(false)}
            >
              <svg aria-hidden="true" viewBox="0 0 24 24" width="24" height="24">
                <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" />
              </svg>
            </button>
          </div>
          <div ref={bodyRef} className="cw-ui-modal__body" tabIndex={bodyScrolls ? 0 : undefined}>
            {children}
          </div>
        </div>
      ) : null}
    </dialog>
  );
}
