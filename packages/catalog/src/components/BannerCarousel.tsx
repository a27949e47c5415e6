'use client';

import { MEDIA_WIDTHS } from '@cw/api-client/constants';
import type { Banner } from '@cw/api-client/schemas';
import { DESKTOP_MEDIA_QUERY, mediaImage, Thumbnail } from '@cw/ui';
import { clsx } from 'clsx';
import { type FocusEvent, useEffect, useId, useRef, useState, useSyncExternalStore } from 'react';
import {
  CAROUSEL_ROTATION_TEXT,
  CAROUSEL_TEXT,
  NEXT_TEXT,
  PREVIOUS_TEXT,
  showSlideText,
  slideText,
} from '../text';
import { settledSlide } from './carouselScroll';
import type { LinkComponent } from './types';

export interface BannerCarouselProps {
  /** The banners running now, in carousel order (`BannerList.items`). */
  banners: readonly Banner[];
  /**
   * Milliseconds each banner stays before the next; 0 (the default) never turns on its own.
   * Turning pauses while the pointer is over the carousel, a finger on it or focus in it, and
   * does not start for readers who prefer reduced motion unless they press `自動再生を開始`.
   */
  autoAdvanceMs?: number;
  /** Name of the carousel. */
  label?: string;
  linkComponent?: LinkComponent;
  imageBaseUrl?: string;
  /** `sizes` of the banner images. */
  imageSizes?: string;
  /** Called when the reader follows a banner (analytics `banner_click`). */
  onBannerClick?: (banner: Banner, index: number) => void;
  className?: string;
}

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

function subscribeReducedMotion(onChange: () => void): () => void {
  const query = window.matchMedia?.(REDUCED_MOTION);
  query?.addEventListener('change', onChange);
  return () => query?.removeEventListener('change', onChange);
}

const prefersReducedMotion = () => window.matchMedia?.(REDUCED_MOTION).matches ?? false;
// The server renders a still carousel; the browser decides once hydrated.
const serverPrefersReducedMotion = () => true;

/** Quiet time after the last scroll event before a swipe counts as settled on a slide. */
const SCROLL_SETTLE_MS = 120;
/**
 * How long a banner may take to travel in before it is put there at once: a scroll of the page
 * (a reader's wheel or thumb) cancels the banners' smooth scroll, which would leave them resting
 * on a hidden, inert banner while the dots name another.
 */
const TRAVEL_DEADLINE_MS = 1000;

/**
 * The banner carousel (WAI-ARIA APG "Carousel"): a region named `おすすめ` showing one banner
 * at a time, each a link named by its `alt` text; `前へ` / `次へ` buttons (wrapping), one
 * button per banner (`{i}件目を表示`, the shown one `aria-current`), and, when it turns on its
 * own, a `自動再生を停止` / `自動再生を開始` button first. Hidden banners are `inert`, so Tab
 * only reaches the shown one. Slides are announced (`aria-live="polite"`) when the reader
 * moves them, not while they turn on their own. One banner shows without controls; none
 * renders nothing.
 *
 * The slides sit in a native scroller with mandatory scroll snapping: a swipe or a trackpad
 * drag moves the banner under the finger and snaps to a slide on release, and the shown banner
 * follows once the scroll settles. The scroller contains its overscroll sideways
 * (`overscroll-behavior-x: contain`), so a swipe past the first or last banner never becomes
 * the browser's back or forward gesture. The buttons and the turning scroll it smoothly
 * (instantly for reduced motion).
 *
 * @example
 * <BannerCarousel banners={banners.items} autoAdvanceMs={6000} linkComponent={Link} />
 */
