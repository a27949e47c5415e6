import { MILLISECONDS_PER_DAY } from '@cw/dates';

// Realistic Japanese sample data for stories (and a few tests): works, labels, topics, banners,
// a ranking and an author index, built with @cw/fixtures, images drawn inline so
// nothing needs a backend.

import type {
  AuthorIndex,
  Banner,
  Genre,
  HistoryEntry,
  Label,
  NewComic,
  Ranking,
  TopicKind,
  TopicSummary,
  WorkSummary,
} from '@cw/contract/schemas';
import {
  buildAuthor,
  buildBanner,
  buildEpisodeSummary,
  buildLabel,
  buildRanking,
  buildTopic,
  buildWorkSummary,
} from '@cw/fixtures';
import type { SearchSuggestion } from '../searchInput';

/** The moment the stories are set at: 2024-06-15 noon in Japan. */
export const STORY_NOW = new Date('2024-06-15T12:00:00+09:00');

function escapeXml(text: string): string {
  return text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');
}

function svgUri(width: number, height: number, hue: number, label: string, size: number): string {
  const svg = [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}">`,
    `<rect width="${width}" height="${height}" fill="hsl(${hue} 55% 60%)"/>`,
    `<circle cx="${width * 0.7}" cy="${height * 0.3}" r="${Math.min(width, height) * 0.2}"`,
    ` fill="hsl(${hue} 70% 85%)"/>`,
    `<text x="50%" y="82%" font-size="${size}" font-family="sans-serif" font-weight="bold"`,
    ` text-anchor="middle" fill="#fff">${escapeXml(label)}</text></svg>`,
  ].join('');
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

/** A 5:7 cover with the start of the title. */
export function sampleCover(id: number, title: string): string {
  return svgUri(250, 350, (id * 47) % 360, title.slice(0, 6), 30);
}

/** A 16:9 still with a caption. */
export function sampleStill(id: number, caption: string, hueShift = 0): string {
  return svgUri(640, 360, (id * 61 + hueShift) % 360, caption.slice(0, 12), 40);
}

