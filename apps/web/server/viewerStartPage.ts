/**
 * A `?page=N` that has viewer HTML of its own (`/viewer/{episodeCode}/{N}`, rewritten to by
 * next.config.ts): a page number as the viewer reads one, without leading zeros, up to 9999.
 * Any other `?page` value gets the episode's HTML, and the viewer reads the value itself.
 */
export const VIEWER_START_PAGE_PATTERN = '[1-9][0-9]{0,3}';
