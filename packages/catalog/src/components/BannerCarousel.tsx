'use client';

import { MEDIA_WIDTHS } from '@cw/contract/constants';
import type { Banner } from '@cw/contract/schemas';
import { DESKTOP_MEDIA_QUERY, mediaImage, Thumbnail } from '@cw/ui';
import { clsx } from 'clsx';
import { useId } from 'react';
import { CAROUSEL_TEXT, showSlideText, slideText } from '../text';
import { BannerCarouselControls } from './BannerCarouselControls';
import { useBannerRotation } from './useBannerRotation';
import { useBannerScroller } from './useBannerScroller';

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
  imageBaseUrl?: string;
  /** `sizes` of the banner images. */
  imageSizes?: string;
  /** Called when the reader follows a banner (analytics `banner_click`). */
  onBannerClick?: (banner: Banner, index: number) => void;
  className?: string;
}

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
 * <BannerCarousel banners={banners.items} autoAdvanceMs={6000} />
 */
export function BannerCarousel({
  banners,
  autoAdvanceMs = 0,
  label = CAROUSEL_TEXT,
  imageBaseUrl = '',
  imageSizes = `${DESKTOP_MEDIA_QUERY} 960px, 100vw`,
  onBannerClick,
  className,
}: BannerCarouselProps) {
  const id = useId();
  const count = banners.length;
  const { current, show, canTurn, stopped, turning, toggleRotation, pauseHandlers } =
    useBannerRotation({ count, autoAdvanceMs });
  const { viewportRef, handleScroll, takeOver } = useBannerScroller({
    current,
    count,
    onSettle: show,
  });

  if (count === 0) return null;

  const slideId = (position: number) => `${id}-slide-${position}`;

  return (
    <section
      className={clsx('cw-cat-carousel', className)}
      aria-roledescription="carousel"
      aria-label={label}
      {...pauseHandlers}
    >
      {count > 1 ? (
        <BannerCarouselControls
          slidesId={`${id}-slides`}
          canTurn={canTurn}
          stopped={stopped}
          onToggleRotation={toggleRotation}
          onPrevious={() => show(current - 1)}
          onNext={() => show(current + 1)}
        />
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
                <a
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
                </a>
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
