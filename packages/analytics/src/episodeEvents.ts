import { isTrialEpisode } from '@cw/domain';
import type {
  AnalyticsComicType,
  AnalyticsEvent,
  AnalyticsReadingDirection,
  AnalyticsServiceType,
  EpisodeContext,
  ViewerLinkKind,
} from './events';

/** How a work's pages turn (the API's `ScrollType`): `vsc` is the vertical scroll. */
export type ScrollType = 'ltr' | 'rtl' | 'vsc';

/**
 * The work fields episode events read. The API's `Work` fits as is; the viewer's `ViewerWork`
 * (scroll type at the top, with tags and sub-genre) fits as
 * `{ ...work, internal: { scrollType: work.scrollType } }`. Without tags or sub-genre, as in
 * other work summaries, the events carry none.
 */
export interface AnalyticsWorkInput {
  readonly id: number;
  readonly code: string;
  readonly title: string;
  readonly internal: { readonly scrollType: ScrollType };
  readonly labelInfo?: { readonly code: string; readonly name: string } | null;
  readonly genre?: { readonly name: string } | null;
  readonly subGenre?: { readonly name: string } | null;
  readonly tags?: readonly { readonly name: string }[];
}

/** The episode fields episode events read; the API's `Episode` fits as is. */
export interface AnalyticsEpisodeInput {
  readonly id: number;
  readonly code: string;
  readonly title: string;
  readonly serviceId: string;
  readonly internal: {
    readonly episodeNo: number;
    readonly pageCount: number;
    readonly episodetype: string;
    readonly isLatest: boolean;
  };
}

/**
 * Analytics comic type of a work (spec section 4): vertical scroll (`vsc`) is `tate`, any
 * other `yoko`.
 *
 * @example
 * comicTypeOf('vsc'); //=> 'tate'
 */
export function comicTypeOf(scrollType: ScrollType): AnalyticsComicType {
  return scrollType === 'vsc' ? 'tate' : 'yoko';
}

/**
 * Analytics service type of an episode (spec section 4): a `serviceId` containing `web_trial`
 * is `trial`, any other `serial`.
 *
 * @example
 * serviceTypeOf('web_trial'); //=> 'trial'
 */
export function serviceTypeOf(serviceId: string): AnalyticsServiceType {
  return isTrialEpisode({ serviceId }) ? 'trial' : 'serial';
}

/**
 * The fields every event about one episode carries. Build it once per episode page and pass
 * it to the episode builders.
 *
 * @example
 * const context = episodeContext({ work, episode });
 * context.service_type; //=> 'trial' for a volume's 試し読み
 */
export function episodeContext({
  work,
  episode,
}: {
  work: AnalyticsWorkInput;
  episode: AnalyticsEpisodeInput;
}): EpisodeContext {
  return {
    work_id: work.id,
    work_code: work.code,
    work_title: work.title,
    comic_type: comicTypeOf(work.internal.scrollType),
    label_code: work.labelInfo?.code ?? null,
    label_name: work.labelInfo?.name ?? null,
    genre: work.genre?.name ?? null,
    sub_genre: work.subGenre?.name ?? null,
    tags: (work.tags ?? []).map((tag) => tag.name).join(','),
    episode_id: episode.id,
    episode_code: episode.code,
    episode_title: episode.title,
    episode_no: episode.internal.episodeNo,
    page_count: episode.internal.pageCount,
    episode_type: episode.internal.episodetype,
    is_latest: episode.internal.isLatest,
    service_type: serviceTypeOf(episode.serviceId),
    read_type: 'free',
  };
}

type EpisodeEvent<Name extends AnalyticsEvent['event']> = Extract<AnalyticsEvent, { event: Name }>;

/**
 * `episode_read`: an episode was opened in the viewer.
 *
 * @example
 * episodeReadEvent(context, 'tate_yomi');
 * //=> { event: 'episode_read', ...context, reading_direction: 'tate_yomi' }
 */
export function episodeReadEvent(
  context: EpisodeContext,
  readingDirection: AnalyticsReadingDirection,
): EpisodeEvent<'episode_read'> {
  return { event: 'episode_read', ...context, reading_direction: readingDirection };
}

/**
 * `end_of_book`: the end-of-episode panel was shown.
 *
 * @example
 * endOfBookEvent(context).event; //=> 'end_of_book'
 */
export function endOfBookEvent(context: EpisodeContext): EpisodeEvent<'end_of_book'> {
  return { event: 'end_of_book', ...context };
}

/**
 * `viewer_action_next`: the reader followed the link to the next episode.
 *
 * @example
 * viewerNextEvent(context, 'EP0003').next_episode_code; //=> 'EP0003'
 */
export function viewerNextEvent(
  context: EpisodeContext,
  nextEpisodeCode: string,
): EpisodeEvent<'viewer_action_next'> {
  return { event: 'viewer_action_next', ...context, next_episode_code: nextEpisodeCode };
}

