'use client';

import { type ReactNode, useId } from 'react';
import type { StoreOnlyRun } from '../collapseStoreOnlyRuns';
import { episodeCountText, LABEL_SEPARATOR_TEXT, STORE_BUTTON_TEXT } from '../text';

export interface StoreOnlyRunRowProps {
  /** The run, from `collapseStoreOnlyRuns`. */
  run: StoreOnlyRun;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The run's lines as list items (`<li>`): its store-only cards and the markers between. */
  children: ReactNode;
}

/**
 * A run of store-only episodes as one row of the episode list: a button
 * '第2話②〜第28話② · 27話 · ストアで購入' (`aria-expanded`, `aria-controls`) that opens, in
 * place below it, the list of the run's cards, each opening the store chooser as usual. The
 * closed list stays in the HTML, `hidden`, as in the @cw/ui `Disclosure`, so its lazy
 * thumbnails load only once it opens. Controlled: the episode list keeps what is open.
 *
 * @example
 * <li className="cw-el-list__item cw-el-list__item--run">
 *   <StoreOnlyRunRow run={run} open={open} onOpenChange={setOpen}>
 *     {run.items.map(renderItem)}
 *   </StoreOnlyRunRow>
 * </li>
 */
export function StoreOnlyRunRow({ run, open, onOpenChange, children }: StoreOnlyRunRowProps) {
  const listId = useId();
  return (
    <>
      <button
        type="button"
        data-slot="store-run-trigger"
        className="cw-el-run"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => onOpenChange(!open)}
      >
        {/* Parts drawn apart, the separators kept in the text: the button is named by the label. */}
        <span className="cw-el-run__label">
          <span className="cw-el-run__span">{run.span}</span>
          <span className="cw-el-run__separator">{LABEL_SEPARATOR_TEXT}</span>
          <span className="cw-el-run__count">{episodeCountText(run.episodeCount)}</span>
          <span className="cw-el-run__separator">{LABEL_SEPARATOR_TEXT}</span>
          <span className="cw-el-run__store">{STORE_BUTTON_TEXT}</span>
        </span>
        <svg
          className="cw-el-run__icon"
          aria-hidden="true"
          viewBox="0 0 16 16"
          width="16"
          height="16"
        >
          <path d="M3 6l5 5 5-5" fill="none" stroke="currentColor" strokeWidth="2" />
        </svg>
      </button>
      <ol id={listId} className="cw-el-list cw-el-run__list" hidden={!open}>
        {children}
      </ol>
    </>
  );
}
