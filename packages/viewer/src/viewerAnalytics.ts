import type { ScrollType, ViewerManifest } from '@cw/api-client/schemas';
import {
  type AnalyticsReadingDirection,
  resolveReadingDirectionForAnalytics,
} from './readingDirection';
import type { PresentationMode, ReadingDirection } from './storedPreferences';
import { isTrialEpisode } from './trialEpisode';

/** Comic type of a work as analytics reports it: 縦 (vertical strip) or 横 (paged). */
export type AnalyticsComicType = 'tate' | 'yoko';

/** Service type of an episode as analytics reports it. */
export type AnalyticsServiceType = 'trial' | 'serial';

/** The episode and work an event is about; every viewer event carries them. */
export interface ViewerEventParams {
  readonly work_id: number;
  readonly work_code: string;
  readonly work_title: string;
  readonly episode_id: number;
  readonly episode_code: string;
  readonly episode_title: string;
  readonly episode_no: number;
  readonly page_count: number;
  readonly episode_type: string;
  readonly is_latest: boolean;
  readonly service_type: AnalyticsServiceType;
  /** Always `free` (spec section 4). */
  readonly read_type: 'free';
  readonly comic_type: AnalyticsComicType;
}

/** Which link of the viewer was followed, for `viewer_action_link_click`. */
export type ViewerLinkKind = 'work' | 'previous_episode' | 'recommendation';

/** Every analytics event the viewer reports, with its parameters. */
export type ViewerAnalyticsEvent =
  | {
      readonly name: 'episode_read';
      readonly params: ViewerEventParams & {
        readonly reading_direction: AnalyticsReadingDirection;
      };
    }
  | {
      /** The reader followed the link to the next episode. */
      readonly name: 'viewer_action_next';
      readonly params: ViewerEventParams & { readonly next_episode_code: string };
    }
  | {
      readonly name: 'viewer_action_change_direction';
      readonly params: ViewerEventParams & {
        readonly reading_direction: AnalyticsReadingDirection;
      };
    }
  | {
      /** The reader switched between the normal and the wide presentation. */
      readonly name: 'viewer_action_expand';
      readonly params: ViewerEventParams & {
        readonly presentation_mode: Exclude<PresentationMode, 'fullscreen'>;
      };
    }
  | {
      readonly name: 'viewer_action_full_screen';
      readonly params: ViewerEventParams & { readonly full_screen: boolean };
    }
  | {
      readonly name: 'viewer_action_link_click';
      readonly params: ViewerEventParams & {
        readonly link: ViewerLinkKind;
        readonly href: string;
      };
    }
  | {
      /** The end-of-episode panel was shown (once per episode opened). */
      readonly name: 'end_of_book';
      readonly params: ViewerEventParams;
    };

/** The name of a viewer analytics event. */
export type ViewerAnalyticsEventName = ViewerAnalyticsEvent['name'];

/**
 * Analytics comic type of a work (spec section 4): a vertical-scroll work (`vsc`) is `tate`,
 * any other `yoko`.
 *
 * @example
 * analyticsComicType('vsc'); //=> 'tate'
 */
export function analyticsComicType(scrollType: ScrollType): AnalyticsComicType {
  return scrollType === 'vsc' ? 'tate' : 'yoko';
}

/**
 * Analytics service type of an episode (spec section 4): a `serviceId` containing
 * `web_trial` is a `trial`, anything else `serial`.
 *
 * @example
 * analyticsServiceType('web_trial'); //=> 'trial'
 */
export function analyticsServiceType(serviceId: string): AnalyticsServiceType {
  return isTrialEpisode({ serviceId }) ? 'trial' : 'serial';
}

/**
 * The parameters every viewer event carries, from the manifest being read.
 *
 * @example
 * viewerEventParams(manifest).comic_type; //=> 'yoko' for an rtl work
 */
export function viewerEventParams({ episode, work }: ViewerManifest): ViewerEventParams {
  return {
    work_id: work.id,
    work_code: work.code,
    work_title: work.title,
    episode_id: episode.id,
    episode_code: episode.code,
    episode_title: episode.title,
    episode_no: episode.internal.episodeNo,
    page_count: episode.internal.pageCount,
    episode_type: episode.internal.episodetype,
    is_latest: episode.internal.isLatest,
    service_type: analyticsServiceType(episode.serviceId),
    read_type: 'free',
    comic_type: analyticsComicType(work.scrollType),
  };
}

/**
 * The `episode_read` event of an episode opened in the viewer, its reading direction from the
 * reader's stored choice for the work (`null` when none) or the work's original direction.
 *
 * @example
 * episodeReadEvent(manifest, 'vertical').params.reading_direction; //=> 'tate_yomi'
 */
export function episodeReadEvent(
  manifest: ViewerManifest,
  storedDirection: ReadingDirection | null,
): Extract<ViewerAnalyticsEvent, { name: 'episode_read' }> {
  return {
    name: 'episode_read',
    params: {
      ...viewerEventParams(manifest),
      reading_direction: resolveReadingDirectionForAnalytics({
        storedDirection,
        originalDirection: manifest.work.originalDirection,
      }),
    },
  };
}

/**
 * The `viewer_action_change_direction` event of the reader choosing a direction.
 *
 * @example
 * changeDirectionEvent(manifest, 'horizontal').params.reading_direction; //=> 'yoko_yomi'
 */
export function changeDirectionEvent(
  manifest: ViewerManifest,
  direction: ReadingDirection,
): Extract<ViewerAnalyticsEvent, { name: 'viewer_action_change_direction' }> {
  return {
    name: 'viewer_action_change_direction',
    params: {
      ...viewerEventParams(manifest),
      reading_direction: resolveReadingDirectionForAnalytics({
        storedDirection: direction,
        originalDirection: manifest.work.originalDirection,
      }),
    },
  };
}

/**
 * The event of the reader choosing a presentation mode: `viewer_action_full_screen` when
 * entering or leaving fullscreen, `viewer_action_expand` between normal and wide; `null`
 * when nothing changes.
 *
 * @example
 * presentationModeEvent(manifest, 'normal', 'wide')?.name; //=> 'viewer_action_expand'
 */
export function presentationModeEvent(
  manifest: ViewerManifest,
  from: PresentationMode,
  to: PresentationMode,
): ViewerAnalyticsEvent | null {
  if (from === to) return null;
  const params = viewerEventParams(manifest);
  if (from === 'fullscreen' || to === 'fullscreen') {
    return {
      name: 'viewer_action_full_screen',
      params: { ...params, full_screen: to === 'fullscreen' },
    };
  }
  return { name: 'viewer_action_expand', params: { ...params, presentation_mode: to } };
}
