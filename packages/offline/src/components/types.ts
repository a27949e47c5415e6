/** Builds the URL of a saved episode in the viewer from its code; the app owns its routes. */
export type EpisodeHref = (episodeCode: string) => string;

/** Builds the URL of a work's page from its code; the app owns its routes. */
export type WorkHref = (workCode: string) => string;
