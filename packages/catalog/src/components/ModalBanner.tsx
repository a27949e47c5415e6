'use client';

import { MEDIA_WIDTHS } from '@cw/contract/constants';
import type { Banner } from '@cw/contract/schemas';
import { Button, DESKTOP_MEDIA_QUERY, Modal, mediaImage, Thumbnail } from '@cw/ui';
import { useEffect, useLayoutEffect, useRef } from 'react';
import { MODAL_BANNER_TEXT } from '../text';

/** How the visitor declined a modal banner: closed it, or pressed `今後表示しない`. */
export type ModalBannerDecline = 'close' | 'neverShow';

export interface ModalBannerProps {
  /**
   * The banner to announce (`modalBannerToShow`), chosen once for the visit: recomputed from
   * the seen list, it would change as soon as `onImpression` marks it seen. `null` renders
   * nothing.
   */
  banner: Banner | null;
  /** Whether the dialog is shown; the caller owns the state. */
  open: boolean;
  /** Called with `false` whenever the dialog closes: declined or followed. */
  onOpenChange: (open: boolean) => void;
  /**
   * Called once each time the banner is shown (analytics `modal_banner_imp`); the place to mark
   * it seen (`markModalBannerSeen`), so it is shown once.
   */
  onImpression?: (banner: Banner) => void;
  /** Called when the visitor follows the banner (`modal_banner_click`); the dialog closes. */
  onBannerClick?: (banner: Banner) => void;
  /**
   * Called when the visitor closes the dialog without following the banner
   * (`modal_banner_no`): `via` is `'close'` for the `閉じる` button, Escape or a click outside,
   * `'neverShow'` for `今後表示しない`. The dialog closes either way.
   */
  onDecline?: (banner: Banner, via: ModalBannerDecline) => void;
  imageBaseUrl?: string;
  /** `sizes` of the banner image. */
  imageSizes?: string;
  className?: string;
}

/**
 * A campaign announcement a visitor sees once: a modal dialog (`Modal` of `@cw/ui`: focus
 * trapped inside, Escape and a click outside close it) named by the banner's title, showing
 * its image as a link to `banner.href` (named by its `alt` text), with a `閉じる` button and a
 * `今後表示しない` button. Following the banner closes the dialog and calls `onBannerClick`;
 * every other way out calls `onDecline`: both are a "no" to the campaign, and the caller has
 * already marked the banner seen on `onImpression`, so neither brings it back. A `null` banner
 * renders nothing.
 *
 * @example
 * // Chosen once per visit, on the client (`readSeen`/`writeSeen`: the app's storage).
 * const [banner] = useState(() => modalBannerToShow(banners.items, readSeen(), new Date()));
 * const [open, setOpen] = useState(true);
 * <ModalBanner
 *   banner={banner}
 *   open={open}
 *   onOpenChange={setOpen}
 *   onImpression={(shown) => writeSeen(markModalBannerSeen(readSeen(), shown.id))}
 * />
 */
export function ModalBanner({
  banner,
  open,
  onOpenChange,
  onImpression,
  onBannerClick,
  onDecline,
  imageBaseUrl = '',
  imageSizes = `${DESKTOP_MEDIA_QUERY} 560px, 100vw`,
  className,
}: ModalBannerProps) {
  const latestOnImpression = useRef(onImpression);
  // The id of the banner counted in this showing; null while closed.
  const counted = useRef<number | null>(null);

  useLayoutEffect(() => {
    latestOnImpression.current = onImpression;
  });

  // Once per showing: not again on a re-render, a new object of the same banner, or the second
  // run of effects in Strict Mode; again when the dialog reopens or shows another banner.
  useEffect(() => {
    if (!open || banner === null) {
      counted.current = null;
      return;
    }
    if (counted.current === banner.id) return;
    counted.current = banner.id;
    latestOnImpression.current?.(banner);
  }, [open, banner]);

  if (banner === null) return null;

  const decline = (via: ModalBannerDecline) => {
    onDecline?.(banner, via);
    onOpenChange(false);
  };
  const image = mediaImage(banner.image, MEDIA_WIDTHS.banners, imageBaseUrl);

  return (
    <Modal
      open={open}
      onOpenChange={(next) => (next ? onOpenChange(true) : decline('close'))}
      title={banner.title}
      closeLabel={MODAL_BANNER_TEXT.close}
      className={className}
    >
      <a
        href={banner.href}
        className="cw-cat-modal-banner__link"
        onClick={() => {
          onBannerClick?.(banner);
          onOpenChange(false);
        }}
      >
        <Thumbnail
          ratio="16:9"
          src={image.src}
          sources={image.sources}
          sizes={imageSizes}
          width={MEDIA_WIDTHS.banners[0]}
          alt={banner.alt || banner.title}
          loading="eager"
        />
      </a>
      <div className="cw-cat-modal-banner__actions">
        <Button variant="secondary" onClick={() => decline('neverShow')}>
          {MODAL_BANNER_TEXT.neverShow}
        </Button>
      </div>
    </Modal>
  );
}
