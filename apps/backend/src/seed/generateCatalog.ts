import { formatDate, japanFields, KANJI_WEEKDAYS, parseDate } from '@cw/dates';
import type * as schema from '../db/schema';
import { type PageSize, STORE_CODES, type StoreCode } from '../db/schema';
import { createRandom, type Random } from '../random';
import { foldForSearch } from '../search/fold';
import { LABEL_DEFINITIONS, type LabelDefinition } from './labels';
import { storeUrl } from './storeUrls';
import { makeChineseTitle, makeEnglishTitle, makeJapaneseTitle } from './titles';
import {
  type AUTHOR_ROLES,
  EN,
  EPISODE_SUBTITLES,
  FAMILY_NAMES,
  FANTASY_NAMES,
  GENRE_NAMES,
  GIVEN_NAMES,
  PEN_NAME_HEADS,
  PEN_NAME_TAILS,
  type Phrase,
  SKILLS,
  TAGS,
  THEMES,
  type Theme,
  type ThemeKey,
  TW,
} from './words';

type Label = typeof schema.labels.$inferSelect;
type Genre = typeof schema.genres.$inferSelect;
type Tag = typeof schema.tags.$inferSelect;
type Author = typeof schema.authors.$inferSelect;
type Work = typeof schema.works.$inferSelect;
type WorkAuthor = typeof schema.workAuthors.$inferSelect;
type WorkTag = typeof schema.workTags.$inferSelect;
type Episode = typeof schema.episodes.$inferSelect;
type EpisodeStore = typeof schema.episodeStores.$inferSelect;
type Volume = typeof schema.volumes.$inferSelect;
type VolumeEpisode = typeof schema.volumeEpisodes.$inferSelect;
type VolumeStore = typeof schema.volumeStores.$inferSelect;
type Topic = typeof schema.topics.$inferSelect;
type TopicWork = typeof schema.topicWorks.$inferSelect;
type Banner = typeof schema.banners.$inferSelect;
type WorkReadCount = typeof schema.workReadCounts.$inferSelect;

/** Every seeded row, table by table, with ids assigned; a pure function of the options. */
export interface Catalog {
  labels: Label[];
  genres: Genre[];
  tags: Tag[];
  authors: Author[];
  works: Work[];
  workAuthors: WorkAuthor[];
  workTags: WorkTag[];
  episodes: Episode[];
  episodeStores: EpisodeStore[];
  volumes: Volume[];
  volumeEpisodes: VolumeEpisode[];
  volumeStores: VolumeStore[];
  topics: Topic[];
  topicWorks: TopicWork[];
  banners: Banner[];
  workReadCounts: WorkReadCount[];
}

export interface CatalogOptions {
  seed?: number;
  /** 1 gives the full catalog (800 works, about 20,000 episodes); tests use less. */
  scale?: number;
  /** Dates (updates, campaigns, read counts) are placed relative to it. */
  now: Date;
}

export const DEFAULT_SEED = 20261122;

const HOUR = 3_600_000;
// Japan has no daylight saving time: every day there lasts 24 hours.
const DAY = 24 * HOUR;
/** Delivery end meaning "no end": the last second of year 9999 in Tokyo. */
const NO_END = new Date('9999-12-31T23:59:59+09:00');
const READ_COUNT_HOURS = 48;
/** Episode stores are digital: print-only shops (rakuten_books, kadokawa_store) sell volumes. */
const EPISODE_STORE_CODES = STORE_CODES.filter(
  (code) => code !== 'rakuten_books' && code !== 'kadokawa_store',
);
/** How often each store carries a volume. */
const VOLUME_STORE_ODDS: Record<StoreCode, number> = {
  book_walker: 0.95,
  amazon: 0.9,
  piccoma: 0.35,
  comic_cmoa: 0.45,
  line_manga: 0.35,
  ebook_japan: 0.5,
  dmm_books: 0.4,
  mechacomic: 0.3,
  book_live: 0.45,
  renta: 0.25,
  rakuten_kobo: 0.5,
  honto: 0.4,
  rakuten_books: 0.55,
  kadokawa_store: 0.3,
};
/** Reads by hour of day in Tokyo: lunch and late-evening peaks. */
const HOURLY_READS = [
  0.5, 0.35, 0.2, 0.1, 0.08, 0.1, 0.25, 0.5, 0.7, 0.6, 0.6, 0.8, 1.2, 1.0, 0.7, 0.7, 0.8, 0.9, 1.0,
  1.1, 1.3, 1.5, 1.6, 1.0,
];

type WorkKind = 'oneShot' | 'episodes' | 'comics' | 'both';
type Language = Work['language'];

interface WorkPlan {
  id: number;
  code: string;
  language: Language;
  label: LabelDefinition & { id: number };
  theme: Theme;
  kind: WorkKind;
  status: Work['serializationStatus'];
  /** A new serial: a few episodes, started within the last weeks. */
  fresh: boolean;
  /** A long-running hit with 200+ episodes. */
  hit: boolean;
  episodeCount: number;
  volumeCount: number;
}

/**
 * Builds the seeded catalog without touching a database: same options, same rows.
 *
 * @example
 * const catalog = generateCatalog({ now: new Date() });
 * catalog.works.length; // 800
 */
