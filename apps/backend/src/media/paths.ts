import { MEDIA_ASPECT_RATIOS, MEDIA_WIDTHS, type MediaKind } from '@cw/contract/constants';

/**
 * Where every image lives. The catalog hands out a base path per image; a client picks a
 * variant by appending `/w{width}.{format}` (see MEDIA_VARIANTS), e.g.
 * `/v3/media/covers/12/w360.avif`. Paths are stable for the image's content, so variants are
 * served with immutable cache headers; a re-imported episode gets a new episode id.
 */
export const MEDIA_PREFIX = '/v3/media';

/** The formats every variant is rendered in: those the clients' variant URLs (@cw/paths) ask. */
export { MEDIA_FORMATS, type MediaFormat } from '@cw/paths';

export type { MediaKind };

/**
 * Widths served per kind of image (the contract's `MEDIA_WIDTHS`, which clients build their
 * `srcset`s from), with its aspect ratio (height / width) when fixed (the contract's
 * `MEDIA_ASPECT_RATIOS`, which the web app sizes its share pictures by).
 */
export const MEDIA_VARIANTS = {
  covers: { widths: MEDIA_WIDTHS.covers, ratio: MEDIA_ASPECT_RATIOS.covers },
  volumes: { widths: MEDIA_WIDTHS.volumes, ratio: MEDIA_ASPECT_RATIOS.volumes },
  thumbnails: { widths: MEDIA_WIDTHS.thumbnails, ratio: MEDIA_ASPECT_RATIOS.thumbnails },
  banners: { widths: MEDIA_WIDTHS.banners, ratio: MEDIA_ASPECT_RATIOS.banners },
  topics: { widths: MEDIA_WIDTHS.topics, ratio: MEDIA_ASPECT_RATIOS.topics },
  'label-icons': { widths: MEDIA_WIDTHS['label-icons'], ratio: MEDIA_ASPECT_RATIOS['label-icons'] },
  'label-logos': { widths: MEDIA_WIDTHS['label-logos'], ratio: MEDIA_ASPECT_RATIOS['label-logos'] },
  stores: { widths: MEDIA_WIDTHS.stores, ratio: MEDIA_ASPECT_RATIOS.stores },
  pages: { widths: MEDIA_WIDTHS.pages, ratio: MEDIA_ASPECT_RATIOS.pages },
} as const satisfies Record<MediaKind, { widths: readonly number[]; ratio: number | null }>;

export const mediaPath = {
  cover: (workId: number) => `${MEDIA_PREFIX}/covers/${workId}`,
  volume: (volumeId: number) => `${MEDIA_PREFIX}/volumes/${volumeId}`,
  thumbnail: (episodeId: number) => `${MEDIA_PREFIX}/thumbnails/${episodeId}`,
  banner: (bannerId: number) => `${MEDIA_PREFIX}/banners/${bannerId}`,
  topic: (topicId: number) => `${MEDIA_PREFIX}/topics/${topicId}`,
  labelIcon: (labelId: number) => `${MEDIA_PREFIX}/label-icons/${labelId}`,
  labelLogo: (labelId: number) => `${MEDIA_PREFIX}/label-logos/${labelId}`,
  store: (code: string) => `${MEDIA_PREFIX}/stores/${code}`,
  page: (episodeId: number, index: number) => `${MEDIA_PREFIX}/pages/${episodeId}/${index}`,
};
