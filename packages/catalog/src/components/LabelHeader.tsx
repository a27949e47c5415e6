import { MEDIA_WIDTHS } from '@cw/contract/constants';
import type { Label } from '@cw/contract/schemas';
import { Heading, isHexColor, readableBackground, textColorOn } from '@cw/ui';
import { clsx } from 'clsx';
import type { ReactNode } from 'react';
import { followerCountText } from '../text';
import { MediaPicture } from './MediaPicture';

export interface LabelHeaderProps {
  label: Label;
  /** Readers following the label (`LabelFollower.followerCount`); omitted while unknown. */
  followerCount?: number | null;
  /** The follow button, which the app wires to the reader's session. */
  followButton?: ReactNode;
  headingLevel?: number;
  imageBaseUrl?: string;
  className?: string;
}

/**
 * The head of a label's page: its icon and name on the label's colour, the text dark or light
 * by @cw/ui's `textColorOn` (lightness 0.67) with the colour shaded just enough for 4.5:1
 * contrast (`readableBackground`), its description, `フォロワー {n}人` and a slot for the
 * follow button. A colour that is not `#rrggbb` falls back to the neutral surface.
 * Server-renderable; the follow button brings its own client code.
 *
 * @example
 * <LabelHeader label={label} followerCount={follower.followerCount} followButton={<FollowLabelButton … />} />
 */
export function LabelHeader({
  label,
  followerCount,
  followButton,
  headingLevel = 1,
  imageBaseUrl = '',
  className,
}: LabelHeaderProps) {
  const tone = isHexColor(label.color) ? textColorOn(label.color) : undefined;
  return (
    <header
      className={clsx(
        'cw-cat-label-header',
        tone === 'dark' && 'cw-cat-label-header--dark-text',
        tone === 'light' && 'cw-cat-label-header--light-text',
        className,
      )}
      style={tone ? { backgroundColor: readableBackground(label.color, tone) } : undefined}
      data-tone={tone}
    >
      <MediaPicture
        src={label.iconImageUrl}
        widths={MEDIA_WIDTHS['label-icons']}
        sizes="64px"
        alt=""
        width={64}
        height={64}
        className="cw-cat-label-header__icon"
        imageBaseUrl={imageBaseUrl}
      />
      <div className="cw-cat-label-header__body">
        <Heading level={headingLevel} className="cw-cat-label-header__name">
          {label.name}
        </Heading>
        {label.description ? (
          <p className="cw-cat-label-header__description">{label.description}</p>
        ) : null}
        {followerCount != null || followButton ? (
          <div className="cw-cat-label-header__meta">
            {followerCount != null ? (
              <p className="cw-cat-label-header__followers">{followerCountText(followerCount)}</p>
            ) : null}
            {followButton}
          </div>
        ) : null}
      </div>
    </header>
  );
}