export function generateCatalog({ seed = DEFAULT_SEED, scale = 1, now }: CatalogOptions): Catalog {
  // One stream per concern, so that tuning one part leaves the others' output unchanged.
  const stream = (salt: number) => createRandom(Math.imul(seed, 0x9e3779b1) ^ salt);
  const calendar = createCalendar(now.getTime());

  const genres = GENRE_NAMES.map((name, i) => ({ id: i + 1, name, sortOrder: i + 1 }));
  const genreIds = new Map<string, number>(genres.map((genre) => [genre.name, genre.id]));
  const tags = TAGS.map(([name, nameKana], i) => ({
    id: i + 1,
    name,
    nameKana,
    searchText: searchText([name, nameKana]),
  }));
  const labelDefinitions = LABEL_DEFINITIONS.map((definition, i) => ({ ...definition, id: i + 1 }));
  const labels = labelDefinitions.map(
    ({ id, code, name, nameKana, description, copy, color }, i): Label => ({
      id,
      code,
      name,
      nameKana,
      description,
      copy,
      color,
      sortOrder: i + 1,
    }),
  );
  const authors = generateAuthors(stream(1), Math.max(20, Math.round(300 * scale)));

  const plans = planWorks(stream(2), Math.max(30, Math.round(800 * scale)), labelDefinitions);
  allocateCounts(stream(3), plans, scale);

  const catalog: Catalog = {
    labels,
    genres,
    tags,
    authors,
    works: [],
    workAuthors: [],
    workTags: [],
    episodes: [],
    episodeStores: [],
    volumes: [],
    volumeEpisodes: [],
    volumeStores: [],
    topics: [],
    topicWorks: [],
    banners: [],
    workReadCounts: [],
  };

  const random = stream(4);
  const titles = new Set<string>();
  for (const plan of plans) {
    const work = buildWork(random, plan, titles, calendar, genreIds);
    catalog.works.push(work);
    const credited = addCredits(random, catalog, work, plan, authors);
    const tagged = addTags(random, catalog, work, plan, tags);
    const dates = addEpisodesAndVolumes(random, catalog, work, plan, calendar);
    work.publishedAt = dates.publishedAt;
    work.latestUpdateAt = dates.latestUpdateAt;
    work.nextUpdateText = nextUpdateText(random, plan, dates, calendar);
    work.searchText = searchText([
      work.title,
      work.titleKana,
      ...credited.flatMap((author) => [author.name, author.nameKana]),
      ...tagged.flatMap((tag) => [tag.name, tag.nameKana]),
    ]);
  }

  addTopics(stream(5), catalog, plans, calendar, scale);
  catalog.banners = generateBanners(catalog, calendar);
  catalog.workReadCounts = generateReadCounts(stream(6), catalog.works, now.getTime());
  return catalog;
}

// --- Time -----------------------------------------------------------------------------------

interface Calendar {
  now: number;
  /** Midnight in Tokyo, `daysAgo` days before today (negative: ahead). */
  midnight(daysAgo: number): Date;
  /** The last second of that Tokyo day: campaigns and delivery periods end there. */
  endOfDay(daysAgo: number): Date;
  /** Noon in Tokyo that day, the usual update time, but never later than now. */
  updateTime(daysAgo: number): Date;
  /** How many Tokyo days before today the instant falls. */
  daysAgo(date: Date): number;
}

/** Midnight in Tokyo starting the day of `time`: its day in Japan, read back as a date. */
function tokyoMidnight(time: number): number {
  const midnight = parseDate(formatDate(time));
  if (midnight === null) throw new RangeError(`No Japan day for ${new Date(time).toISOString()}`);
  return midnight.getTime();
}

function createCalendar(now: number): Calendar {
  const today = tokyoMidnight(now);
  return {
    now,
    midnight: (daysAgo) => new Date(today - daysAgo * DAY),
    endOfDay: (daysAgo) => new Date(today - daysAgo * DAY + DAY - 1000),
    updateTime: (daysAgo) => {
      const noon = today - daysAgo * DAY + 12 * HOUR;
      return new Date(noon <= now ? noon : noon - 12 * HOUR);
    },
    daysAgo: (date) => Math.round((today - tokyoMidnight(date.getTime())) / DAY),
  };
}

/** Month, day and weekday (日 to 土) of an instant in Tokyo. */
function tokyoDate(date: Date): { month: number; day: number; weekday: string } {
  const { month, day, weekday } = japanFields(date);
  return { month, day, weekday: KANJI_WEEKDAYS[weekday] ?? '' };
}

// --- Authors --------------------------------------------------------------------------------

function generateAuthors(random: Random, count: number): Author[] {
  const authors: Author[] = [];
  const names = new Set<string>();
  while (authors.length < count) {
    let name: Phrase;
    if (random.chance(0.78)) {
      const family = random.pick(FAMILY_NAMES);
      const given = random.pick(GIVEN_NAMES);
      name = [family[0] + given[0], family[1] + given[1]];
    } else {
      const head = random.pick(PEN_NAME_HEADS);
      const tail = random.pick(PEN_NAME_TAILS);
      const of = random.chance(0.4) ? 'の' : '';
      name = [head[0] + of + tail[0], head[1] + of + tail[1]];
    }
    if (names.has(name[0])) continue;
    names.add(name[0]);
    authors.push({
      id: authors.length + 1,
      name: name[0],
      nameKana: name[1],
      searchText: searchText(name),
    });
  }
  return authors;
}

// --- Works ----------------------------------------------------------------------------------

function planWorks(
  random: Random,
  count: number,
  labels: readonly (LabelDefinition & { id: number })[],
): WorkPlan[] {
  const translated = Math.max(1, Math.round(count * 0.03));
  const languages = random.sample(
    Array.from({ length: count }, (_, i): Language => {
      if (i < translated) return 'en';
      return i < translated * 2 ? 'tw' : 'ja';
    }),
    count,
  );
  const labelWeights = labels.map((label) => [label, random.int(1, 4)] as const);
  const kanata = labels.find((label) => label.code === 'kanata');
  const themeKeys = Object.keys(THEMES) as ThemeKey[];

  return languages.map((language, i): WorkPlan => {
    const id = i + 1;
    const label =
      language !== 'ja' && kanata && random.chance(0.5) ? kanata : random.weighted(labelWeights);
    const themeKey = random.chance(0.8) ? random.pick(label.themes) : random.pick(themeKeys);
    const kind: WorkKind =
      language === 'ja'
        ? random.weighted<WorkKind>([
            ['oneShot', 8],
            ['episodes', 35],
            ['comics', 7],
            ['both', 50],
          ])
        : random.weighted<WorkKind>([
            ['episodes', 1],
            ['both', 1],
          ]);
    const status: Work['serializationStatus'] =
      kind === 'oneShot'
        ? 'completed'
        : random.weighted<Work['serializationStatus']>([
            ['ongoing', 60],
            ['completed', 33],
            ['hiatus', 7],
          ]);
    const fresh =
      (kind === 'episodes' || kind === 'both') && status === 'ongoing' && random.chance(0.06);
    return {
      id,
      code: `CW_${String(id).padStart(6, '0')}_S`,
      language,
      label,
      theme: THEMES[themeKey],
      // A new serial has no volumes yet.
      kind: fresh ? 'episodes' : kind,
      status,
      fresh,
      hit: false,
      episodeCount: kind === 'oneShot' ? 1 : 0,
      volumeCount: 0,
    };
  });
}