/** A square label icon in the label's colour. */
export function sampleLabelIcon(label: Pick<Label, 'name' | 'color'>): string {
  const svg = [
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 96 96">',
    `<rect width="96" height="96" rx="16" fill="${label.color}"/>`,
    '<circle cx="48" cy="48" r="30" fill="#fff" opacity="0.85"/>',
    '<text x="48" y="58" font-size="28" font-family="sans-serif" font-weight="bold"',
    ` text-anchor="middle" fill="#333">${escapeXml(label.name.slice(0, 1))}</text></svg>`,
  ].join('');
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

const LABELS: readonly (readonly [code: string, name: string, color: string, copy: string])[] = [
  [
    'hoshizora',
    'コミック星空',
    '#1d3a8a',
    '夜空に輝く物語をあなたに。ファンタジーとSFの専門レーベル。',
  ],
  ['hanabira', '花びらコミックス', '#f7b6c8', '恋と友情、胸がときめく少女まんがをお届けします。'],
  ['tsurugi', '月刊コミックつるぎ', '#c8102e', '熱いバトルと友情！ 少年まんがの王道レーベル。'],
  ['yorimichi', 'よりみちコミック', '#fff3b0', '日常のすきまに寄り道したくなる、ゆるやか4コマ。'],
  ['yamiyo', '闇夜コミック', '#1f1f1f', 'ホラーとサスペンス。夜更かし注意の問題作ぞろい。'],
  ['komorebi', 'こもれびコミックス', '#7bc47f', 'やさしい光のような、ほっとするお話を。'],
  ['gekkou', '月光コミックス', '#6c4ab6', '大人のためのドラマとミステリー。'],
  ['shiosai', 'しおさいコミック', '#2aa7c9', '海と旅と青春の物語。'],
];

/** Eight labels with their real-looking names, brand colours (light and dark) and copy. */
export function sampleLabels(): Label[] {
  return LABELS.map(([code, name, color, description], index) => {
    const label = buildLabel(index + 1, { code, name, color, description });
    return { ...label, iconImageUrl: sampleLabelIcon(label), logoImageUrl: sampleLabelIcon(label) };
  });
}

const TITLES = [
  'ねこと魔法のパン屋さん',
  '転生したら図書館の主でした',
  '月下のソードダンサー',
  'となりの席の宇宙人',
  '帝都あやかし探偵社',
  'ひだまり荘の四季',
  '最強勇者、パン屋になる',
  '深海都市エテルナ',
  '放課後ロボット部！',
  '恋するアルケミスト',
  '黒猫ノワールの事件簿',
  '星降る夜のシュトーレン',
  'ドラゴン便、ただいま配達中',
  '僕らの夏は終わらない',
  '辺境伯令嬢は畑を耕したい',
  'メカニカル・ハート',
  '京都おばんざい日和',
  '氷の王子と灼熱の姫',
  '異世界キャンプ飯',
  '週末だけの吸血鬼',
];

const AUTHORS = [
  ['青木ハル', '漫画'],
  ['伊藤みなと', '原作'],
  ['上田ソラ', '漫画'],
  ['加藤りん', '漫画'],
  ['佐々木ナオ', '原作'],
  ['高橋ユウ', '漫画'],
  ['中村ケイ', '漫画'],
  ['ZUN太郎', '漫画'],
] as const;

const GENRES: readonly Genre[] = [
  { id: 1, name: 'ファンタジー' },
  { id: 2, name: '恋愛' },
  { id: 3, name: 'バトル' },
  { id: 4, name: '日常' },
  { id: 5, name: 'ホラー' },
];

/** The genres of the sample works. */
export function sampleGenres(): Genre[] {
  return [...GENRES];
}

/**
 * Work `id` (from 1) of the samples: a title, one or two authors, a label (cycling through
 * `sampleLabels`), a drawn cover; every 3rd is new, every 5th completed, every 7th a one-shot,
 * every 11th on hiatus; works 4, 12, 20 … are English and 6, 15, 24 … Traditional Chinese.
 */
export function sampleWork(id: number, overrides: Partial<WorkSummary> = {}): WorkSummary {
  const title = TITLES[(id - 1) % TITLES.length] ?? `作品${id}`;
  const labels = sampleLabels();
  const label = labels[(id - 1) % labels.length] ?? buildLabel(1);
  const author = (n: number) => {
    const [name, role] = AUTHORS[n % AUTHORS.length] ?? AUTHORS[0];
    return buildAuthor((n % AUTHORS.length) + 1, { name, role });
  };
  return buildWorkSummary(id, {
    title,
    thumbnail: sampleCover(id, title),
    authors: id % 2 === 0 ? [author(id), author(id + 3)] : [author(id)],
    labelInfo: { id: label.id, code: label.code, name: label.name, color: label.color },
    genre: GENRES[(id - 1) % GENRES.length] ?? { id: 1, name: 'ファンタジー' },
    isNew: id % 3 === 0,
    serializationStatus: id % 5 === 0 ? 'completed' : id % 11 === 0 ? 'hiatus' : 'ongoing',
    isOneShot: id % 7 === 0,
    language: id % 8 === 4 ? 'en' : id % 9 === 6 ? 'tw' : 'ja',
    followerCount: 1000 + ((id * 7919) % 50_000),
    ...overrides,
  });
}

/**
 * Episode `episodeNo` of sample work `workId` as a line of a reader's history (`CW_000001_0012_E`,
 * 第12話): read to its first page at {@link STORY_NOW}, unless `overrides` say otherwise.
 */
export function sampleHistoryEntry(
  workId: number,
  episodeNo: number,
  overrides: Partial<HistoryEntry> = {},
): HistoryEntry {
  return {
    episode: buildEpisodeSummary(workId * 100 + episodeNo, {
      code: `CW_${String(workId).padStart(6, '0')}_${String(episodeNo).padStart(4, '0')}_E`,
      title: `第${episodeNo}話`,
    }),
    work: sampleWork(workId),
    page: 0,
    readAt: STORY_NOW.toISOString(),
    ...overrides,
  };
}

/** `count` sample works numbered from 1. */
export function sampleWorks(count: number): WorkSummary[] {
  return Array.from({ length: count }, (_, index) => sampleWork(index + 1));
}

/** Titles, authors and label of the works of a language group, in its language. */
const GROUP_SAMPLES = {
  en: {
    titles: [
      'The Cat Bakery of Magic',
      'Sword Dancer Under the Moon',
      'My Deskmate Is an Alien',
      'Dragon Post, Out for Delivery',
      'Deep Sea City Eterna',
      'Weekend Vampire',
    ],
    authors: ['Haru Aoki', 'Minato Ito', 'Sora Ueda'],
    label: 'Comic Hoshizora',
  },
  tw: {
    titles: [
      '貓咪與魔法麵包店',
      '月下的劍舞者',
      '隔壁座位的外星人',
      '龍之快遞配送中',
      '深海都市艾特納',
      '週末限定吸血鬼',
    ],
    authors: ['青木春', '伊藤湊', '上田空'],
    label: '星空漫畫',
  },
} as const;

/**
 * `count` works of the `en` or `tw` language group, as its home lists them: titles, authors
 * and label in its language (no kana: any on screen is the interface's own), every mark
 * present (new, completed, hiatus, one-shot).
 */
export function sampleGroupWorks(language: 'en' | 'tw', count = 6): WorkSummary[] {
  const { titles, authors, label } = GROUP_SAMPLES[language];
  return Array.from({ length: count }, (_, index) => {
    const work = sampleWork(index + 1);
    const title = titles[index % titles.length] ?? `${label} ${index + 1}`;
    return {
      ...work,
      language,
      title,
      thumbnail: sampleCover(index + 1, title),
      authors: work.authors.map((author, n) => ({
        ...author,
        name: authors[(index + n) % authors.length] ?? label,
      })),
      labelInfo: { ...work.labelInfo, name: label },
      isNew: index % 3 === 0,
      serializationStatus: index % 3 === 1 ? 'completed' : index % 3 === 2 ? 'hiatus' : 'ongoing',
      isOneShot: index === 5,
    };
  });
}

/** A daily ranking of `count` sample works, with a tie at rank 3. */
export function sampleRanking(count = 10): Ranking {
  return buildRanking(count, {
    entries: sampleWorks(count).map((work, index) => ({
      rank: index === 3 ? 3 : index + 1,
      work,
    })),
  });
}

/**
 * `count` released volumes of the sample works, newest first, one every 5 days back from
 * `STORY_NOW`: the first seven within 30 days (red), the rest older (gray).
 */
export function sampleNewComics(count: number): NewComic[] {
  return sampleWorks(count).map((work, index) => {
    const volumeNo = (work.id % 9) + 1;
    return {
      volume: {
        id: 100 + work.id,
        title: `${work.title}（${volumeNo}）`,
        thumbnail: sampleCover(work.id, `${volumeNo}巻 ${work.title}`),
        release: new Date(STORY_NOW.getTime() - index * 5 * MILLISECONDS_PER_DAY).toISOString(),
      },
      work,
    };
  });
}

const TOPIC_TITLES: readonly (readonly [TopicKind, string])[] = [
  ['news', '「ねこと魔法のパン屋さん」TVアニメ化決定！'],
  ['fair', '夏のマンガ祭り 対象作品が最大10話無料'],
  ['feature', '今こそ読みたい！ 異世界グルメまんが特集'],
  ['new_serial', '6月の新連載まとめ 全8作品'],
  ['article', '作者インタビュー：上田ソラ先生に聞く「月下のソードダンサー」'],
  ['news', 'サービス開始10周年記念キャンペーンのお知らせ'],
];

/** Six topics of every kind, newest first. */
export function sampleTopics(): TopicSummary[] {
  return TOPIC_TITLES.map(([kind, title], index) =>
    buildTopic(index + 1, {
      kind,
      title,
      thumbnail: sampleStill(index + 1, title, 200),
      publishedAt: `2024-06-${String(15 - index * 2).padStart(2, '0')}T10:00:00+09:00`,
    }),
  );
}

const BANNERS: readonly (readonly [title: string, alt: string, href: string])[] = [
  ['サービス開始10周年記念', '10周年記念 大感謝フェア開催中', '/campaign/10th-anniversary'],
  ['無料話増量中', '期間限定！無料話増量中の作品をチェック', '/free-campaign'],
  ['新連載特集', '注目の新連載をまとめてチェック', '/topics/new-serials'],
  ['人気ランキング', '今読まれている作品ランキング', '/ranking'],
];

/** Four running banners, drawn. */
export function sampleBanners(): Banner[] {
  return BANNERS.map(([title, alt, href], index) =>
    buildBanner(index + 1, { title, alt, href, image: sampleStill(index + 1, title) }),
  );
}

/** An author index with rows あ, か, さ, な, は, ら and その他. */
export function sampleAuthorIndex(): AuthorIndex {
  return {
    rows: [
      {
        initial: 'あ',
        authors: [
          { id: 1, name: '青木ハル' },
          { id: 2, name: '伊藤みなと' },
          { id: 3, name: '上田ソラ' },
        ],
      },
      { initial: 'か', authors: [{ id: 4, name: '加藤りん' }] },
      {
        initial: 'さ',
        authors: [
          { id: 5, name: '佐々木ナオ' },
          { id: 9, name: '清水あおい' },
        ],
      },
      { initial: 'な', authors: [{ id: 7, name: '中村ケイ' }] },
      { initial: 'は', authors: [{ id: 10, name: '林ゆずは' }] },
      { initial: 'ら', authors: [{ id: 11, name: 'リリィ・ローズ' }] },
      { initial: 'その他', authors: [{ id: 8, name: 'ZUN太郎' }] },
    ],
  };
}

/** What the suggestions endpoint could answer for `query`: matching titles, authors, tags. */
export function sampleSuggestions(query: string): SearchSuggestion[] {
  const q = query.trim();
  if (q === '') return [];
  const works = sampleWorks(TITLES.length)
    .filter((work) => work.title.includes(q))
    .slice(0, 6)
    .map(
      (work): SearchSuggestion => ({
        kind: 'work',
        id: work.id,
        code: work.code,
        text: work.title,
      }),
    );
  const authors = AUTHORS.filter(([name]) => name.includes(q)).map(
    ([name], index): SearchSuggestion => ({ kind: 'author', id: index + 1, text: name }),
  );
  const tags = ['魔法', 'パン', '猫', '異世界', '料理']
    .filter((name) => name.includes(q))
    .map((name, index): SearchSuggestion => ({ kind: 'tag', id: index + 1, text: name }));
  return [...works, ...authors, ...tags].slice(0, 10);
}
