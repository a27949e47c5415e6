'use client';

import { MEDIA_WIDTHS } from '@cw/contract/constants';
import type { Episode, Store, ViewerManifest, WorkSummary } from '@cw/contract/schemas';
import { isTrialEpisode } from '@cw/domain';
import {
  Badge,
  buttonClassName,
  DESKTOP_MEDIA_QUERY,
  mediaImage,
  Thumbnail,
  useLatest,
  useUiLocale,
} from '@cw/ui';
import { type ReactNode, type RefObject, useEffect, useId, useRef } from 'react';
import { storeOnlyStores } from '../storeOnly';
import { nextEpisodeInStoresText, VIEWER_TEXTS } from '../text';
import type { ViewerLinkKind } from '../viewerAnalytics';
import {
  defaultEpisodeHref,
  defaultWorkHref,
  type ViewerAnalyticsHandler,
  type ViewerEpisodeHref,
  type ViewerWorkHref,
} from './types';
import { useViewerEndState } from './viewerContext';

/** A work the end panel recommends: what its tile shows (a `WorkSummary` fits). */
export type ViewerRecommendation = Pick<WorkSummary, 'code' | 'title' | 'thumbnail'>;

/**
 * The next episode of the story when it is sold in stores only (`manifest.nextStoreEpisode`),
 * with the stores that sell it: its own, else those of the volume holding it.
 */
export interface ViewerNextStoreEpisode {
  episode: Episode;
  stores: readonly Store[];
}

export interface ViewerEndPanelProps {
  /** The episode just read: its neighbours, work and volume stores. */
  manifest: ViewerManifest;
  /** URL of an episode in the viewer; `/viewer/{episodeCode}` by default. */
  episodeHref?: ViewerEpisodeHref;
  /** URL of a work's page (this work's and the recommendations'); `/detail/{workCode}`. */
  workHref?: ViewerWorkHref;
  /** Works to read next, with their 5:7 covers. */
  recommendations?: readonly ViewerRecommendation[];
  /**
   * The app's good button (いいね) for the episode: a `GoodButton` given the reader's good and
   * the count, which the app reads and saves (it owns the session). Shown above the follow
   * button; without it nothing is rendered in its place.
   */
  goodButton?: ReactNode;
  /** The app's follow button for the work (it owns the session and the follow state). */
  followButton?: ReactNode;
  /**
   * The app's button opening the store chooser for the volume's stores
   * (`manifest.volumeStores`), with its analytics; shown under 'この話を収録したコミックス'
   * when the volume has stores. The work page's chooser, so the app composes it.
   */
  storeButton?: ReactNode;
  /**
   * Renders the app's button opening the store chooser for the next episode of the story when
   * it is sold in stores only (`manifest.nextStoreEpisode`): the work page's store button for
   * `stores`, with its analytics. Shown under '{title} はストアで購入できます', before 次の話へ;
   * without it the panel still says so.
   */
  renderNextStoreButton?: (next: ViewerNextStoreEpisode) => ReactNode;
  /** Host put in front of root-relative image paths; `''` keeps the page's origin. */
  imageBaseUrl?: string;
  /**
   * Where `end_of_book`, `viewer_action_next` and `viewer_action_link_click` go. Inside a
   * `Viewer` they go to the viewer's `onAnalytics` unless this is set.
   */
  onAnalytics?: ViewerAnalyticsHandler;
}

/**
 * The end-of-episode panel: links to the next episode (`viewer-jump-forward`) and the
 * previous one (`viewer-jump-back`), the app's good button for the episode (a `GoodButton`),
 * its follow button for the work, its store button for the volume's stores, the work page and
 * recommended works. Logs `end_of_book` once, when first shown: inside a `Viewer` when the
 * reader reaches it, elsewhere on mount. A trial chapter is marked 試し読み; its 次の話へ leads
 * to `manifest.nextEpisode`, the next episode the reader can read, named by its title. Its
 * heading starts below the viewer's top bar.
 *
 * 次の話へ never skips silently: when the story goes on first with an episode sold in stores
 * only (`manifest.nextStoreEpisode`), the panel says '{title} はストアで購入できます' with the
 * app's store button for it, and 次の話へ comes second.
 *
 * @example
 * <Viewer manifest={manifest} endPanel={
 *   <ViewerEndPanel manifest={manifest} recommendations={works} followButton={<Follow />}
 *     goodButton={<GoodButton pressed={good} count={count} onPressedChange={saveGood} />}
 *     storeButton={<StoreButton stores={manifest.volumeStores} />}
 *     renderNextStoreButton={({ episode, stores }) => (
 *       <StoreButton stores={stores} subjectName={episode.title} />
 *     )} />
 * } />
 */
