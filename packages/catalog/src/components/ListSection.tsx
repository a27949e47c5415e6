import { Heading, linkClassName } from '@cw/ui';
import { clsx } from 'clsx';
import type { ReactNode } from 'react';
import { MORE_TEXT } from '../text';
import { sectionNaming } from './section';

/**
 * The frame's props, which the lists (`WorkGrid`, `VolumeGrid`, `TopicList`, `RankingList`)
 * take as their own and hand to `ListSection` as they come.
 */
export interface ListSectionProps {
  /** Visible heading; the section is a region named by it. */
  heading?: string;
  /** Level of the heading; 2 by default. */
  headingLevel?: number;
  /** Id of the section; with a heading, the section is named through the heading's id. */
  id?: string;
  /** A link beside the heading to the full list; its text `もっと見る` by default. */
  moreHref?: string;
  moreLabel?: string;
  className?: string;
}

/**
 * The frame every list of this package shares: a `<section>` named by its heading (a plain
 * `<div>` without one), the heading with an optional "more" link, and the list.
 * `aria-busy` while the list shows placeholders.
 */
export function ListSection({
  heading,
  headingLevel = 2,
  id,
  className,
  loading = false,
  moreHref,
  moreLabel = MORE_TEXT,
  children,
}: ListSectionProps & { loading?: boolean; children: ReactNode }) {
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
            <a
              href={moreHref}
              className={linkClassName({ className: 'cw-cat-section__more' })}
              aria-describedby={naming.headingId}
            >
              {moreLabel}
            </a>
          ) : null}
        </div>
      ) : null}
      {children}
    </Section>
  );
}
