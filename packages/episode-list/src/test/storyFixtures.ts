// Realistic Japanese sample data for stories (and a few tests): a work with subtitled
// episodes, volumes and every store, built with @cw/fixtures, images drawn inline so
// nothing needs a backend.
import { STORE_CODES, STORE_NAMES } from '@cw/contract/constants';
import type { ComicVolume, Episode, Store, StoreCode } from '@cw/contract/schemas';
import { MILLISECONDS_PER_DAY } from '@cw/dates';
import { buildEpisode, buildStore, buildVolume } from '@cw/fixtures';

/** The moment the stories are set at: 2024-06-15 noon in Japan. */
export const STORY_NOW = new Date('2024-06-15T12:00:00+09:00');

const SUBTITLES = [
  '見習い魔女、パン屋を開く',
  '焼きたての約束',
  '月夜のクロワッサン',
  '黒猫ノワールの秘密',
  '商店街の小さなお祭り',
  '雨の日のメロンパン',
  '王都からの手紙',
  '師匠の古いレシピ帳',
  'ふたりで焼く最初の窯',
  '星降る夜のシュトーレン',
  '旅立ちの朝に',
  '帰ってきたパン屋さん',
];

function escapeXml(text: string): string {
  return text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');
}

function svgUri(width: number, height: number, hue: number, label: string, size: number): string {
  const svg = [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}">`,
    `<rect width="${width}" height="${height}" fill="hsl(${hue} 55% 60%)"/>`,
    `<circle cx="${width * 0.75}" cy="${height * 0.3}" r="${Math.min(width, height) * 0.18}"`,
    ` fill="hsl(${hue} 70% 85%)"/>`,
    `<text x="50%" y="80%" font-size="${size}" font-family="sans-serif" font-weight="bold"`,
    ` text-anchor="middle" fill="#fff">${escapeXml(label)}</text></svg>`,
  ].join('');
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

/** A 16:9 still labelled with the episode number. */
export function sampleThumbnail(id: number): string {
  return svgUri(320, 180, (id * 37) % 360, `第${id}話`, 28);
}

/** A 5:7 cover labelled with the volume number. */
export function sampleCover(id: number): string {
  return svgUri(250, 350, (id * 53 + 20) % 360, `${id}巻`, 48);
}