/**
 * Shares the episode and volume budgets (about 18,000 web episodes and 2,000 volumes at scale 1)
 * between works: a few hits with 200+ episodes, new serials with a handful, a long tail between.
 */
function allocateCounts(random: Random, plans: WorkPlan[], scale: number): void {
  const serials = plans.filter((plan) => plan.kind === 'episodes' || plan.kind === 'both');
  const hitCandidates = serials.filter(
    (plan) => !plan.fresh && plan.language === 'ja' && plan.status === 'ongoing',
  );
  for (const plan of random.sample(hitCandidates, Math.max(1, Math.round(4 * scale)))) {
    plan.hit = true;
    plan.episodeCount = random.int(200, 320);
  }
  for (const plan of serials) {
    if (plan.fresh) plan.episodeCount = random.int(1, 4);
  }
  const rest = serials.filter((plan) => !plan.hit && !plan.fresh);
  const fixed = plans.reduce((sum, plan) => sum + plan.episodeCount, 0);
  const counts = allocate(
    random,
    Math.max(rest.length * 2, Math.round(18_000 * scale) - fixed),
    rest.map(() => 1 + 40 * random.next() ** 3),
    rest.map(() => 180),
    2,
  );
  rest.forEach((plan, i) => {
    plan.episodeCount = counts[i] ?? 2;
  });

  for (const plan of serials) {
    // Too few chapters to fill a volume yet.
    if (plan.kind === 'both' && plan.episodeCount < 5) plan.kind = 'episodes';
  }
  const comics = plans.filter((plan) => plan.kind === 'comics' || plan.kind === 'both');
  const volumes = allocate(
    random,
    Math.max(comics.length, Math.round(2_000 * scale)),
    comics.map(() => 1 + 12 * random.next() ** 2),
    // A serial's volumes collect its chapters, about five or more per volume.
    comics.map((plan) => (plan.kind === 'comics' ? 60 : Math.floor(plan.episodeCount / 5))),
    1,
  );
  comics.forEach((plan, i) => {
    plan.volumeCount = volumes[i] ?? 1;
  });
}

/** Splits `total` in proportion to `weights`, each share within [min, caps[i]]. */
function allocate(
  random: Random,
  total: number,
  weights: readonly number[],
  caps: readonly number[],
  min: number,
): number[] {
  const sum = weights.reduce((a, b) => a + b, 0);
  const shares = weights.map((weight, i) =>
    Math.min(caps[i] ?? min, Math.max(min, Math.round((weight * total) / sum))),
  );
  let difference = total - shares.reduce((a, b) => a + b, 0);
  const indexes = shares.map((_, i) => i);
  while (difference !== 0) {
    const step = Math.sign(difference);
    const open = indexes.filter((i) =>
      step > 0 ? (shares[i] ?? 0) < (caps[i] ?? 0) : (shares[i] ?? 0) > min,
    );
    if (open.length === 0) break;
    for (const i of random.sample(open, Math.min(open.length, Math.abs(difference)))) {
      shares[i] = (shares[i] ?? 0) + step;
      difference -= step;
    }
  }
  return shares;
}

function buildWork(
  random: Random,
  plan: WorkPlan,
  titles: Set<string>,
  calendar: Calendar,
  genreIds: ReadonlyMap<string, number>,
): Work {
  const { theme, language, kind, status } = plan;
  let title: string;
  let titleKana: string;
  if (language === 'en') {
    title = makeEnglishTitle(random, titles);
    titleKana = title;
  } else if (language === 'tw') {
    title = makeChineseTitle(random, titles);
    titleKana = title;
  } else {
    [title, titleKana] = makeJapaneseTitle(random, theme.titles, titles);
  }
  titles.add(title);

  const [mainGenre, ...otherGenres] = random.chance(0.7)
    ? theme.genres
    : random.sample(theme.genres, theme.genres.length);
  const subGenre = random.chance(0.6) ? random.pick(otherGenres) : undefined;
  const scroll = random.weighted<Work['scrollType']>([
    ['rtl', 86],
    ['vsc', 10],
    ['ltr', 4],
  ]);
  const hasEpisodes = kind !== 'comics';
  const hasVolumes = kind === 'comics' || kind === 'both';
  const campaignUntil = (eligible: boolean): Date | null => {
    if (!eligible || !random.chance(0.12)) return null;
    // Half still running (ending within a month), half already over.
    return random.chance(0.5)
      ? calendar.endOfDay(-random.int(0, 30))
      : calendar.endOfDay(random.int(1, 90));
  };
  const serviceIds = [...(hasEpisodes ? ['web'] : []), ...(hasVolumes ? ['web_trial'] : [])];

  return {
    id: plan.id,
    code: plan.code,
    title,
    titleKana,
    summary: synopsis(random, theme, language),
    labelId: plan.label.id,
    genreId: genreIds.get(mainGenre ?? '') ?? 1,
    subGenreId: subGenre ? (genreIds.get(subGenre) ?? null) : null,
    serializationStatus: status,
    isOneShot: kind === 'oneShot',
    isOriginal: random.chance(0.45),
    language,
    ratingLevel: random.chance(0.06) ? 'r15' : 'general',
    scrollType: scroll,
    originalDirection: scroll === 'vsc' ? 'ttb' : scroll,
    serviceIds,
    // These four are filled in once the work's episodes, volumes, authors and tags exist.
    nextUpdateText: null,
    publishedAt: new Date(calendar.now),
    latestUpdateAt: new Date(calendar.now),
    searchText: '',
    freeCampaignSerialUntil: campaignUntil(hasEpisodes && kind !== 'oneShot'),
    freeCampaignComicsUntil: campaignUntil(hasVolumes),
    departmentCode: `ED${String(plan.label.id).padStart(2, '0')}${random.int(1, 3)}`,
    fairIds: [],
    isFanLetterAvailable: random.chance(0.3),
    isLatestComicsAdVisible: hasVolumes && random.chance(0.7),
    // Heavy-tailed: most works have a few hundred followers, a few have six figures.
    followerBase: Math.round(10 ** (1.3 + 3.9 * random.next() ** 1.7)) + (plan.hit ? 50_000 : 0),
  };
}

