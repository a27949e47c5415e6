'use client';

import type { ScrollType } from '@cw/contract/schemas';
import { useUiLocale } from '@cw/ui';
import { DIRECTION_HINT_TEXTS } from '../text';

export interface ViewerDirectionHintProps {
  /** The scroll type on screen: `vsc` for a strip (a paged work read 縦読み included). */
  scrollType: ScrollType;
}

/**
 * The first-time hint of which way the episode reads (「← 左へ読み進めます」 in `rtl`),
 * laid over the page. Presses go through it to the page; the viewer removes it.
 */
export function ViewerDirectionHint({ scrollType }: ViewerDirectionHintProps) {
  const { arrow, title, detail } = DIRECTION_HINT_TEXTS[useUiLocale()][scrollType];
  return (
    <p
      className="cw-viewer-hint"
      role="status"
      data-scroll-type={scrollType}
      data-testid="viewer-direction-hint"
    >
      <span className="cw-viewer-hint__arrow" aria-hidden="true">
        {arrow}
      </span>
      <span className="cw-viewer-hint__title">{title}</span>
      <span className="cw-viewer-hint__detail">{detail}</span>
    </p>
  );
}
