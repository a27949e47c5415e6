import { clsx } from 'clsx';

/** Visual weights of a button, strongest first. */
export const BUTTON_VARIANTS = ['primary', 'secondary', 'ghost'] as const;
export type ButtonVariant = (typeof BUTTON_VARIANTS)[number];

/** Button sizes; `md` meets the 44px touch target, `sm` is for dense rows only. */
export const BUTTON_SIZES = ['sm', 'md', 'lg'] as const;
export type ButtonSize = (typeof BUTTON_SIZES)[number];

const variantClassNames: Record<ButtonVariant, string> = {
  primary: 'cw-ui-button--primary',
  secondary: 'cw-ui-button--secondary',
  ghost: 'cw-ui-button--ghost',
};

const sizeClassNames: Record<ButtonSize, string> = {
  sm: 'cw-ui-button--sm',
  md: 'cw-ui-button--md',
  lg: 'cw-ui-button--lg',
};

export type ButtonStyleOptions = {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Stretch to the container's width (mobile call-to-action rows). */
  fullWidth?: boolean;
  className?: string;
};

/**
 * Class names of a button look, for elements that are not `Button` or `ButtonLink`
 * (a framework `Link`, a `summary`). The caller's `className` comes last.
 *
 * @example
 * <Link href="/ranking" className={buttonClassName({ variant: 'secondary' })}>ランキング</Link>
 */
export function buttonClassName({
  variant = 'primary',
  size = 'md',
  fullWidth = false,
  className,
}: ButtonStyleOptions = {}): string {
  return clsx(
    'cw-ui-button',
    variantClassNames[variant],
    sizeClassNames[size],
    fullWidth && 'cw-ui-button--full',
    className,
  );
}
