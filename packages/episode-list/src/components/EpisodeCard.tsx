'use client';

import type { Episode } from '@cw/api-client/schemas';
import { formatDate } from '@cw/dates';
import { Badge, DESKTOP_MEDIA_QUERY, Thumbnail } from '@cw/ui';
import { useId } from 'react';
import { deliveryPeriodLabel } from '../episodeCardText';
import { NEW_BADGE_LABEL, STORE_BUTTON_LABEL } from '../labels';
import { EPISODE_THUMBNAIL_WIDTHS, mediaImage } from './mediaImage';
import { READ_MARK_LABEL } from './readMark';
import { StoreButton } from './StoreButton';
import type { EpisodeHref, LinkComponent, StoreAnalyticsProps } from './types';

export interface EpisodeCardProps extends StoreAnalyticsProps {
  episode: Episode;
  /** URL of the episode (the viewer); used when the card is a link. */
  episodeHref: EpisodeHref;
  /** From the reader's history: shows '既読', to the eye and in the link's name. */
  hasRead?: boolean;
  /** The episode of the page: highlighted, `aria-current="true"`. */
  isCurrent?: boolean;
  /** Host put in front of root-relative image paths; `''` keeps the page's origin. */
  imageBaseUrl?: string;
  /** Renders the link: `'a'` or the app router's link. */
  linkComponent?: LinkComponent;
  /** `sizes` of the thumbnail: its rendered width per viewport. */
  thumbnailSizes?: string;
}

const DEFAULT_THUMBNAIL_SIZES = `${DESKTOP_MEDIA_QUERY} 200px, 40vw`;

/**
 * One episode of the episodes tab: 16:9 thumbnail, '最新UP!' when new, update date, title
 * and subtitle, '配信期限：{date}' when the episode has a delivery period, '既読' when read,
 * highlighted when current.
 *
 * What it is depends on the episode: with stores, a button named 'ストアで購入' that opens
 * the store chooser (the title describes it); otherwise a link to the episode named by its
 * title. An inactive episode without stores (the list folds those into a marker) is shown
 * without a link.
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
  linkComponent: Link = 'a',
  thumbnailSizes = DEFAULT_THUMBNAIL_SIZES,
  onStoreModalOpen,
  onStoreClick,
}: EpisodeCardProps) {
  const id = useId();
  const ids = {
    title: `${id}-title`,
    subTitle: `${id}-subtitle`,
    isNew: `${id}-new`,
    read: `${id}-read`,
    date: `${id}-date`,
    delivery: `${id}-delivery`,
  };
  const deliveryPeriod = deliveryPeriodLabel(episode.deliveryPeriod);
  const updateDate = formatDate(episode.updateDate);
  const image = mediaImage(episode.thumbnail, EPISODE_THUMBNAIL_WIDTHS, imageBaseUrl);
  const hasStores = episode.stores.length > 0;

  const nameIds = [
    ids.title,
    episode.subTitle ? ids.subTitle : null,
    episode.isNew ? ids.isNew : null,
    hasRead ? ids.read : null,
  ];
  const descriptionIds = [updateDate ? ids.date : null, deliveryPeriod ? ids.delivery : null];

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
        <span className="cw-el-card__meta">
          {episode.isNew ? (
            <Badge id={ids.isNew} variant="new">
              {NEW_BADGE_LABEL}
            </Badge>
          ) : null}
          {updateDate ? (
            <time id={ids.date} className="cw-el-card__date" dateTime={episode.updateDate}>
              {updateDate}
            </time>
          ) : null}
          {hasRead ? (
            <Badge id={ids.read} variant="muted" className="cw-el-card__read">
              {READ_MARK_LABEL}
            </Badge>
          ) : null}
        </span>
        <span id={ids.title} className="cw-el-card__title">
          {episode.title}
        </span>
        {episode.subTitle ? (
          <span id={ids.subTitle} className="cw-el-card__subtitle">
            {episode.subTitle}
          </span>
        ) : null}
        {deliveryPeriod ? (
          <span id={ids.delivery} className="cw-el-card__delivery">
            {deliveryPeriod}
          </span>
        ) : null}
        {hasStores ? (
          <span className="cw-el-card__action" aria-hidden="true">
            {STORE_BUTTON_LABEL}
          </span>
        ) : null}
      </span>
    </>
  );

  if (hasStores) {
    const subject = { kind: 'episode', episode } as const;
    return (
      <StoreButton
        stores={episode.stores}
        className={className}
        aria-label={STORE_BUTTON_LABEL}
        aria-describedby={joinIds([...nameIds, ...descriptionIds])}
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
    <Link
      href={episodeHref(episode)}
      className={className}
      aria-labelledby={joinIds(nameIds)}
      aria-describedby={joinIds(descriptionIds)}
      aria-current={isCurrent ? 'true' : undefined}
    >
      {content}
    </Link>
  );
}

function joinIds(ids: readonly (string | null)[]): string | undefined {
  const present = ids.filter((value): value is string => value !== null);
  return present.length > 0 ? present.join(' ') : undefined;
}