function synopsis(random: Random, theme: Theme, language: Language): string {
  if (language === 'en') {
    return `${random.pick(EN.protagonists)} ${random.pick(EN.events)}, ${random.pick(EN.twists)}. ${random.pick(EN.hooks)}`;
  }
  if (language === 'tw') {
    return `${random.pick(TW.protagonists)}${random.pick(TW.events)}，${random.pick(TW.twists)}。${random.pick(TW.hooks)}`;
  }
  const given = random.pick(GIVEN_NAMES)[0];
  const name = theme.fantasyNames
    ? random.pick(FANTASY_NAMES)
    : random.chance(0.5)
      ? random.pick(FAMILY_NAMES)[0] + given
      : given;
  const protagonist = random.pick(theme.protagonists).replace('{name}', name);
  const event = random.pick(theme.events).replace('{skill}', random.pick(SKILLS));
  const twist = random.pick(theme.twists);
  // A twist ending in '!?' or '……' reads wrong with a full stop after it.
  const twistSentence = /[。！？!?…]$/u.test(twist) ? twist : `${twist}。`;
  return `${protagonist}は、${event}。${twistSentence}${random.pick(theme.hooks)}`;
}

const CREDIT_LAYOUTS: readonly (readonly [readonly (typeof AUTHOR_ROLES)[number][], number])[] = [
  [['漫画'], 60],
  [['原作', '漫画'], 25],
  [['原作', '作画', 'キャラクター原案'], 8],
  [['構成', '漫画'], 4],
  [['原作', '漫画', 'キャラクター原案'], 3],
];

function addCredits(
  random: Random,
  catalog: Catalog,
  work: Work,
  plan: WorkPlan,
  authors: readonly Author[],
): Author[] {
  const roles = plan.kind === 'oneShot' ? ['漫画'] : random.weighted(CREDIT_LAYOUTS);
  const chosen = new Set<number>();
  const credited: Author[] = [];
  roles.forEach((role, position) => {
    let author: Author;
    // Skewed towards the first authors, so some authors have many works.
    do author = authors[Math.floor(authors.length * random.next() ** 1.6)] as Author;
    while (chosen.has(author.id));
    chosen.add(author.id);
    credited.push(author);
    catalog.workAuthors.push({ workId: work.id, authorId: author.id, role, position });
  });
  return credited;
}

function addTags(
  random: Random,
  catalog: Catalog,
  work: Work,
  plan: WorkPlan,
  tags: readonly Tag[],
): Tag[] {
  const names = new Set(random.sample(plan.theme.tags, random.int(2, 4)));
  if (random.chance(0.15)) names.add(random.pick(TAGS)[0]);
  names.add(work.isOriginal ? 'オリジナル' : 'コミカライズ');
  if (work.serializationStatus === 'completed' && !work.isOneShot) names.add('完結');
  if (work.followerBase > 30_000 && random.chance(0.4)) names.add('アニメ化');
  const tagged = tags.filter((tag) => names.has(tag.name));
  for (const tag of tagged) catalog.workTags.push({ workId: work.id, tagId: tag.id });
  return tagged;
}

// --- Episodes and volumes -------------------------------------------------------------------

interface WorkDates {
  publishedAt: Date;
  latestUpdateAt: Date;
  /** Days between web episodes; 0 when the work has none. */
  cadenceDays: number;
  latestEpisodeAt: Date | null;
}

function addEpisodesAndVolumes(
  random: Random,
  catalog: Catalog,
  work: Work,
  plan: WorkPlan,
  calendar: Calendar,
): WorkDates {
  const pages = pageShape(random, work, plan);
  const cadenceDays = plan.hit
    ? 7
    : random.weighted([
        [7, 30],
        [14, 35],
        [28, 35],
      ]);
  let latestDaysAgo: number;
  if (plan.fresh || plan.hit) latestDaysAgo = random.int(0, 6);
  else if (plan.status === 'ongoing') {
    latestDaysAgo = random.weighted([
      [random.int(0, 2), 25],
      [random.int(3, 7), 20],
      [random.int(8, 30), 30],
      [random.int(31, 120), 25],
    ]);
  } else if (plan.status === 'hiatus') latestDaysAgo = random.int(60, 400);
  else latestDaysAgo = random.int(45, 1500);

  let episodeDates: Date[] = [];
  if (plan.episodeCount > 0) {
    episodeDates = addWebEpisodes(random, catalog, work, plan, calendar, pages, {
      cadenceDays,
      latestDaysAgo,
    });
  }
  const volumeDates =
    plan.volumeCount > 0
      ? addVolumes(random, catalog, work, plan, calendar, pages, {
          latestDaysAgo,
          episodeDates,
        })
      : [];

  const now = calendar.now;
  const released = [...episodeDates, ...volumeDates].filter((date) => date.getTime() <= now);
  const times = released.map((date) => date.getTime());
  const latestEpisodeAt = episodeDates.at(-1) ?? null;
  return {
    publishedAt: new Date(Math.min(...times, now)),
    latestUpdateAt: new Date(times.length > 0 ? Math.max(...times) : now),
    cadenceDays: latestEpisodeAt ? cadenceDays : 0,
    latestEpisodeAt,
  };
}

