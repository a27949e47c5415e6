import { MEDIA_WIDTHS, type MediaKind } from '@cw/api-client/constants';

/**
 * Where every image lives. The catalog hands out a base path per image; a client picks a
 * variant by appending `/w{width}.{format}` (see MEDIA_VARIANTS), e.g.
 * `/v3/media/covers/12/w360.avif`. Paths are stable for the image's content, so variants are
 * served with immutable cache headers; a re-imported episode gets a new episode id.
 */
export const MEDIA_PREFIX = '/v3/media';

export const MEDIA_FORMATS = ['avif', 'webp'] as const;
export type MediaFormat = (typeof MEDIA_FORMATS)[number];

export type { MediaKind };

/**
 * Widths served per kind of image (the contract's `MEDIA_WIDTHS`, which clients build their
 * `srcset`s from), with its aspect ratio (height / width) when fixed.
 */
export const MEDIA_VARIANTS = {
  covers: { widths: MEDIA_WIDTHS.covers, ratio: 7 / 5 },
  volumes: { widths: MEDIA_WIDTHS.volumes, ratio: 7 / 5 },
  thumbnails: { widths: MEDIA_WIDTHS.thumbnails, ratio: 9 / 16 },
  banners: { widths: MEDIA_WIDTHS.banners, ratio: 9 / 16 },
  topics: { widths: MEDIA_WIDTHS.topics, ratio: 9 / 16 },
  'label-icons': { widths: MEDIA_WIDTHS['label-icons'], ratio: 1 },
  'label-logos': { widths: MEDIA_WIDTHS['label-logos'], ratio: 1 / 4 },
  stores: { widths: MEDIA_WIDTHS.stores, ratio: 3 / 8 },
  pages: { widths: MEDIA_WIDTHS.pages, ratio: null },
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
