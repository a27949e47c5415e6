// Sample episodes for stories (and a few tests), built with @cw/fixtures: pages drawn
// inline as SVG data URIs, which `pageImageSources` uses as they are (no `/w{width}.{format}`
// variants), so nothing needs a backend. No test-runner imports here: stories load this module
// in the browser.

import type {
  EpisodeSummary,
  ScrollType,
  Store,
  StoreCode,
  WorkSummary,
} from '@cw/contract/schemas';
import {
  buildEpisode,
  buildEpisodeSummary,
  buildStore,
  buildViewerManifest,
  buildWorkSummary,
  type ViewerManifestOptions,
} from '@cw/fixtures';

const WORK_TITLE = 'ねこと魔法のパン屋さん';

function escapeXml(text: string): string {
  return text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');
}

function svgUri(svg: string): string {
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

/**
 * A comic page: panels framed in black on paper, the page number large in the middle and a
 * caption, so turns, spread order and zoom are easy to see.
 */
export function samplePageSrc(
  index: number,
  { width, height }: { width: number; height: number },
  caption = '',
): string {
  const hue = (index * 47) % 360;
  const margin = Math.round(width * 0.06);
  const gutter = Math.round(width * 0.025);
  const innerWidth = width - margin * 2;
  const rowHeight = Math.round((height - margin * 2 - gutter * 2) / 3);
  const panels = [0, 1, 2]
    .map((row) => {
      const y = margin + row * (rowHeight + gutter);
      const split = row === 1 ? 1 : 0.55;
      const first = Math.round(innerWidth * split - (split < 1 ? gutter / 2 : 0));
      const rects = [
        `<rect x="${margin}" y="${y}" width="${first}" height="${rowHeight}" fill="hsl(${hue} 45% ${88 - row * 6}%)" stroke="#111" stroke-width="6"/>`,
      ];
      if (split < 1) {
        rects.push(
          `<rect x="${margin + first + gutter}" y="${y}" width="${innerWidth - first - gutter}" height="${rowHeight}" fill="hsl(${(hue + 40) % 360} 40% 84%)" stroke="#111" stroke-width="6"/>`,
        );
      }
      return rects.join('');
    })
    .join('');
  const fontSize = Math.round(Math.min(width, height) * 0.28);
  const svg = [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}">`,
    `<rect width="${width}" height="${height}" fill="#fdfcf8"/>`,
    panels,
    `<text x="50%" y="52%" font-size="${fontSize}" font-family="sans-serif" font-weight="bold"`,
    ` text-anchor="middle" dominant-baseline="middle" fill="#111" fill-opacity="0.85">${index + 1}</text>`,
    caption
      ? `<text x="50%" y="${height - margin / 2}" font-size="${Math.round(margin * 0.55)}" font-family="sans-serif" text-anchor="middle" fill="#333">${escapeXml(caption)}</text>`
      : '',
    '</svg>',
  ].join('');
  return svgUri(svg);
}

/** A 16:9 still for an episode link. */
export function sampleThumbnail(id: number): string {
  const hue = (id * 37) % 360;
  return svgUri(
    [
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 320 180">',
      `<rect width="320" height="180" fill="hsl(${hue} 55% 60%)"/>`,
      `<text x="50%" y="60%" font-size="40" font-family="sans-serif" font-weight="bold" text-anchor="middle" fill="#fff">第${id}話</text>`,
      '</svg>',
    ].join(''),
  );
}

/** A 5:7 cover for a recommended work. */
export function sampleCover(id: number, title: string): string {
  const hue = (id * 53 + 20) % 360;
  return svgUri(
    [
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 250 350">',
      `<rect width="250" height="350" fill="hsl(${hue} 50% 55%)"/>`,
      `<text x="50%" y="50%" font-size="26" font-family="sans-serif" font-weight="bold" text-anchor="middle" fill="#fff">${escapeXml(title.slice(0, 8))}</text>`,
      '</svg>',
    ].join(''),
  );
}

const STORE_NAMES: Partial<Record<StoreCode, string>> = {
  book_walker: 'BOOK☆WALKER',
  amazon: 'Amazon',
  honto: 'honto',
  kadokawa_store: 'KADOKAWAストア',
};

/** A store link with its real name and a drawn logo. */
export function sampleStore(code: StoreCode): Store {
  const name = STORE_NAMES[code] ?? code;
  const logo = svgUri(
    [
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 160 60">',
      '<rect width="160" height="60" fill="#fff"/>',
      `<text x="80" y="37" font-size="16" font-family="sans-serif" font-weight="bold" text-anchor="middle" fill="#333">${escapeXml(name)}</text>`,
      '</svg>',
    ].join(''),
  );
  return { ...buildStore(code), name, image: logo };
}