interface PageShape {
  basePageCount: number;
  make(count: number): PageSize[];
}

/** Page sizes of a work: tall strips for webtoons, a fixed trim size with rare spreads otherwise. */
function pageShape(random: Random, work: Work, plan: WorkPlan): PageShape {
  const basePageCount = plan.kind === 'oneShot' ? random.int(24, 56) : random.int(14, 40);
  if (work.scrollType === 'vsc') {
    return {
      basePageCount,
      make: (count) =>
        Array.from({ length: count }, () => ({ w: 800, h: 1280 + 16 * random.int(0, 70) })),
    };
  }
  const [w, h] = random.pick([
    [880, 1248],
    [960, 1360],
    [1000, 1414],
    [844, 1200],
  ] as const);
  const spreadOdds = random.chance(0.1) ? 0.03 : 0;
  return {
    basePageCount,
    make: (count) =>
      Array.from({ length: count }, (_, i) =>
        // Never the cover or the last page: a spread sits inside the episode.
        i > 1 && i < count - 1 && random.chance(spreadOdds) ? { w: w * 2, h } : { w, h },
      ),
  };
}

function pageCountNear(random: Random, base: number): number {
  return Math.min(60, Math.max(8, base + random.int(-6, 6)));
}

/**
 * Web episodes of a serial, oldest first, one every `cadenceDays` up to the latest update.
 * Long serials keep the first three and the latest episodes free and close the middle ones
 * (some sold in stores), like a real service; promotional 'pr' entries sit between chapters.
 */
function addWebEpisodes(
  random: Random,
  catalog: Catalog,
  work: Work,
  plan: WorkPlan,
  calendar: Calendar,
  pages: PageShape,
  schedule: { cadenceDays: number; latestDaysAgo: number },
): Date[] {
  const count = plan.episodeCount;
  const split = plan.language === 'ja' && plan.kind !== 'oneShot' && random.chance(0.25);
  const prPositions = new Set<number>(
    count >= 8 && random.chance(0.15)
      ? random.sample(
          Array.from({ length: count - 3 }, (_, i) => i + 2),
          random.int(1, 2),
        )
      : [],
  );
  const windowed = count > 12 && random.chance(plan.status === 'ongoing' ? 0.35 : 0.45);
  const latestFree = random.int(6, 12);
  const storeOdds = plan.volumeCount > 0 ? 0.7 : 0.15;

  const dates: Date[] = [];
  let chapters = 0;
  let subTitle: string | null = null;
  for (let i = 0; i < count; i++) {
    const isPr = prPositions.has(i);
    const updatedAt = calendar.updateTime(
      schedule.latestDaysAgo + (count - 1 - i) * schedule.cadenceDays,
    );
    let isActive = !windowed || i < 3 || i >= count - latestFree;
    if (isPr && random.chance(0.5)) isActive = false;

    let title: string;
    if (isPr) {
      title = random.pick(
        plan.volumeCount > 0
          ? ['【PR】コミックス好評発売中！', '【PR】最新刊発売記念 特別番外編']
          : ['【PR】特別番外編', '【PR】キャラクター人気投票 結果発表'],
      );
    } else if (plan.kind === 'oneShot') {
      title = '読切';
    } else {
      // Split serials publish each chapter in two parts: 第3話①, 第3話② share a subtitle.
      const part = split ? (chapters % 2) + 1 : 0;
      const chapter = split ? Math.floor(chapters / 2) + 1 : chapters + 1;
      chapters++;
      title = chapterTitle(plan.language, chapter, part);
      if (part <= 1) {
        subTitle =
          plan.language === 'ja' && random.chance(0.55) ? random.pick(EPISODE_SUBTITLES) : null;
      }
    }

    const episodeNo = i + 1;
    const episode: Episode = {
      id: catalog.episodes.length + 1,
      code: episodeCode(work, String(episodeNo).padStart(4, '0')),
      workId: work.id,
      episodeNo,
      title,
      subTitle: isPr || plan.kind === 'oneShot' ? null : subTitle,
      type: isPr ? 'pr' : 'normal',
      serviceId: 'web',
      isActive,
      updatedAt,
      deliveryUntil: deliveryUntil(random, isActive, calendar),
      pageCount: 0,
      pages: [],
      mediaKind: 'generated',
    };
    episode.pages = pages.make(
      isPr ? random.int(8, 12) : pageCountNear(random, pages.basePageCount),
    );
    episode.pageCount = episode.pages.length;
    catalog.episodes.push(episode);
    if (!isActive && !isPr && random.chance(storeOdds)) {
      for (const storeCode of random.sample(EPISODE_STORE_CODES, random.int(2, 5))) {
        catalog.episodeStores.push({
          episodeId: episode.id,
          storeCode,
          url: storeUrl(random, storeCode),
        });
      }
    }
    dates.push(updatedAt);
  }
  return dates;
}

/** 'CW_000123_S' gives 'CW_000123_0001_E' (web) and 'CW_000123_T0001_E' (trial). */
function episodeCode(work: Work, number: string): string {
  return `${work.code.replace(/_S$/, '')}_${number}_E`;
}

function chapterTitle(language: Language, chapter: number, part: number): string {
  if (language === 'en') return `Chapter ${chapter}`;
  return `第${chapter}話${part > 0 ? '①②'[part - 1] : ''}`;
}

