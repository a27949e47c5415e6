import type { ComponentProps } from 'react';

/** `level` beyond 6 is accepted so callers nesting sections never crash; it renders as h6. */
export type HeadingProps = ComponentProps<'h1'> & { level: number };

/**
 * A section heading whose level comes from data (nested sections, CMS topics).
 * HTML has six levels: a level beyond 6 logs an error and renders an `h6`, so the
 * document outline degrades instead of the page crashing.
 *
 * @example
 * <Heading level={2}>ランキング</Heading>
 */
export function Heading({ level, className, ...props }: HeadingProps) {
  if (!Number.isInteger(level) || level < 1) {
    throw new RangeError(`heading level must be an integer from 1, got ${level}`);
  }
  if (level > 6) {
    console.error(`Heading: level ${level} exceeds 6; rendering h6`);
  }
  const Tag = `h${Math.min(level, 6)}` as 'h1';
  return <Tag data-slot="heading" className={className} {...props} />;
}
