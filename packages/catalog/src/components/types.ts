import type { WorkSummary } from '@cw/contract/schemas';

/** Builds the URL of a work (its detail page); the app owns its routes. */
export type WorkHref = (work: WorkSummary) => string;