/** A neighbouring episode with a drawn thumbnail. */
export function sampleEpisodeSummary(id: number, subTitle: string): EpisodeSummary {
  return buildEpisodeSummary(id, {
    thumbnail: sampleThumbnail(id),
    subTitle,
    title: `第${id}話 ${subTitle}`,
  });
}

const RECOMMENDED_TITLES = [
  '星降る街の郵便屋',
  '竜と暮らす七日間',
  '放課後の錬金術師',
  '海辺の古書店',
  '雪国の小さな魔女',
];

/** Works to recommend, with drawn covers. */
export function sampleRecommendations(count = 4): WorkSummary[] {
  return RECOMMENDED_TITLES.slice(0, count).map((title, index) =>
    buildWorkSummary(index + 10, { title, thumbnail: sampleCover(index + 10, title) }),
  );
}

/** Options of {@link sampleManifest}. */
export interface SampleManifestOptions extends ViewerManifestOptions {
  readonly scrollType?: ScrollType;
}

/**
 * Episode 2 of the sample work with drawn pages: portrait 1000×1400 pages (landscape wide
 * pages at `widePages`), or tall 800×1280 strips for `vsc`, between episodes 1 and 3.
 */
export function sampleManifest({ scrollType = 'rtl', ...options }: SampleManifestOptions = {}) {
  const manifest = buildViewerManifest({
    scrollType,
    pageCount: scrollType === 'vsc' ? 40 : 12,
    previousEpisode: sampleEpisodeSummary(1, '見習い魔女、パン屋を開く'),
    nextEpisode: sampleEpisodeSummary(3, '月夜のクロワッサン'),
    ...options,
    pageSrc: (index, size) =>
      samplePageSrc(
        index,
        size,
        size.width > size.height ? '見開きページ' : `${scrollType} ${index + 1}`,
      ),
  });
  const pages =
    scrollType === 'vsc'
      ? manifest.pages.map((page) => ({
          ...page,
          width: 800,
          height: 1280,
          src: samplePageSrc(
            page.index,
            { width: 800, height: 1280 },
            `縦スクロール ${page.index + 1}`,
          ),
        }))
      : manifest.pages;
  return {
    ...manifest,
    pages,
    work: { ...manifest.work, title: WORK_TITLE },
    episode: { ...manifest.episode, title: '第2話 焼きたての約束' },
  };
}

/**
 * A trial chapter (試し読み, `serviceId` `web_trial`) of the sample work's first volume: no
 * previous episode, and next the first episode the reader can read, 第4話.
 */
export function sampleTrialManifest() {
  const manifest = sampleManifest({
    episode: { serviceId: 'web_trial' },
    previousEpisode: null,
    nextEpisode: sampleEpisodeSummary(4, '魔女の弟子入り'),
  });
  return { ...manifest, episode: { ...manifest.episode, title: '第1話 見習い魔女、パン屋を開く' } };
}

/**
 * Episode 2 of the sample work when the story goes on in stores: 第3話 cannot be read here but
 * is sold (`nextStoreEpisode`, at BOOK☆WALKER, Amazon and honto); 第8話 is the next episode the
 * reader can read.
 */
export function sampleStoreOnlyNextManifest() {
  return sampleManifest({
    nextStoreEpisode: buildEpisode(3, {
      title: '第3話',
      subTitle: '月夜のクロワッサン',
      thumbnail: sampleThumbnail(3),
      isActive: false,
      deliveryPeriod: '2024-06-30T23:59:59+09:00',
      stores: [sampleStore('book_walker'), sampleStore('amazon'), sampleStore('honto')],
    }),
    nextEpisode: sampleEpisodeSummary(8, '王都からの手紙'),
  });
}

/**
 * What the app hands the end panel, its buttons aside: this episode's manifest sold as a volume
 * in three stores, works to recommend, and links to episodes and works.
 */
export function sampleEndPanelProps(manifest = sampleManifest()) {
  return {
    manifest: {
      ...manifest,
      volumeStores: [sampleStore('book_walker'), sampleStore('amazon'), sampleStore('honto')],
    },
    recommendations: sampleRecommendations(),
    episodeHref: (episode: { code: string }) => `#viewer-${episode.code}`,
    workHref: (work: { code: string }) => `#detail-${work.code}`,
  };
}
