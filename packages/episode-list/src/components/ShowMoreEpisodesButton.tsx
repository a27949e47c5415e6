'use client';

import { buttonClassName } from '@cw/ui';
import { useEffect, useLayoutEffect, useRef } from 'react';
import { showNextEpisodesText } from '../text';

/** How the reader asked for more: by scrolling near the end, or with the button itself. */
export type ShowMoreVia = 'scroll' | 'button';

export interface ShowMoreEpisodesButtonProps {
  /** Episode cards the next batch adds, for the label '次の{n}話を表示'. */
  episodeCount: number;
  /** Rows rendered so far: once it grows, the button is watched afresh. */
  renderedRows: number;
  /** Called to render the next batch. */
  onShowMore: (via: ShowMoreVia) => void;
}

/**
 * Within a viewport's height below the window's bottom edge, the next batch is rendered: it is
 * there before the reader scrolls to it.
 */
const AHEAD_OF_THE_READER = '0px 0px 100% 0px';

/**
 * The end of what a long list has rendered so far: a button '次の{n}話を表示' that renders the
 * next batch when pressed, and by itself when the reader scrolls near it (an
 * `IntersectionObserver`). A keyboard or a screen reader reaches every episode through it;
 * where `IntersectionObserver` is missing it is a plain button.
 *
 * Pressed, or reached while focused (a keyboard brings it into view), it reports `'button'`: the
 * list then moves focus to the first new card, not past it.
 *
 * @example
 * <ShowMoreEpisodesButton episodeCount={50} renderedRows={50} onShowMore={showMore} />
 */
export function ShowMoreEpisodesButton({
  episodeCount,
  renderedRows,
  onShowMore,
}: ShowMoreEpisodesButtonProps) {
  const buttonRef = useRef<HTMLButtonElement>(null);
  const latestOnShowMore = useRef(onShowMore);

  useLayoutEffect(() => {
    latestOnShowMore.current = onShowMore;
  });

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new observer per batch reports at once whether the button, moved down by the batch, is still near
  useEffect(() => {
    const button = buttonRef.current;
    if (button === null || typeof IntersectionObserver !== 'function') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        // One batch per sighting; the next one is watched for once this one is on screen.
        observer.disconnect();
        latestOnShowMore.current(document.activeElement === button ? 'button' : 'scroll');
      },
      { rootMargin: AHEAD_OF_THE_READER },
    );
    observer.observe(button);
    return () => observer.disconnect();
  }, [renderedRows]);

  return (
    <button
      ref={buttonRef}
      type="button"
      className={buttonClassName({
        variant: 'secondary',
        fullWidth: true,
        className: 'cw-el-show-more',
      })}
      onClick={() => onShowMore('button')}
    >
      {showNextEpisodesText(episodeCount)}
    </button>
  );
}