function deliveryUntil(random: Random, isActive: boolean, calendar: Calendar): Date | null {
  if (!isActive) return random.chance(0.7) ? calendar.endOfDay(random.int(1, 400)) : null;
  return random.weighted<Date | null>([
    [NO_END, 70],
    [calendar.endOfDay(-random.int(3, 90)), 25],
    [null, 5],
  ]);
}

/**
 * Volumes of a serial collect its chapters and come out a month or two after the last one;
 * volumes of a comics-only work come every four to five months. Each has one to three
 * trial-read chapters.
 */
function addVolumes(
  random: Random,
  catalog: Catalog,
  work: Work,
  plan: WorkPlan,
  calendar: Calendar,
  pages: PageShape,
  schedule: { latestDaysAgo: number; episodeDates: readonly Date[] },
): Date[] {
  const { episodeDates } = schedule;
  const chaptersPerVolume =
    episodeDates.length > 0
      ? Math.max(1, Math.floor(episodeDates.length / plan.volumeCount))
      : random.int(5, 8);
  const lastVolumeDaysAgo =
    plan.status === 'ongoing' ? random.int(-25, 150) : schedule.latestDaysAgo + random.int(0, 90);
  const spacing = random.int(100, 160);
  const dates: Date[] = [];
  let previousDaysAgo = Number.POSITIVE_INFINITY;
  for (let volumeNo = 1; volumeNo <= plan.volumeCount; volumeNo++) {
    const lastChapterAt = episodeDates[volumeNo * chaptersPerVolume - 1];
    const daysAgo = lastChapterAt
      ? Math.min(previousDaysAgo - 30, calendar.daysAgo(lastChapterAt) - random.int(20, 60))
      : lastVolumeDaysAgo + (plan.volumeCount - volumeNo) * spacing;
    previousDaysAgo = daysAgo;
    const releaseAt = calendar.midnight(daysAgo);
    const volume: Volume = {
      id: catalog.volumes.length + 1,
      workId: work.id,
      volumeNo,
      title: volumeTitle(work, volumeNo),
      releaseAt,
    };
    catalog.volumes.push(volume);
    dates.push(releaseAt);

    // Trial reads open on release day; for an announced volume they are already up today.
    const trialAt = releaseAt.getTime() <= calendar.now ? releaseAt : calendar.midnight(0);
    const trials = random.int(1, 3);
    for (let position = 0; position < trials; position++) {
      const chapter = (volumeNo - 1) * chaptersPerVolume + position + 1;
      const episodePages = pages.make(pageCountNear(random, pages.basePageCount));
      const episode: Episode = {
        id: catalog.episodes.length + 1,
        code: episodeCode(work, `T${String(chapter).padStart(4, '0')}`),
        workId: work.id,
        episodeNo: chapter,
        title: chapterTitle(plan.language, chapter, 0),
        subTitle: null,
        type: 'normal',
        serviceId: 'web_trial',
        isActive: true,
        updatedAt: trialAt,
        deliveryUntil: NO_END,
        pageCount: episodePages.length,
        pages: episodePages,
        mediaKind: 'generated',
      };
      catalog.episodes.push(episode);
      catalog.volumeEpisodes.push({ volumeId: volume.id, episodeId: episode.id, position });
    }

    const stores = STORE_CODES.filter((code) => random.chance(VOLUME_STORE_ODDS[code]));
    for (const storeCode of stores.length > 0 ? stores : (['book_walker'] as const)) {
      catalog.volumeStores.push({
        volumeId: volume.id,
        storeCode,
        url: storeUrl(random, storeCode),
      });
    }
  }
  return dates;
}

function volumeTitle(work: Work, volumeNo: number): string {
  if (work.language === 'en') return `${work.title}, Vol. ${volumeNo}`;
  if (work.language === 'tw') return `${work.title} (${volumeNo})`;
  return `${work.title}（${volumeNo}）`;
}

/** '毎週金曜日更新', '毎月第2金曜日更新', '12月5日更新予定'… from the work's real schedule. */
function nextUpdateText(
  random: Random,
  plan: WorkPlan,
  dates: WorkDates,
  calendar: Calendar,
): string | null {
  if (plan.status !== 'ongoing' || !dates.latestEpisodeAt || random.chance(0.15)) return null;
  const latest = tokyoDate(dates.latestEpisodeAt);
  const { weekday } = latest;
  if (random.chance(0.4)) {
    let next = dates.latestEpisodeAt.getTime() + dates.cadenceDays * DAY;
    if (next <= calendar.now) next = calendar.midnight(-random.int(1, 10)).getTime();
    const { month, day } = tokyoDate(new Date(next));
    return `${month}月${day}日更新予定`;
  }
  if (dates.cadenceDays === 7) return `毎週${weekday}曜日更新`;
  if (dates.cadenceDays === 14) return `隔週${weekday}曜日更新`;
  return random.chance(0.5)
    ? `毎月第${Math.ceil(latest.day / 7)}${weekday}曜日更新`
    : `毎月${latest.day}日更新`;
}

/** One folded line per searchable name, so that a query never matches across two names. */
function searchText(names: readonly string[]): string {
  return [...new Set(names.map(foldForSearch))].join('\n');
}

// --- Topics, banners, reads -----------------------------------------------------------------

