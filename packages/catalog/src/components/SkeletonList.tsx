import type { ReactNode } from 'react';
import { LOADING_TEXT } from '../text';

interface SkeletonListProps {
  /** Class of the hidden placeholder list. */
  listClassName: string;
  /** Class of each placeholder item. */
  itemClassName: string;
  count: number;
  /** What each placeholder item holds. */
  children: ReactNode;
}

/**
 * The loading body of a list (internal): `読み込み中` for screen readers and `count`
 * identical placeholder items, hidden from them.
 */
export function SkeletonList({ listClassName, itemClassName, count, children }: SkeletonListProps) {
  return (
    <>
      <p className="cw-cat-visually-hidden">{LOADING_TEXT}</p>
      <ul className={listClassName} aria-hidden="true">
        {Array.from({ length: count }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholders that never reorder
          <li key={index} className={itemClassName}>
            {children}
          </li>
        ))}
      </ul>
    </>
  );
}
