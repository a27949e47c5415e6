import { clsx } from 'clsx';
import type { ComponentProps } from 'react';

export type SkipLinkProps = ComponentProps<'a'>;

/**
 * The first stop of the Tab order: a link past the header to the page's main content, hidden
 * until it takes keyboard focus, then shown over the top of the page. Its target is the id
 * of the page's `<main>` (`#main` by default).
 *
 * @example
 * <SkipLink /> // <a href="#main">本文へスキップ</a>; the page renders <main id="main">
 */
export function SkipLink({
  href = '#main',
  children = '本文へスキップ',
  className,
  ...props
}: SkipLinkProps) {
  return (
    <a data-slot="skip-link" href={href} className={clsx('cw-ui-skip-link', className)} {...props}>
      {children}
    </a>
  );
}
