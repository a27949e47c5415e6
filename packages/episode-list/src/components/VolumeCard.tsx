'use client';

import { MEDIA_WIDTHS } from '@cw/contract/constants';
import type { ComicVolume, Episode } from '@cw/contract/schemas';
import {
  buttonClassName,
  DESKTOP_MEDIA_QUERY,
  Disclosure,
  Heading,
  mediaImage,
  Thumbnail,
} from '@cw/ui';
import { useId } from 'react';
import { storeSubjectName } from '../storeSubject';
import { CLOSE_TEXT, TRIAL_READ_TEXT } from '../text';
import { EPISODES_PER_VOLUME, volumeTrialEpisodes } from '../volumes';
import { ReleaseDate } from './ReleaseDate';
import { StoreButton } from './StoreButton';
import type { EpisodeHref, StoreAnalyticsProps } from './types';

export interface VolumeCardProps extends StoreAnalyticsProps {
  volume: ComicVolume;
  /** The current time: the release date is red within 30 days of it (in Japan). */
  now: Date;
  /** URL of a trial-read episode (the viewer). */
  episodeHref: EpisodeHref;
  /** Level of the volume title's heading; one below the section's. */
  headingLevel?: number;
  /** Show every trial episode at first instead of the first 3. */
  defaultTrialExpanded?: boolean;
  imageBaseUrl?: string;
  /** `sizes` of the cover: its rendered width per viewport. */
  coverSizes?: string;
}

const DEFAULT_COVER_SIZES = `${DESKTOP_MEDIA_QUERY} 160px, 30vw`;

/**
 * One volume of the comics tab: 5:7 cover, title, release date with '発売' (red within 30
 * days, gray otherwise), a 'ストアで購入' button opening the store chooser (which names the
 * volume) when the volume has stores, and its trial-read episodes, 3 at first, each with a
 * '試し読み' link, the rest behind '全{n}話を表示' / '閉じる'.
 *
 * @example
 * <VolumeCard volume={volume} now={now} episodeHref={(e) => `/viewer/${e.code}`} />
 */
export function VolumeCard({
  volume,
  now,
  episodeHref,
  headingLevel = 3,
  defaultTrialExpanded = false,
  imageBaseUrl = '',
  coverSizes = DEFAULT_COVER_SIZES,
  onStoreModalOpen,
  onStoreClick,
}: VolumeCardProps) {
  const id = useId();
  const titleId = `${id}-title`;
  const cover = mediaImage(volume.thumbnail, MEDIA_WIDTHS.volumes, imageBaseUrl);
  // Cut collapsed; the rest goes behind the disclosure, whose own state opens it.
  const trial = volumeTrialEpisodes(volume, { expanded: false });
  const rest = volume.episodes.slice(EPISODES_PER_VOLUME);
  const subject = { kind: 'volume', volume } as const;

  const trialItem = (episode: Episode) => {
    const episodeTitleId = `${id}-episode-${episode.id}`;
    return (
      <li key={episode.id} className="cw-el-trial">
        <span id={episodeTitleId} className="cw-el-trial__title">
          {episode.subTitle ? `${episode.title} ${episode.subTitle}` : episode.title}
        </span>
        <a
          href={episodeHref(episode)}
          className={buttonClassName({
            variant: 'secondary',
            size: 'sm',
            className: 'cw-el-trial__link',
          })}
          aria-describedby={episodeTitleId}
        >
          {TRIAL_READ_TEXT}
        </a>
      </li>
    );
  };

  return (
    <article className="cw-el-volume" aria-labelledby={titleId}>
      <div className="cw-el-volume__cover">
        <Thumbnail ratio="5:7" src={cover.src} sources={cover.sources} sizes={coverSizes} alt="" />
      </div>
      <div className="cw-el-volume__body">
        <Heading level={headingLevel} id={titleId} className="cw-el-volume__title">
          {volume.title}
        </Heading>
        <ReleaseDate release={volume.release} now={now} />
        {volume.stores.length > 0 ? (
          <StoreButton
            stores={volume.stores}
            subjectName={storeSubjectName(subject)}
            className={buttonClassName({
              variant: 'primary',
              size: 'sm',
              className: 'cw-el-volume__store',
            })}
            aria-describedby={titleId}
            imageBaseUrl={imageBaseUrl}
            onStoreModalOpen={onStoreModalOpen ? () => onStoreModalOpen(subject) : undefined}
            onStoreClick={onStoreClick ? (store) => onStoreClick(store, subject) : undefined}
          />
        ) : null}
      </div>
      {trial.visible.length > 0 ? (
        <div className="cw-el-volume__trials">
          <ul className="cw-el-trial-list">{trial.visible.map(trialItem)}</ul>
          {trial.toggleLabel !== null ? (
            <Disclosure
              expandLabel={trial.toggleLabel}
              collapseLabel={CLOSE_TEXT}
              buttonPosition="end"
              buttonVariant="ghost"
              defaultOpen={defaultTrialExpanded}
              className="cw-el-volume__more"
            >
              <ul className="cw-el-trial-list">{rest.map(trialItem)}</ul>
            </Disclosure>
          ) : null}
        </div>
      ) : null}
    </article>
  );
}