/**
 * `viewer_action_change_direction`: the reader chose a reading direction.
 *
 * @example
 * viewerChangeDirectionEvent(context, 'yoko_yomi').reading_direction; //=> 'yoko_yomi'
 */
export function viewerChangeDirectionEvent(
  context: EpisodeContext,
  readingDirection: AnalyticsReadingDirection,
): EpisodeEvent<'viewer_action_change_direction'> {
  return {
    event: 'viewer_action_change_direction',
    ...context,
    reading_direction: readingDirection,
  };
}

/**
 * The event of a presentation-mode change: entering or leaving fullscreen is
 * `viewer_action_full_screen`, normal ⇄ wide is `viewer_action_expand`; no change is null.
 *
 * @example
 * viewerPresentationEvent(context, 'normal', 'wide')?.event; //=> 'viewer_action_expand'
 */
export function viewerPresentationEvent(
  context: EpisodeContext,
  from: 'normal' | 'wide' | 'fullscreen',
  to: 'normal' | 'wide' | 'fullscreen',
): EpisodeEvent<'viewer_action_expand' | 'viewer_action_full_screen'> | null {
  if (from === to) return null;
  if (to === 'fullscreen' || from === 'fullscreen') {
    return { event: 'viewer_action_full_screen', ...context, full_screen: to === 'fullscreen' };
  }
  return { event: 'viewer_action_expand', ...context, presentation_mode: to };
}

/**
 * `viewer_action_link_click`: the reader followed a link of the viewer (work page, previous
 * episode, a recommendation).
 *
 * @example
 * viewerLinkClickEvent(context, 'work', '/detail/KC_0001').link; //=> 'work'
 */
export function viewerLinkClickEvent(
  context: EpisodeContext,
  link: ViewerLinkKind,
  href: string,
): EpisodeEvent<'viewer_action_link_click'> {
  return { event: 'viewer_action_link_click', ...context, link, href };
}

/**
 * `good_button_on` / `good_button_off`: the reader turned the good button (いいね) of the
 * end panel on or off.
 *
 * @example
 * goodButtonEvent(context, true).event; //=> 'good_button_on'
 */
export function goodButtonEvent(
  context: EpisodeContext,
  on: boolean,
): EpisodeEvent<'good_button_on' | 'good_button_off'> {
  return { event: on ? 'good_button_on' : 'good_button_off', ...context };
}

/**
 * What the viewer package reports through its `onAnalytics` callback: a name and the fields
 * only the viewer knows. Every episode and work field comes from the context (this package owns
 * them); anything else in `params` is not sent.
 */
export type ViewerReport =
  | {
      readonly name: 'episode_read';
      readonly params: { readonly reading_direction: AnalyticsReadingDirection };
    }
  | { readonly name: 'end_of_book'; readonly params?: object }
  | { readonly name: 'viewer_action_next'; readonly params: { readonly next_episode_code: string } }
  | {
      readonly name: 'viewer_action_change_direction';
      readonly params: { readonly reading_direction: AnalyticsReadingDirection };
    }
  | {
      readonly name: 'viewer_action_expand';
      readonly params: { readonly presentation_mode: 'normal' | 'wide' };
    }
  | {
      readonly name: 'viewer_action_full_screen';
      readonly params: { readonly full_screen: boolean };
    }
  | {
      readonly name: 'viewer_action_link_click';
      readonly params: { readonly link: ViewerLinkKind; readonly href: string };
    };

/**
 * The event of one viewer report, its episode fields from the context: the viewer page's
 * `onAnalytics={(report) => tracker.track(viewerEvent(context, report))}`.
 *
 * @example
 * viewerEvent(context, { name: 'viewer_action_full_screen', params: { full_screen: true } });
 * //=> { event: 'viewer_action_full_screen', ...context, full_screen: true }
 */
export function viewerEvent(context: EpisodeContext, report: ViewerReport): AnalyticsEvent {
  switch (report.name) {
    case 'episode_read':
      return episodeReadEvent(context, report.params.reading_direction);
    case 'end_of_book':
      return endOfBookEvent(context);
    case 'viewer_action_next':
      return viewerNextEvent(context, report.params.next_episode_code);
    case 'viewer_action_change_direction':
      return viewerChangeDirectionEvent(context, report.params.reading_direction);
    case 'viewer_action_expand':
      return {
        event: 'viewer_action_expand',
        ...context,
        presentation_mode: report.params.presentation_mode,
      };
    case 'viewer_action_full_screen':
      return {
        event: 'viewer_action_full_screen',
        ...context,
        full_screen: report.params.full_screen,
      };
    case 'viewer_action_link_click':
      return viewerLinkClickEvent(context, report.params.link, report.params.href);
  }
}