export function ViewerEndPanel({
  manifest,
  episodeHref = defaultEpisodeHref,
  workHref = defaultWorkHref,
  recommendations = [],
  goodButton,
  followButton,
  storeButton,
  renderNextStoreButton,
  imageBaseUrl = '',
  onAnalytics,
}: ViewerEndPanelProps) {
  const { work, episode, volumeStores } = manifest;
  const locale = useUiLocale();
  const text = VIEWER_TEXTS[locale];
  const headingId = useId();
  const nextForSaleId = useId(); // EndPanelJumps', made here to keep the ids of the HTML
  const end = useViewerEndState();
  const shown = end?.shown ?? true;
  const emit = useLatest(onAnalytics ?? end?.emit);
  const logged = useRef(false);

  useEffect(() => {
    if (!shown || logged.current) return;
    logged.current = true;
    emit.current?.({ name: 'end_of_book', params: {} });
  }, [shown, emit]);

  const thisWorkHref = workHref(work);

  return (
    <section
      className="cw-viewer-end"
      aria-labelledby={headingId}
      data-testid="viewer-end-panel"
      data-shown={shown ? 'true' : 'false'}
    >
      <h2 id={headingId} className="cw-viewer-end__heading">
        {text.endHeading}
      </h2>
      <p className="cw-viewer-end__episode">
        {isTrialEpisode(episode) ? (
          <Badge variant="accent" className="cw-viewer-end__trial">
            {text.trial}
          </Badge>
        ) : null}
        {work.title} {episode.title}
      </p>

      <EndPanelJumps
        manifest={manifest}
        nextForSaleId={nextForSaleId}
        episodeHref={episodeHref}
        renderNextStoreButton={renderNextStoreButton}
        imageBaseUrl={imageBaseUrl}
        emit={emit}
      />

      {goodButton ? <div className="cw-viewer-end__good">{goodButton}</div> : null}

      {followButton ? <div className="cw-viewer-end__follow">{followButton}</div> : null}

      {storeButton && volumeStores.length > 0 ? (
        <div className="cw-viewer-end__stores">
          <h3 className="cw-viewer-end__subheading">{text.volumeStores}</h3>
          {storeButton}
        </div>
      ) : null}

      <a
        href={thisWorkHref}
        className={buttonClassName({ variant: 'secondary', fullWidth: true })}
        onClick={linkClick(emit, 'work', thisWorkHref)}
        data-testid="viewer-end-work-link"
      >
        {text.toWork}
      </a>

      {recommendations.length > 0 ? (
        <section className="cw-viewer-end__recommendations" aria-label={text.recommendations}>
          <h3 className="cw-viewer-end__subheading">{text.recommendations}</h3>
          <ul className="cw-viewer-recommendations">
            {recommendations.map((recommended) => {
              const href = workHref(recommended);
              const cover = mediaImage(recommended.thumbnail, MEDIA_WIDTHS.covers, imageBaseUrl);
              return (
                <li key={recommended.code} className="cw-viewer-recommendations__item">
                  <a
                    href={href}
                    className="cw-viewer-recommendation"
                    onClick={linkClick(emit, 'recommendation', href)}
                  >
                    <Thumbnail
                      ratio="5:7"
                      src={cover.src}
                      sources={cover.sources}
                      sizes={`${DESKTOP_MEDIA_QUERY} 120px, 30vw`}
                      alt=""
                    />
                    <span className="cw-viewer-recommendation__title">{recommended.title}</span>
                  </a>
                </li>
              );
            })}
          </ul>
        </section>
      ) : null}
    </section>
  );
}

type Emit = RefObject<ViewerAnalyticsHandler | undefined>;