/** A store logo: the store's name on white. */
export function sampleStoreLogo(code: StoreCode): string {
  const svg = [
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 160 60">',
    '<rect width="160" height="60" fill="#fff"/>',
    '<text x="80" y="37" font-size="16" font-family="sans-serif" font-weight="bold"',
    ` text-anchor="middle" fill="#333">${escapeXml(STORE_NAMES[code])}</text></svg>`,
  ].join('');
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

/** A store link with its name as the store writes it and a drawn logo. */
export function sampleStore(code: StoreCode): Store {
  return { ...buildStore(code), name: STORE_NAMES[code], image: sampleStoreLogo(code) };
}

/** All 14 stores, in the schema's order. */
export const ALL_SAMPLE_STORES: readonly Store[] = STORE_CODES.map(sampleStore);

/** Episode `id` of the sample work, with a subtitle and a drawn thumbnail. */
export function sampleEpisode(id: number, overrides: Partial<Episode> = {}): Episode {
  return buildEpisode(id, {
    subTitle: SUBTITLES[(id - 1) % SUBTITLES.length] ?? null,
    thumbnail: sampleThumbnail(id),
    updateDate: new Date(Date.UTC(2024, 0, 5 + (id - 1) * 14, 3)).toISOString(),
    ...overrides,
  });
}

/** `count` episodes of the sample work, numbered from 1; the last one is new. */
export function sampleEpisodes(count: number): Episode[] {
  return Array.from({ length: count }, (_, index) =>
    sampleEpisode(index + 1, { isNew: index === count - 1 }),
  );
}

/** Episode `id` as a promotion (`type: 'pr'`): the card draws it as any other episode. */
export function samplePrEpisode(id: number): Episode {
  return sampleEpisode(id, { type: 'pr', title: '【PR】特別番外編', subTitle: '出張パン屋さん' });
}

/** Days before {@link STORY_NOW}, as an API date-time in Japan. */
export function daysBeforeStoryNow(days: number): string {
  const date = new Date(STORY_NOW.getTime() - days * MILLISECONDS_PER_DAY);
  return `${date.toISOString().slice(0, 10)}T00:00:00+09:00`;
}

/** Volume `id` with `trialCount` trial episodes (subtitled) and the given stores. */
export function sampleVolume(
  id: number,
  {
    trialCount = 0,
    stores = [],
    releasedDaysAgo = 400 - id * 60,
    ...overrides
  }: Partial<ComicVolume> & { trialCount?: number; releasedDaysAgo?: number } = {},
): ComicVolume {
  return buildVolume(id, {
    title: `ねこと魔法のパン屋さん ${id}`,
    thumbnail: sampleCover(id),
    release: daysBeforeStoryNow(releasedDaysAgo),
    episodes: Array.from({ length: trialCount }, (_, index) =>
      sampleEpisode((id - 1) * 6 + index + 1, { id: id * 100 + index + 1, serviceId: 'web_trial' }),
    ),
    stores: [...stores],
    ...overrides,
  });
}

/**
 * The sample work's 14 episodes: 1 ended (dropped as a leading marker), 2 ended but sold in
 * 3 stores, 3–7 active, 8–9 ended (one marker), 10–14 active, 11 promotional, 13 with a
 * delivery period, 14 new.
 */
export function sampleWorkEpisodes(): Episode[] {
  const stores = (['amazon', 'book_walker', 'kadokawa_store'] as const).map(sampleStore);
  return sampleEpisodes(14).map((episode) => {
    switch (episode.id) {
      case 1:
      case 8:
      case 9:
        return { ...episode, isActive: false };
      case 2:
        return { ...episode, isActive: false, stores };
      case 11:
        return samplePrEpisode(episode.id);
      case 13:
        return { ...episode, deliveryPeriod: '2024-07-31T23:59:59+09:00' };
      default:
        return episode;
    }
  });
}

/**
 * The sample work's 7 volumes: 7 released 5 days before the story date (red), the others
 * older (gray); 1 has 5 trial episodes, 2 has 2; all but 3 are sold in stores.
 */
export function sampleWorkVolumes(): ComicVolume[] {
  const stores = STORE_CODES.slice(0, 6).map(sampleStore);
  return Array.from({ length: 7 }, (_, index) => {
    const id = index + 1;
    return sampleVolume(id, {
      trialCount: id === 1 ? 5 : id === 2 ? 2 : 0,
      stores: id === 3 ? [] : stores,
      releasedDaysAgo: id === 7 ? 5 : (7 - id) * 90,
    });
  });
}

/**
 * A serial in two parts a chapter (第1話①, 第1話②…) whose middle is sold in stores, shaped
 * like the work of the issue "The work page on a phone" (CW_000002_S): 第1話①–第2話① free,
 * 第2話②–第28話② ended, 34 of those sold in 3 stores and the others folded into 12 markers,
 * then 第29話①–第31話② free, the last one new. 62 parts, 43 cards.
 */
export function sampleStoreRunEpisodes(): Episode[] {
  // A free, s sold in stores, x ended: as the seeded catalog has it.
  const pattern = 'AAAsxxssssssxsssxxsssxxssssxssxxssxxssssxsssxsxsxsssxxxsAAAAAA';
  const stores = (['book_walker', 'amazon', 'comic_cmoa'] as const).map(sampleStore);
  return [...pattern].map((letter, index) => {
    const chapter = Math.floor(index / 2) + 1;
    return sampleEpisode(index + 1, {
      title: `第${chapter}話${index % 2 === 0 ? '①' : '②'}`,
      subTitle: SUBTITLES[(chapter - 1) % SUBTITLES.length] ?? null,
      isActive: letter === 'A',
      isNew: index === pattern.length - 1,
      stores: letter === 's' ? stores : [],
    });
  });
}
