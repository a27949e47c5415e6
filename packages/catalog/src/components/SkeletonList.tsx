import type { UiLocale } from '@cw/ui';
import type { ReactNode } from 'react';
import { WORK_LIST_TEXTS } from '../text';

interface SkeletonListProps {
  /** Class of the hidden placeholder list. */
  listClassName: string;
  /** Class of each placeholder item. */
  itemClassName: string;
  count: number;
  /** What each placeholder item holds. */
  children: ReactNode;
  /** The language of its announcement (Japanese by default). */
  locale?: UiLocale;
}

/**
 * The loading body of a list (internal): `読み込み中` (in `locale`) for screen readers and
 * `count` identical placeholder items, hidden from them.
 */
export function SkeletonList({
  listClassName,
  itemClassName,
  count,
  children,
  locale = 'ja',
}: SkeletonListProps) {
  return (
    <>
      <p className="cw-cat-visually-hidden">{WORK_LIST_TEXTS[locale].loading}</p>
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