/** Logs `viewer_action_link_click` on a press of a link. */
const linkClick = (emit: Emit, link: ViewerLinkKind, href: string) => () =>
  emit.current?.({ name: 'viewer_action_link_click', params: { link, href } });

/** The links to the next episode (or the one sold in stores, or a note) and the previous one. */
function EndPanelJumps({
  manifest,
  nextForSaleId,
  episodeHref,
  renderNextStoreButton,
  imageBaseUrl,
  emit,
}: Pick<ViewerEndPanelProps, 'manifest' | 'renderNextStoreButton'> & {
  nextForSaleId: string;
  episodeHref: ViewerEpisodeHref;
  imageBaseUrl: string;
  emit: Emit;
}) {
  const locale = useUiLocale();
  const text = VIEWER_TEXTS[locale];
  const { nextEpisode, previousEpisode } = manifest;
  const nextForSale = nextStoreEpisode(manifest);
  const nextHref = nextEpisode === null ? null : episodeHref(nextEpisode);
  const previousHref = previousEpisode === null ? null : episodeHref(previousEpisode);

  return (
    <div className="cw-viewer-end__jumps">
      {nextForSale ? (
        <section
          aria-labelledby={nextForSaleId}
          className="cw-viewer-end__stores"
          data-testid="viewer-next-store-episode"
        >
          <p id={nextForSaleId} className="cw-viewer-end__subheading">
            {nextEpisodeInStoresText(nextForSale.episode.title, locale)}
          </p>
          {renderNextStoreButton?.(nextForSale)}
        </section>
      ) : null}
      {nextEpisode !== null && nextHref !== null ? (
        <a
          href={nextHref}
          // Second to the episode sold in stores, which comes first in the story.
          className={`cw-viewer-jump${nextForSale ? '' : ' cw-viewer-jump--forward'} viewer-jump-forward`}
          data-testid="viewer-jump-forward"
          onClick={() =>
            emit.current?.({
              name: 'viewer_action_next',
              params: { next_episode_code: nextEpisode.code },
            })
          }
        >
          <EpisodeThumbnail src={nextEpisode.thumbnail} imageBaseUrl={imageBaseUrl} />
          <span className="cw-viewer-jump__text">
            <span className="cw-viewer-jump__label">{text.nextEpisode}</span>
            <span className="cw-viewer-jump__title">{nextEpisode.title}</span>
          </span>
        </a>
      ) : nextForSale ? null : (
        <p className="cw-viewer-end__note">{text.noNextEpisode}</p>
      )}
      {previousEpisode !== null && previousHref !== null ? (
        <a
          href={previousHref}
          className="cw-viewer-jump viewer-jump-back"
          data-testid="viewer-jump-back"
          onClick={linkClick(emit, 'previous_episode', previousHref)}
        >
          <EpisodeThumbnail src={previousEpisode.thumbnail} imageBaseUrl={imageBaseUrl} />
          <span className="cw-viewer-jump__text">
            <span className="cw-viewer-jump__label">{text.previousEpisode}</span>
            <span className="cw-viewer-jump__title">{previousEpisode.title}</span>
          </span>
        </a>
      ) : null}
    </div>
  );
}

/**
 * The next episode of the story when it is sold in stores only, with the stores that sell it
 * (`storeOnlyStores`: its own, else the volume's); null when the story goes on with
 * `nextEpisode`, and for a manifest saved before the field existed.
 */
function nextStoreEpisode(manifest: ViewerManifest): ViewerNextStoreEpisode | null {
  const episode = manifest.nextStoreEpisode ?? null;
  if (episode === null) return null;
  const stores = storeOnlyStores({ episode, volumeStores: manifest.volumeStores });
  return stores === null ? null : { episode, stores };
}

function EpisodeThumbnail({ src, imageBaseUrl }: { src: string; imageBaseUrl: string }) {
  const image = mediaImage(src, MEDIA_WIDTHS.thumbnails, imageBaseUrl);
  return (
    <Thumbnail
      ratio="16:9"
      src={image.src}
      sources={image.sources}
      sizes={`${DESKTOP_MEDIA_QUERY} 160px, 35vw`}
      alt=""
      className="cw-viewer-jump__thumbnail"
    />
  );
}
