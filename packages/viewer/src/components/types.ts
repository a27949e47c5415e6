import type { EpisodeSummary, WorkSummary } from '@cw/contract/schemas';
import { viewerPath, workPath } from '@cw/paths';
import type { ViewerAnalyticsEvent } from '../viewerAnalytics';

/**
 * Receives every analytics event of the viewer (its name and own fields); the app adds the
 * episode and work fields and forwards them to its tag manager.
 */
export type ViewerAnalyticsHandler = (event: ViewerAnalyticsEvent) => void;

/** Builds the URL of an episode in the viewer; the app owns its routes. */
export type ViewerEpisodeHref = (episode: Pick<EpisodeSummary, 'code'>) => string;

/** Builds the URL of a work's page; the app owns its routes. */
export type ViewerWorkHref = (work: Pick<WorkSummary, 'code'>) => string;

/** The viewer's default episode route, `/viewer/{episodeCode}` (@cw/paths `viewerPath`). */
export const defaultEpisodeHref: ViewerEpisodeHref = (episode) => viewerPath(episode.code);

/** The default work page route, `/detail/{workCode}` (@cw/paths `workPath`). */
export const defaultWorkHref: ViewerWorkHref = (work) => workPath(work.code);
