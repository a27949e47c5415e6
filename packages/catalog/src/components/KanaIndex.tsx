import { KANA_ROWS } from '@cw/contract/constants';
import type { KanaRow } from '@cw/contract/schemas';
import { clsx } from 'clsx';
import { kanaRowHeading } from '../kanaRow';
import { KANA_INDEX_TEXT } from '../text';
import { KANA_ANCHOR_PREFIX, kanaAnchorId } from './kanaAnchor';

export interface KanaIndexProps {
  /** The row of the page (or the section in view): `aria-current`. */
  current?: KanaRow;
  /** Rows that have entries; the others show as plain, unlinked text. All rows by default. */
  available?: readonly KanaRow[];
  /**
   * URL of a row, for one page per row (`/list/index?initial=か`). By default each row links to
   * its section of a `KanaGroupedList` on the page (`#kana-ka`).
   */
  rowHref?: (row: KanaRow) => string;
  /** Id prefix of the `KanaGroupedList` the default links point into. */
  anchorPrefix?: string;
  /** Name of the navigation. */
  label?: string;
  className?: string;
}

/**
 * The kana row navigation: あ か さ た な は ま や ら わ その他 as links, each named `{row}行`,
 * the current row `aria-current` (`page` for one page per row, `location` for sections of one
 * page). Rows without entries are shown but not linked. Server-renderable.
 *
 * @example
 * <KanaIndex current="か" rowHref={(row) => `/list/index?initial=${encodeURIComponent(row)}`} />
 */
export function KanaIndex({
  current,
  available = KANA_ROWS,
  rowHref,
  anchorPrefix = KANA_ANCHOR_PREFIX,
  label = KANA_INDEX_TEXT,
  className,
}: KanaIndexProps) {
  const currentValue = rowHref ? 'page' : 'location';
  return (
    <nav aria-label={label} className={clsx('cw-cat-kana-index', className)}>
      <ul className="cw-cat-kana-index__list">
        {KANA_ROWS.map((row) => {
          const name = kanaRowHeading(row);
          return (
            <li key={row} className="cw-cat-kana-index__item">
              {available.includes(row) ? (
                <a
                  href={rowHref ? rowHref(row) : `#${kanaAnchorId(row, anchorPrefix)}`}
                  className="cw-cat-kana-index__link"
                  aria-label={name === row ? undefined : name}
                  aria-current={row === current ? currentValue : undefined}
                >
                  {row}
                </a>
              ) : (
                <span className="cw-cat-kana-index__link cw-cat-kana-index__link--empty">
                  {row}
                </span>
              )}
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
