import type { WorkSummary } from '@cw/contract/schemas';

// The link contract of @cw/ui, which every package's components share.
export type { LinkComponent, LinkProps } from '@cw/ui';

/** Builds the URL of a work (its detail page); the app owns its routes. */
export type WorkHref = (work: WorkSummary) => string;