function addTopics(
  random: Random,
  catalog: Catalog,
  plans: readonly WorkPlan[],
  calendar: Calendar,
  scale: number,
): void {
  const perKind = Math.max(3, Math.round(60 * scale));
  const works = catalog.works;
  const labelOf = (work: Work) => catalog.labels[work.labelId - 1] as Label;
  const authorOf = (work: Work) => {
    const credit = catalog.workAuthors.find((c) => c.workId === work.id);
    return credit ? (catalog.authors[credit.authorId - 1] as Author).name : '';
  };
  const daysAgo = (max: number) => calendar.updateTime(random.int(0, max));
  const add = (
    topic: Omit<Topic, 'id' | 'campaignToken'> & { campaignToken?: string },
    attached: readonly Work[],
  ): Topic => {
    const row: Topic = { id: catalog.topics.length + 1, campaignToken: null, ...topic };
    catalog.topics.push(row);
    attached.forEach((work, position) => {
      catalog.topicWorks.push({ topicId: row.id, workId: work.id, position });
    });
    return row;
  };

  // New serials: the most recently started serials, each announced on its first day.
  const serials = plans
    .filter((plan) => plan.kind === 'episodes' || plan.kind === 'both')
    .map((plan) => works[plan.id - 1] as Work)
    .sort((a, b) => b.publishedAt.getTime() - a.publishedAt.getTime() || a.id - b.id);
  for (const work of serials.slice(0, perKind)) {
    add(
      {
        kind: 'new_serial',
        title: `新連載『${work.title}』スタート！`,
        body: `${labelOf(work).name}にて、${authorOf(work)}による新連載『${work.title}』の配信がスタートしました。${work.summary}`,
        labelId: work.labelId,
        publishedAt: work.publishedAt,
      },
      [work],
    );
  }

  for (let i = 0; i < perKind; i++) {
    const work = random.pick(works);
    const label = labelOf(work);
    random.weighted<() => void>([
      [
        () => {
          // Release news are about a volume, so they start from one.
          const volume = random.pick(catalog.volumes);
          const volumeWork = works[volume.workId - 1] as Work;
          const { month, day } = tokyoDate(volume.releaseAt);
          const announced = Math.min(
            volume.releaseAt.getTime() - random.int(0, 14) * DAY,
            calendar.now,
          );
          add(
            {
              kind: 'news',
              title: `『${volumeWork.title}』コミックス第${volume.volumeNo}巻 ${month}月${day}日発売！`,
              body: `大好評連載中の『${volumeWork.title}』コミックス第${volume.volumeNo}巻が${month}月${day}日に発売されます。各電子書店でも同日配信予定です。`,
              labelId: volumeWork.labelId,
              publishedAt: new Date(announced),
            },
            [volumeWork],
          );
        },
        catalog.volumes.length > 0 ? 3 : 0,
      ],
      [
        () =>
          add(
            {
              kind: 'news',
              title: `『${work.title}』重版決定！`,
              body: `読者の皆さまの応援のおかげで、『${work.title}』の重版が決定しました。今後とも応援よろしくお願いいたします。`,
              labelId: label.id,
              publishedAt: daysAgo(120),
            },
            [work],
          ),
        2,
      ],
      [
        () =>
          add(
            {
              kind: 'news',
              title: `『${work.title}』TVアニメ化決定！`,
              body: `${label.name}で連載中の『${work.title}』のTVアニメ化が決定しました。放送時期やキャストなどの続報をお待ちください。`,
              labelId: label.id,
              publishedAt: daysAgo(180),
            },
            [work],
          ),
        1,
      ],
      [
        () =>
          add(
            {
              kind: 'news',
              title: `【お知らせ】${label.name} 更新スケジュール変更のお知らせ`,
              body: `${label.name}掲載作品の一部で、更新日が変更となります。詳しくは各作品ページの次回更新予定日をご確認ください。`,
              labelId: label.id,
              publishedAt: daysAgo(60),
            },
            [],
          ),
        1,
      ],
    ])();
  }

  const seasons = ['春', '夏', '秋', '冬'];
  for (let i = 0; i < perKind; i++) {
    const genre = random.pick(catalog.genres);
    const label = random.pick(catalog.labels);
    const ofGenre = works.filter(
      (work) => work.genreId === genre.id || work.subGenreId === genre.id,
    );
    const ofLabel = works.filter((work) => work.labelId === label.id);
    if (random.chance(0.3) && ofLabel.length > 0) {
      add(
        {
          kind: 'feature',
          title: `${label.name}編集部が選ぶ、いま読んでほしい${random.int(5, 12)}作品`,
          body: `${label.name}編集部が自信をもっておすすめする作品を一挙紹介。気になる作品はぜひフォローしてください。`,
          labelId: label.id,
          publishedAt: daysAgo(180),
        },
        random.sample(ofLabel, random.int(4, 10)),
      );
    } else {
      add(
        {
          kind: 'feature',
          title: random.chance(0.5)
            ? `特集：今こそ読みたい${genre.name}マンガ`
            : `${random.pick(seasons)}に読みたい！編集部おすすめ${genre.name}作品`,
          body: `話題の${genre.name}作品を編集部がセレクト。はじめての方にもおすすめの作品を集めました。`,
          labelId: null,
          publishedAt: daysAgo(180),
        },
        random.sample(ofGenre.length > 0 ? ofGenre : works, random.int(6, 12)),
      );
    }
  }

  for (let i = 0; i < perKind; i++) {
    const label = random.pick(catalog.labels);
    const ofLabel = works.filter((work) => work.labelId === label.id);
    let fair: Topic;
    if (i === 0) {
      // The spec's campaign page /campaign/10th-anniversary.
      fair = add(
        {
          kind: 'fair',
          title: 'サービス開始10周年記念 大感謝フェア開催中！',
          body: '10周年の感謝をこめて、人気作品の無料話を大増量。期間限定のキャンペーンをお見逃しなく！',
          labelId: null,
          publishedAt: daysAgo(14),
          campaignToken: '10th-anniversary',
        },
        random.sample(works, random.int(10, 20)),
      );
    } else if (random.chance(0.7) && ofLabel.length > 0) {
      fair = add(
        {
          kind: 'fair',
          title: `${label.name}フェア開催中！対象作品の無料話を大増量`,
          body: `${label.name}の人気作品が期間限定で読み放題。この機会に一気読みしよう！`,
          labelId: label.id,
          publishedAt: daysAgo(90),
          ...(random.chance(0.3) ? { campaignToken: `${label.code}-fair-${i}` } : {}),
        },
        random.sample(ofLabel, random.int(5, 15)),
      );
    } else {
      const work = random.pick(works);
      fair = add(
        {
          kind: 'fair',
          title: `『${work.title}』アニメ放送記念フェア`,
          body: `『${work.title}』のアニメ放送を記念して、関連作品をまとめてご紹介。`,
          labelId: work.labelId,
          publishedAt: daysAgo(90),
        },
        [work, ...random.sample(works, random.int(2, 7)).filter((w) => w.id !== work.id)],
      );
    }
    for (const link of catalog.topicWorks) {
      if (link.topicId === fair.id) (works[link.workId - 1] as Work).fairIds.push(fair.id);
    }
  }

  for (let i = 0; i < perKind; i++) {
    const work = random.pick(works);
    const other = random.pick(works);
    const genre = catalog.genres[work.genreId - 1] as Genre;
    random.weighted<() => void>([
      [
        () =>
          add(
            {
              kind: 'article',
              title: `インタビュー：『${work.title}』${authorOf(work)}先生に聞く、創作の舞台裏`,
              body: `連載中の『${work.title}』について、${authorOf(work)}先生にお話を伺いました。キャラクター誕生の秘話から今後の展開まで、たっぷりお届けします。`,
              labelId: work.labelId,
              publishedAt: daysAgo(240),
            },
            [work],
          ),
        3,
      ],
      [
        () =>
          add(
            {
              kind: 'article',
              title: `コラム：いま${genre.name}マンガが面白い理由`,
              body: `${genre.name}ジャンルの魅力を、編集部が注目作とともに掘り下げます。`,
              labelId: null,
              publishedAt: daysAgo(240),
            },
            [work, other].filter((w, index, list) => list.indexOf(w) === index),
          ),
        2,
      ],
      [
        () =>
          add(
            {
              kind: 'article',
              title: `作家対談：${authorOf(work)}×${authorOf(other)}`,
              body: `『${work.title}』の${authorOf(work)}先生と『${other.title}』の${authorOf(other)}先生による特別対談をお届けします。`,
              labelId: null,
              publishedAt: daysAgo(240),
            },
            [work, other].filter((w, index, list) => list.indexOf(w) === index),
          ),
        1,
      ],
    ])();
  }
}

