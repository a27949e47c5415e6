'use client';

import { type RefObject, useEffect, useRef } from 'react';
import { settledSlide } from './carouselScroll';

/** Quiet time after the last scroll event before a swipe counts as settled on a slide. */
const SCROLL_SETTLE_MS = 120;
/**
 * How long a banner may take to travel in before it is put there at once: a scroll of the page
 * (a reader's wheel or thumb) cancels the banners' smooth scroll, which would leave them resting
 * on a hidden, inert banner while the dots name another.
 */
const TRAVEL_DEADLINE_MS = 1000;

export interface UseBannerScrollerOptions {
  /** The shown banner's index. */
  current: number;
  /** How many banners there are. */
  count: number;
  /** Called with the banner a swipe settled on. */
  onSettle: (index: number) => void;
}

export interface BannerScroller {
  /** The scroller of the slides. */
  viewportRef: RefObject<HTMLDivElement | null>;
  /** The scroller's `onScroll`: reads the banner a swipe rests on once it settles. */
  handleScroll: () => void;
  /** The scroller's finger, wheel and pointer handler: the reader takes the scroll over. */
  takeOver: () => void;
}

/**
 * The native scroller of `BannerCarousel` and the shown banner kept in step both ways: a banner
 * shown by the buttons or the turning is scrolled in (cut short if it is still travelling after
 * `TRAVEL_DEADLINE_MS`), and the banner a swipe rests on becomes the shown one.
 */
export function useBannerScroller({
  current,
  count,
  onSettle,
}: UseBannerScrollerOptions): BannerScroller {
  const viewportRef = useRef<HTMLDivElement>(null);
  const settleTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const travelTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  // Where a scroll the carousel started is going; null once it arrives or the reader takes over.
  const travelTarget = useRef<number | null>(null);

  // Bring the shown banner into the scroller when the buttons or the turning choose it; after
  // a swipe the scroller is already there. Smooth or instant by the stylesheet. Not on mount:
  // the HTML shows the first banner, and measuring the scroller then would force the page's
  // first layout in the middle of hydration.
  const mounted = useRef(false);
  useEffect(() => {
    const viewport = viewportRef.current;
    const first = !mounted.current;
    mounted.current = true;
    if (!viewport || (first && current === 0)) return;
    const left = current * viewport.clientWidth;
    if (Math.abs(viewport.scrollLeft - left) < 1) return;
    travelTarget.current = left;
    viewport.scrollTo({ left });
    clearTimeout(travelTimer.current);
    travelTimer.current = setTimeout(() => {
      // Still on its way and not taken over by the reader: cut short, so it arrives at once.
      if (travelTarget.current === left && Math.abs(viewport.scrollLeft - left) >= 1) {
        viewport.scrollTo({ left, behavior: 'instant' });
      }
    }, TRAVEL_DEADLINE_MS);
  }, [current]);

  useEffect(
    () => () => {
      clearTimeout(settleTimer.current);
      clearTimeout(travelTimer.current);
    },
    [],
  );

  // A swipe: once the scroller has rested a moment, the banner it rests on is the shown one.
  const handleScroll = () => {
    clearTimeout(settleTimer.current);
    settleTimer.current = setTimeout(() => {
      const viewport = viewportRef.current;
      if (!viewport) return;
      const slide = settledSlide(
        viewport.scrollLeft,
        viewport.clientWidth,
        count,
        travelTarget.current,
      );
      if (slide === null) return;
      travelTarget.current = null;
      onSettle(slide);
    }, SCROLL_SETTLE_MS);
  };
  // The reader's finger, wheel or pointer takes the scroller over from a travelling scroll.
  const takeOver = () => {
    travelTarget.current = null;
  };
  return { viewportRef, handleScroll, takeOver };
}
