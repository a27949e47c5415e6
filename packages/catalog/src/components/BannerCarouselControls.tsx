import { CAROUSEL_ROTATION_TEXT, NEXT_TEXT, PREVIOUS_TEXT } from '../text';

export interface BannerCarouselControlsProps {
  /** The id of the slides the step buttons move. */
  slidesId: string;
  /** Whether the carousel turns on its own, so it has a rotation button. */
  canTurn: boolean;
  /** Whether the turning is stopped: the rotation button starts it. */
  stopped: boolean;
  onToggleRotation: () => void;
  onPrevious: () => void;
  onNext: () => void;
}

/**
 * The buttons above `BannerCarousel`'s banners: `自動再生を停止` / `自動再生を開始` when it turns
 * on its own, then `前へ` and `次へ`.
 */
export function BannerCarouselControls({
  slidesId,
  canTurn,
  stopped,
  onToggleRotation,
  onPrevious,
  onNext,
}: BannerCarouselControlsProps) {
  return (
    <div className="cw-cat-carousel__controls">
      {canTurn ? (
        <button type="button" className="cw-cat-carousel__rotation" onClick={onToggleRotation}>
          {stopped ? CAROUSEL_ROTATION_TEXT.start : CAROUSEL_ROTATION_TEXT.stop}
        </button>
      ) : null}
      <button
        type="button"
        className="cw-cat-carousel__step cw-cat-carousel__step--prev"
        aria-controls={slidesId}
        onClick={onPrevious}
      >
        <span aria-hidden="true">‹</span>
        <span className="cw-cat-visually-hidden">{PREVIOUS_TEXT}</span>
      </button>
      <button
        type="button"
        className="cw-cat-carousel__step cw-cat-carousel__step--next"
        aria-controls={slidesId}
        onClick={onNext}
      >
        <span aria-hidden="true">›</span>
        <span className="cw-cat-visually-hidden">{NEXT_TEXT}</span>
      </button>
    </div>
  );
}