function generateBanners(catalog: Catalog, calendar: Calendar): Banner[] {
  const topWork = [...catalog.works].sort((a, b) => b.followerBase - a.followerBase)[0];
  const labelFair = catalog.topics.find((topic) => topic.kind === 'fair' && topic.labelId !== null);
  const running = { startsAt: calendar.midnight(10), endsAt: calendar.endOfDay(-20) };
  const banners: Omit<Banner, 'id' | 'position'>[] = [
    {
      title: 'サービス開始10周年記念キャンペーン',
      alt: '10周年記念 大感謝フェア開催中',
      href: '/campaign/10th-anniversary',
      ...running,
    },
    {
      title: '無料話増量中',
      alt: '期間限定！無料話増量中の作品をチェック',
      href: '/free-campaign',
      ...running,
    },
    {
      title: '新連載特集',
      alt: '注目の新連載をまとめてチェック',
      href: '/topics/new-serials',
      ...running,
    },
    {
      title: topWork ? `『${topWork.title}』最新話更新` : '最新話更新',
      alt: topWork ? `『${topWork.title}』最新話を今すぐ読む` : '最新話を今すぐ読む',
      href: topWork ? `/detail/${topWork.code}` : '/new',
      ...running,
    },
    { title: '人気ランキング', alt: '今読まれている作品ランキング', href: '/ranking', ...running },
    {
      title: 'レーベルフェア',
      alt: 'レーベルフェア開催中',
      href: labelFair ? `/topics/fair/${labelFair.id}` : '/topics',
      ...running,
    },
    {
      // Already over: the banner list must filter by period.
      title: '夏のマンガ祭り',
      alt: '夏のマンガ祭り（終了しました）',
      href: '/topics',
      startsAt: calendar.midnight(60),
      endsAt: calendar.endOfDay(10),
    },
    {
      // Not started yet.
      title: '年末年始 一気読みキャンペーン',
      alt: '年末年始 一気読みキャンペーン 近日開始',
      href: '/free-campaign',
      startsAt: calendar.midnight(-3),
      endsAt: calendar.endOfDay(-30),
    },
  ];
  return banners.map((banner, i) => ({ id: i + 1, position: i + 1, ...banner }));
}

/** Synthetic reads for the last 48 hours so rankings have data before any real reader. */
function generateReadCounts(random: Random, works: readonly Work[], now: number): WorkReadCount[] {
  const currentHour = Math.floor(now / HOUR) * HOUR;
  // The last hours, newest first, each weighted by its hour of day in Tokyo.
  const hours = Array.from({ length: READ_COUNT_HOURS }, (_, h) => {
    const hour = currentHour - h * HOUR;
    return { hour, weight: HOURLY_READS[japanFields(new Date(hour)).hour] ?? 1 };
  });
  const rows: WorkReadCount[] = [];
  for (const work of works) {
    const sinceUpdate = (now - work.latestUpdateAt.getTime()) / DAY;
    const freshness = sinceUpdate < 3 ? 3 : sinceUpdate < 7 ? 1.8 : sinceUpdate < 30 ? 1 : 0.5;
    const popularity = (work.followerBase / 400) * freshness * (work.language === 'ja' ? 1 : 0.3);
    for (const { hour, weight } of hours) {
      const reads = Math.floor(popularity * weight * (0.5 + random.next()));
      if (reads > 0) rows.push({ workId: work.id, hour: new Date(hour), reads });
    }
  }
  return rows;
}
