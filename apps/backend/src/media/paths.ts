/**
 * Where every image lives. The catalog hands out a base path per image; a client picks a
 * variant by appending `/w{width}.{format}` (see MEDIA_VARIANTS), e.g.
 * `/v3/media/covers/12/w360.avif`. Paths are stable for the image's content, so variants are
 * served with immutable cache headers; a re-imported episode gets a new episode id.
 */
export const MEDIA_PREFIX = '/v3/media';

export const MEDIA_FORMATS = ['avif', 'webp'] as const;
export type MediaFormat = (typeof MEDIA_FORMATS)[number];

/** Widths served per kind of image, with its aspect ratio (height / width) when fixed. */
export const MEDIA_VARIANTS = {
  covers: { widths: [180, 360, 720], ratio: 7 / 5 },
  volumes: { widths: [180, 360, 720], ratio: 7 / 5 },
  thumbnails: { widths: [320, 640], ratio: 9 / 16 },
  banners: { widths: [640, 960, 1280], ratio: 9 / 16 },
  topics: { widths: [320, 640], ratio: 9 / 16 },
  'label-icons': { widths: [96, 192], ratio: 1 },
  'label-logos': { widths: [320, 640], ratio: 1 / 4 },
  stores: { widths: [160, 320], ratio: 3 / 8 },
  pages: { widths: [480, 720, 1080, 1440], ratio: null },
} as const;
export type MediaKind = keyof typeof MEDIA_VARIANTS;

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