export function BannerCarousel({
  banners,
  autoAdvanceMs = 0,
  label = CAROUSEL_TEXT,
  linkComponent: Link = 'a',
  imageBaseUrl = '',
  imageSizes = `${DESKTOP_MEDIA_QUERY} 960px, 100vw`,
  onBannerClick,
  className,
}: BannerCarouselProps) {
  const id = useId();
  const viewportRef = useRef<HTMLDivElement>(null);
  const settleTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const travelTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  // Where a scroll the carousel started is going; null once it arrives or the reader takes over.
  const travelTarget = useRef<number | null>(null);
  const [index, setIndex] = useState(0);
  // null until the reader presses the rotation button: then their choice wins.
  const [stoppedByReader, setStoppedByReader] = useState<boolean | null>(null);
  const [hovered, setHovered] = useState(false);
  // A finger on the banners: turning now would pull the slide from under it.
  const [touched, setTouched] = useState(false);
  const [focused, setFocused] = useState(false);
  const reducedMotion = useSyncExternalStore(
    subscribeReducedMotion,
    prefersReducedMotion,
    serverPrefersReducedMotion,
  );

  const count = banners.length;
  const current = count > 0 ? index % count : 0;
  const canTurn = autoAdvanceMs > 0 && count > 1;
  const stopped = stoppedByReader ?? reducedMotion;
  const turning = canTurn && !stopped && !hovered && !touched && !focused;

  useEffect(() => {
    if (!turning) return;
    const timer = setTimeout(() => setIndex((current + 1) % count), autoAdvanceMs);
    return () => clearTimeout(timer);
  }, [turning, current, count, autoAdvanceMs]);

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

  if (count === 0) return null;

  const show = (next: number) => setIndex(((next % count) + count) % count);
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
      setIndex(slide);
    }, SCROLL_SETTLE_MS);
  };
  // The reader's finger, wheel or pointer takes the scroller over from a travelling scroll.
  const takeOver = () => {
    travelTarget.current = null;
  };
  const slideId = (position: number) => `${id}-slide-${position}`;
  const handleBlur = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
  };

  return (
    <section
      className={clsx('cw-cat-carousel', className)}
      aria-roledescription="carousel"
      aria-label={label}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onTouchStart={() => setTouched(true)}
      onTouchEnd={() => setTouched(false)}
      onTouchCancel={() => setTouched(false)}
      onFocus={() => setFocused(true)}
      onBlur={handleBlur}
    >
      {count > 1 ? (
        <div className="cw-cat-carousel__controls">
          {canTurn ? (
            <button
              type="button"
              className="cw-cat-carousel__rotation"
              onClick={() => setStoppedByReader(!stopped)}
            >
              {stopped ? CAROUSEL_ROTATION_TEXT.start : CAROUSEL_ROTATION_TEXT.stop}
            </button>
          ) : null}
          <button
            type="button"
            className="cw-cat-carousel__step cw-cat-carousel__step--prev"
            aria-controls={`${id}-slides`}
            onClick={() => show(current - 1)}
          >
            <span aria-hidden="true">‹</span>
            <span className="cw-cat-visually-hidden">{PREVIOUS_TEXT}</span>
          </button>
          <button
            type="button"
            className="cw-cat-carousel__step cw-cat-carousel__step--next"
            aria-controls={`${id}-slides`}
            onClick={() => show(current + 1)}
          >
            <span aria-hidden="true">›</span>
            <span className="cw-cat-visually-hidden">{NEXT_TEXT}</span>
          </button>
        </div>
      ) : null}
      <div
        ref={viewportRef}
        className="cw-cat-carousel__viewport"
        onScroll={handleScroll}
        onTouchStart={takeOver}
        onWheel={takeOver}
        onPointerDown={takeOver}
      >
        <div
          id={`${id}-slides`}
          className="cw-cat-carousel__track"
          aria-live={turning ? 'off' : 'polite'}
        >
          {banners.map((banner, position) => {
            const image = mediaImage(banner.image, MEDIA_WIDTHS.banners, imageBaseUrl);
            const hidden = position !== current;
            return (
              // biome-ignore lint/a11y/useSemanticElements: a slide is a group (APG carousel), not a form's fieldset
              <div
                key={banner.id}
                id={slideId(position)}
                role="group"
                aria-roledescription="slide"
                aria-label={count > 1 ? slideText(position + 1, count) : undefined}
                className="cw-cat-carousel__slide"
                inert={hidden}
                aria-hidden={hidden || undefined}
              >
                <Link
                  href={banner.href}
                  className="cw-cat-carousel__link"
                  onClick={onBannerClick ? () => onBannerClick(banner, position) : undefined}
                >
                  <Thumbnail
                    ratio="16:9"
                    src={image.src}
                    sources={image.sources}
                    sizes={imageSizes}
                    width={MEDIA_WIDTHS.banners[0]}
                    alt={banner.alt || banner.title}
                    loading={position === 0 ? 'eager' : 'lazy'}
                    fetchPriority={position === 0 ? 'high' : undefined}
                  />
                </Link>
              </div>
            );
          })}
        </div>
      </div>
      {count > 1 ? (
        <div className="cw-cat-carousel__dots">
          {banners.map((banner, position) => (
            <button
              key={banner.id}
              type="button"
              className="cw-cat-carousel__dot"
              aria-label={showSlideText(position + 1)}
              aria-controls={slideId(position)}
              aria-current={position === current ? 'true' : undefined}
              onClick={() => show(position)}
            />
          ))}
        </div>
      ) : null}
    </section>
  );
}
