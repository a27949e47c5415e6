import { clsx } from 'clsx';
import type { ComponentProps } from 'react';

/** `new` for freshness marks, `accent` for promotions, `muted` for secondary facts. */
export const BADGE_VARIANTS = ['new', 'accent', 'muted'] as const;
export type BadgeVariant = (typeof BADGE_VARIANTS)[number];

const variantClassNames: Record<BadgeVariant, string> = {
  new: 'cw-ui-badge--new',
  accent: 'cw-ui-badge--accent',
  muted: 'cw-ui-badge--muted',
};

export type BadgeProps = ComponentProps<'span'> & { variant?: BadgeVariant };

/**
 * A short inline label. It is text, not a control: it has no role and is read as part of
 * its surroundings (a badge inside a tab becomes part of the tab's name).
 *
 * @example
 * <Badge variant="new">最新UP!</Badge>
 */
export function Badge({ variant = 'muted', className, ...props }: BadgeProps) {
  return (
    <span
      data-slot="badge"
      data-variant={variant}
      className={clsx('cw-ui-badge', variantClassNames[variant], className)}
      {...props}
    />
  );
}
