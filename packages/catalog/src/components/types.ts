import type { WorkSummary } from '@cw/api-client/schemas';

/** Builds the URL of a work (its detail page); the app owns its routes. */
export type WorkHref = (work: WorkSummary) => string;
