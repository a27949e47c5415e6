import type { ComponentProps } from 'react';
import { type ButtonStyleOptions, buttonClassName } from './buttonClassName';

export type ButtonProps = ComponentProps<'button'> & Omit<ButtonStyleOptions, 'className'>;

/**
 * A native button in one of three weights and sizes. `type` defaults to `button` so it
 * never submits a form by accident; `disabled` is the native attribute. Focus shows a
 * ring on keyboard focus only (`:focus-visible`).
 *
 * @example
 * <Button variant="secondary" size="sm" onClick={openStores}>ストアで購入</Button>
 */
export function Button({
  variant = 'primary',
  size = 'md',
  fullWidth = false,
  type = 'button',
  className,
  ...props
}: ButtonProps) {
  return (
    <button
      data-slot="button"
      data-variant={variant}
      data-size={size}
      type={type}
      className={buttonClassName({ variant, size, fullWidth, className })}
      {...props}
    />
  );
}
