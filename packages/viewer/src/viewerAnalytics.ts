import type { ViewerManifest } from '@cw/contract/schemas';
import { type AnalyticsReadingDirection, analyticsReadingDirection } from '@cw/domain';
import type { PresentationMode, ReadingDirection } from './storedPreferences';

/** Which link of the viewer was followed, for `viewer_action_link_click`. */
export type ViewerLinkKind = 'work' | 'previous_episode' | 'recommendation';

/**
 * Every analytics event the viewer reports: its name and the fields only the viewer knows. The
 * episode and work fields every event also carries are the app's to add (@cw/analytics
 * `viewerEvent(episodeContext(…), event)`), so they are built in one place.
 */
export type ViewerAnalyticsEvent =
  | {
      readonly name: 'episode_read';
      readonly params: { readonly reading_direction: AnalyticsReadingDirection };
    }
  | {
      /** The reader followed the link to the next episode. */
      readonly name: 'viewer_action_next';
      readonly params: { readonly next_episode_code: string };
    }
  | {
      readonly name: 'viewer_action_change_direction';
      readonly params: { readonly reading_direction: AnalyticsReadingDirection };
    }
  | {
      /** The reader switched between the normal and the wide presentation. */
      readonly name: 'viewer_action_expand';
      readonly params: { readonly presentation_mode: Exclude<PresentationMode, 'fullscreen'> };
    }
  | {
      readonly name: 'viewer_action_full_screen';
      readonly params: { readonly full_screen: boolean };
    }
  | {
      readonly name: 'viewer_action_link_click';
      readonly params: { readonly link: ViewerLinkKind; readonly href: string };
    }
  | {
      /** The end-of-episode panel was shown (once per episode opened); no fields of its own. */
      readonly name: 'end_of_book';
      readonly params: Readonly<Record<string, never>>;
    };

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
      reading_direction: analyticsReadingDirection({
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
      reading_direction: analyticsReadingDirection({
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
 * presentationModeEvent('normal', 'wide')?.name; //=> 'viewer_action_expand'
 */
export function presentationModeEvent(
  from: PresentationMode,
  to: PresentationMode,
): ViewerAnalyticsEvent | null {
  if (from === to) return null;
  if (from === 'fullscreen' || to === 'fullscreen') {
    return { name: 'viewer_action_full_screen', params: { full_screen: to === 'fullscreen' } };
  }
  return { name: 'viewer_action_expand', params: { presentation_mode: to } };
}
