// Widths the backend serves per kind of image (apps/backend/src/media/paths.ts,
// MEDIA_VARIANTS); `mediaImage` of @cw/episode-list turns a base path into `srcset`s of them.

/** Widths of a 5:7 work cover (`/v3/media/covers/{id}`). */
export const WORK_COVER_WIDTHS = [180, 360, 720] as const;

/** Widths of a 16:9 banner (`/v3/media/banners/{id}`). */
export const BANNER_WIDTHS = [640, 960, 1280] as const;

/** Widths of a 16:9 topic thumbnail (`/v3/media/topics/{id}`). */
export const TOPIC_THUMBNAIL_WIDTHS = [320, 640] as const;

/** Widths of a square label icon (`/v3/media/label-icons/{id}`). */
export const LABEL_ICON_WIDTHS = [96, 192] as const;
