import { MEDIA_WIDTHS } from '@cw/contract/constants';
import type { Episode } from '@cw/contract/schemas';
import { formatDate } from '@cw/dates';
import { Badge, DESKTOP_MEDIA_QUERY, mediaImage, Thumbnail } from '@cw/ui';
import { deliveryPeriodText } from '../episodeCardText';
import { storeSubjectName } from '../storeSubject';
import { NEW_BADGE_TEXT, READ_MARK_TEXT, STORE_BUTTON_TEXT } from '../text';
import { StoreButton } from './StoreButton';
import type { EpisodeHref, StoreAnalyticsProps } from './types';

export interface EpisodeCardProps extends StoreAnalyticsProps {
  episode: Episode;
  /** URL of the episode (the viewer); used when the card is a link. */
  episodeHref: EpisodeHref;
  /** From the reader's history: shows '既読', to the eye and in the card's name. */
  hasRead?: boolean;
  /** The episode of the page: highlighted, `aria-current="true"`. */
  isCurrent?: boolean;
  /** Host put in front of root-relative image paths; `''` keeps the page's origin. */
  imageBaseUrl?: string;
  /** `sizes` of the thumbnail: its rendered width per viewport. */
  thumbnailSizes?: string;
}

const DEFAULT_THUMBNAIL_SIZES = `${DESKTOP_MEDIA_QUERY} 200px, 40vw`;

/**
 * One episode of the episodes tab: 16:9 thumbnail, '最新UP!' when new, update date, title
 * and subtitle, '配信期限：{date}' while the episode is served with a delivery period, '既読'
 * when read, highlighted when current.
 *
 * What it is depends on the episode: with stores, a button that opens the store chooser
 * (which names the episode) and shows 'ストアで購入'; otherwise a link to the episode. An
 * inactive episode without stores (the list folds those into a marker) is shown without a
 * link. The link or button is named by its own text, title first, so what a reader sees is
 * what assistive technology and voice control call it; the meta line (badge, date, '既読') is
 * drawn above the title but follows it in the markup.
 *
 * @example
 * <EpisodeCard episode={episode} episodeHref={(e) => `/viewer/${e.code}`} hasRead />
 */
export function EpisodeCard({
  episode,
  episodeHref,
  hasRead = false,
  isCurrent = false,
  imageBaseUrl = '',
  thumbnailSizes = DEFAULT_THUMBNAIL_SIZES,
  onStoreModalOpen,
  onStoreClick,
}: EpisodeCardProps) {
  const deliveryPeriod = deliveryPeriodText(episode);
  const updateDate = formatDate(episode.updateDate);
  const image = mediaImage(episode.thumbnail, MEDIA_WIDTHS.thumbnails, imageBaseUrl);
  const hasStores = episode.stores.length > 0;

  const className = [
    'cw-el-card',
    hasStores ? 'cw-el-card--store' : null,
    !episode.isActive ? 'cw-el-card--inactive' : null,
    hasRead ? 'cw-el-card--read' : null,
    isCurrent ? 'cw-el-card--current' : null,
  ]
    .filter(Boolean)
    .join(' ');

  const content = (
    <>
      <span className="cw-el-card__media">
        <Thumbnail
          ratio="16:9"
          src={image.src}
          sources={image.sources}
          sizes={thumbnailSizes}
          alt=""
        />
      </span>
      <span className="cw-el-card__body">
        <span className="cw-el-card__title">{episode.title}</span>
        {episode.subTitle ? <span className="cw-el-card__subtitle">{episode.subTitle}</span> : null}
        {episode.isNew || updateDate || hasRead ? (
          <span className="cw-el-card__meta">
            {episode.isNew ? <Badge variant="new">{NEW_BADGE_TEXT}</Badge> : null}
            {updateDate ? (
              <time className="cw-el-card__date" dateTime={episode.updateDate}>
                {updateDate}
              </time>
            ) : null}
            {hasRead ? (
              <Badge variant="muted" className="cw-el-card__read">
                {READ_MARK_TEXT}
              </Badge>
            ) : null}
          </span>
        ) : null}
        {deliveryPeriod ? <span className="cw-el-card__delivery">{deliveryPeriod}</span> : null}
        {hasStores ? <span className="cw-el-card__action">{STORE_BUTTON_TEXT}</span> : null}
      </span>
    </>
  );

  if (hasStores) {
    const subject = { kind: 'episode', episode } as const;
    return (
      <StoreButton
        stores={episode.stores}
        subjectName={storeSubjectName(subject)}
        className={className}
        aria-current={isCurrent ? 'true' : undefined}
        imageBaseUrl={imageBaseUrl}
        onStoreModalOpen={onStoreModalOpen ? () => onStoreModalOpen(subject) : undefined}
        onStoreClick={onStoreClick ? (store) => onStoreClick(store, subject) : undefined}
      >
        {content}
      </StoreButton>
    );
  }

  if (!episode.isActive) {
    return (
      <div className={className} aria-current={isCurrent ? 'true' : undefined}>
        {content}
      </div>
    );
  }

  return (
    <a
      href={episodeHref(episode)}
      className={className}
      aria-current={isCurrent ? 'true' : undefined}
    >
      {content}
    </a>
  );
}
