import { Heading, linkClassName } from '@cw/ui';
import { clsx } from 'clsx';
import type { ReactNode } from 'react';
import { sectionNaming } from './section';
import type { LinkComponent } from './types';

/**
 * The frame every list of this package shares: a `<section>` named by its heading (a plain
 * `<div>` without one), the heading with an optional "more" link, the list, and a footer.
 * `aria-busy` while the list shows placeholders.
 */
export function ListSection({
  heading,
  headingLevel,
  id,
  className,
  loading = false,
  moreHref,
  moreLabel,
  linkComponent: Link = 'a',
  footer,
  children,
}: {
  heading?: string;
  headingLevel: number;
  id?: string;
  className?: string;
  loading?: boolean;
  moreHref?: string;
  moreLabel?: string;
  linkComponent?: LinkComponent;
  footer?: ReactNode;
  children: ReactNode;
}) {
  const naming = sectionNaming(heading, id);
  const Section = heading === undefined ? 'div' : 'section';
  return (
    <Section
      id={id}
      className={clsx('cw-cat-section', className)}
      aria-busy={loading || undefined}
      {...naming.section}
    >
      {heading !== undefined ? (
        <div className="cw-cat-section__header">
          <Heading level={headingLevel} id={naming.headingId} className="cw-cat-section__heading">
            {heading}
          </Heading>
          {moreHref ? (
            <Link
              href={moreHref}
              className={linkClassName({ className: 'cw-cat-section__more' })}
              aria-describedby={naming.headingId}
            >
              {moreLabel}
            </Link>
          ) : null}
        </div>
      ) : null}
      {children}
      {footer}
    </Section>
  );
}
