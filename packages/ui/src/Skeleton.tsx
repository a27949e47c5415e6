import { clsx } from 'clsx';
import type { ComponentProps } from 'react';
import type { ThumbnailRatio } from './thumbnailFallback';

/** `block` fills what it is given, `text` draws lines, `thumbnail` keeps an image ratio. */
export const SKELETON_SHAPES = ['block', 'text', 'thumbnail'] as const;
export type SkeletonShape = (typeof SKELETON_SHAPES)[number];

const shapeClassNames: Record<SkeletonShape, string> = {
  block: 'cw-ui-skeleton--block',
  text: 'cw-ui-skeleton--text',
  thumbnail: 'cw-ui-skeleton--thumbnail',
};

export type SkeletonProps = Omit<ComponentProps<'span'>, 'children'> & {
  shape?: SkeletonShape;
  /** Ratio of a `thumbnail` skeleton, matching the `Thumbnail` it stands in for. */
  ratio?: ThumbnailRatio;
  /** Number of lines of a `text` skeleton; the last is shorter, like a paragraph's. */
  lines?: number;
};

/**
 * A placeholder in the shape of content that is loading. Hidden from assistive technology
 * (`aria-hidden`): mark the loading region with `aria-busy` instead. The shimmer stops under
 * `prefers-reduced-motion: reduce`. Size it with `className` or `style`.
 *
 * @example
 * <div aria-busy="true">
 *   <Skeleton shape="thumbnail" ratio="16:9" />
 *   <Skeleton shape="text" lines={2} />
 * </div>
 */
export function Skeleton({
  shape = 'block',
  ratio = '16:9',
  lines = 1,
  className,
  ...props
}: SkeletonProps) {
  const classNames = clsx(
    'cw-ui-skeleton',
    shapeClassNames[shape],
    shape === 'thumbnail' && (ratio === '5:7' ? 'cw-ui-skeleton--5x7' : 'cw-ui-skeleton--16x9'),
    className,
  );
  return (
    <span
      aria-hidden="true"
      data-slot="skeleton"
      data-shape={shape}
      data-ratio={shape === 'thumbnail' ? ratio : undefined}
      className={classNames}
      {...props}
    >
      {shape === 'text'
        ? Array.from({ length: Math.max(1, Math.floor(lines)) }, (_, line) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: lines are identical and never reorder
            <span key={line} className="cw-ui-skeleton__line" />
          ))
        : null}
    </span>
  );
}
