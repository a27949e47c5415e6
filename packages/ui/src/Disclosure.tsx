'use client';

import { clsx } from 'clsx';
import { type ComponentProps, type ReactNode, useId, useState } from 'react';
import { type ButtonVariant, buttonClassName } from './buttonClassName';

export type DisclosureProps = Omit<ComponentProps<'div'>, 'children'> & {
  /** Button text while closed, e.g. `全12話を表示`. */
  expandLabel: ReactNode;
  /** Button text while open; `閉じる` unless the caller says otherwise. */
  collapseLabel?: ReactNode;
  /** Controlled open state; leave undefined to let the disclosure keep its own. */
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  /**
   * `start` puts the button above the content (an accordion header); `end` below it, for
   * "show more" lists whose first items are already visible above.
   */
  buttonPosition?: 'start' | 'end';
  buttonVariant?: ButtonVariant;
  /** The content shown while open. Stays in the HTML while closed, `hidden`. */
  children: ReactNode;
};

/**
 * A button that shows and hides a region (`aria-expanded`, `aria-controls`), operated with
 * Enter and Space like any button. Works controlled (`open` + `onOpenChange`) or on its own
 * (`defaultOpen`). The closed content stays in the server HTML and the DOM, `hidden`, so
 * lazy images in it do not load until it opens.
 *
 * @example
 * <Disclosure expandLabel={`全${rest.length + 6}話を表示`} collapseLabel="閉じる" buttonPosition="end">
 *   <ul>{rest.map((item) => <li key={item.id}>{item.title}</li>)}</ul>
 * </Disclosure>
 */
export function Disclosure({
  expandLabel,
  collapseLabel = '閉じる',
  open: openProp,
  defaultOpen = false,
  onOpenChange,
  buttonPosition = 'start',
  buttonVariant = 'secondary',
  className,
  children,
  ...props
}: DisclosureProps) {
  const [openState, setOpenState] = useState(defaultOpen);
  const open = openProp ?? openState;
  const contentId = useId();

  const toggle = () => {
    const next = !open;
    if (openProp === undefined) setOpenState(next);
    onOpenChange?.(next);
  };

  const button = (
    <button
      type="button"
      data-slot="disclosure-trigger"
      className={buttonClassName({
        variant: buttonVariant,
        fullWidth: true,
        className: 'cw-ui-disclosure__trigger',
      })}
      aria-expanded={open}
      aria-controls={contentId}
      onClick={toggle}
    >
      <span>{open ? collapseLabel : expandLabel}</span>
      <svg
        className="cw-ui-disclosure__icon"
        aria-hidden="true"
        viewBox="0 0 16 16"
        width="16"
        height="16"
      >
        <path d="M3 6l5 5 5-5" fill="none" stroke="currentColor" strokeWidth="2" />
      </svg>
    </button>
  );

  return (
    <div
      data-slot="disclosure"
      data-state={open ? 'open' : 'closed'}
      className={clsx('cw-ui-disclosure', className)}
      {...props}
    >
      {buttonPosition === 'start' ? button : null}
      <div
        id={contentId}
        data-slot="disclosure-content"
        className="cw-ui-disclosure__content"
        hidden={!open}
      >
        {children}
      </div>
      {buttonPosition === 'end' ? button : null}
    </div>
  );
}
