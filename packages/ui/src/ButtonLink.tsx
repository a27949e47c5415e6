import type { ComponentProps } from 'react';
import { type ButtonStyleOptions, buttonClassName } from './buttonClassName';

export type ButtonLinkProps = ComponentProps<'a'> & Omit<ButtonStyleOptions, 'className'>;

/**
 * A link that looks like a `Button`: it navigates, so it stays an `<a href>` (middle-click,
 * copy link, no `disabled`). For a framework router link use `buttonClassName` instead.
 * Opening a new tab is the caller's choice; pass `rel="noopener"` with `target="_blank"`.
 *
 * @example
 * <ButtonLink href="/viewer/abc" variant="primary">最新話を読む</ButtonLink>
 */
export function ButtonLink({
  variant = 'primary',
  size = 'md',
  fullWidth = false,
  className,
  ...props
}: ButtonLinkProps) {
  return (
    <a
      data-slot="button-link"
      data-variant={variant}
      data-size={size}
      className={buttonClassName({ variant, size, fullWidth, className })}
      {...props}
    />
  );
}
