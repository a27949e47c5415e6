import type { WorkSummary } from '@cw/api-client/schemas';

// The link contract of @cw/episode-list, so one app-side link component serves both packages.
export type { LinkComponent, LinkProps } from '@cw/episode-list/components';

/** Builds the URL of a work (its detail page); the app owns its routes. */
export type WorkHref = (work: WorkSummary) => string;
