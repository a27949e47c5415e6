import { Heading } from '@cw/ui';
import { clsx } from 'clsx';
import type { Key, ReactNode } from 'react';
import { type KanaGroup, kanaRowHeading } from '../kanaRow';
import { KanaIndex } from './KanaIndex';
import { KANA_ANCHOR_PREFIX, kanaAnchorId } from './kanaAnchor';

export interface KanaGroupedListProps<Item> {
  /** Rows in kana order (`groupByKanaRow`, `authorIndexGroups`). */
  groups: readonly KanaGroup<Item>[];
  /**
   * One entry, usually a link (an author's works, a work's page); give it @cw/ui's
   * `linkClassName()` so it reads as a link in the one link style.
   */
  renderItem: (item: Item) => ReactNode;
  getKey: (item: Item) => Key;
  /** Level of the row headings (`あ行` …). */
  headingLevel?: number;
  /** Prefix of the row headings' ids, the index's link targets. */
  anchorPrefix?: string;
  /** A `KanaIndex` above the rows, linking to them. */
  showIndex?: boolean;
  /** Shown when there are no rows. */
  emptyLabel?: string;
  className?: string;
}

/**
 * Entries in sections per kana row, each headed `{row}行` (or その他), with a `KanaIndex` above
 * linking to the sections (`#kana-ka`); rows without entries are not linked. The author index
 * (`/search/author`) and the title index (`/list/index`) use it. Server-renderable.
 *
 * @example
 * <KanaGroupedList
 *   groups={authorIndexGroups(index)}
 *   getKey={(author) => author.id}
 *   renderItem={(author) => (
 *     <a href={authorPath(author.id)} className={linkClassName()}>{author.name}</a>
 *   )}
 * />
 */
export function KanaGroupedList<Item>({
  groups,
  renderItem,
  getKey,
  headingLevel = 2,
  anchorPrefix = KANA_ANCHOR_PREFIX,
  showIndex = true,
  emptyLabel = '該当する項目はありません',
  className,
}: KanaGroupedListProps<Item>) {
  return (
    <div className={clsx('cw-cat-kana', className)}>
      {showIndex ? (
        <KanaIndex available={groups.map((group) => group.initial)} anchorPrefix={anchorPrefix} />
      ) : null}
      {groups.length === 0 ? <p className="cw-cat-empty">{emptyLabel}</p> : null}
      {groups.map((group) => {
        const headingId = kanaAnchorId(group.initial, anchorPrefix);
        return (
          <section key={group.initial} className="cw-cat-kana-group" aria-labelledby={headingId}>
            <Heading level={headingLevel} id={headingId} className="cw-cat-kana-group__heading">
              {kanaRowHeading(group.initial)}
            </Heading>
            <ul className="cw-cat-kana-group__list">
              {group.items.map((item) => (
                <li key={getKey(item)} className="cw-cat-kana-group__item">
                  {renderItem(item)}
                </li>
              ))}
            </ul>
          </section>
        );
      })}
    </div>
  );
}
