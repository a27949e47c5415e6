// The paths of the site's pages that take a code or an id (spec section 2, the route table),
// and of the fixed pages several places must agree on (search, my comic). Every package's
// default links and the web app's own links and redirects are built here, so a page moves in
// one place. Each code, id or query value is percent-encoded: a code from the
// API or from a URL never opens another path (`a/b`, `..`) or drops into the query (`a?b`).
//
// The kinds below mirror unions of @cw/contract's schemas (topic kinds, episode tabs, free
// campaign filters); this package imports nothing of ours, and its callers' types keep the two
// in step (passing a schema's value where these unions are expected fails to compile when the
// schema grows).

/** One path segment: percent-encoded, and `.` or `..` spelt out so URL resolution keeps it. */
function segment(value: string | number): string {
  const text = String(value);
  return text === '.' || text === '..' ? text.replaceAll('.', '%2E') : encodeURIComponent(text);
}

/**
 * The tab a work page opens on (`?episodeType=`): the first episodes, the latest ones, or the
 * volumes. Mirrors `EPISODE_TYPES` of @cw/contract.
 */
export type WorkEpisodeType = 'first' | 'latest' | 'comics';

/**
 * A work's page, `/detail/{workCode}`; with `episodeType`, opened on that tab.
 *
 * @example
 * workPath('KDCW_AM01_68'); //=> '/detail/KDCW_AM01_68'
 * workPath('KDCW_AM01_68', { episodeType: 'comics' }); //=> '/detail/KDCW_AM01_68?episodeType=comics'
 */
export function workPath(
  workCode: string,
  { episodeType }: { episodeType?: WorkEpisodeType } = {},
): string {
  const path = `/detail/${segment(workCode)}`;
  return episodeType === undefined ? path : `${path}?episodeType=${segment(episodeType)}`;
}

/**
 * The viewer at an episode, `/viewer/{episodeCode}`; with `page`, opened at that one-based page
 * (`?page=N`, as the viewer reads and writes it). A page below 1 or not a whole number is left
 * out, so the viewer picks the start itself.
 *
 * @example
 * viewerPath('CW_000001_0003_E'); //=> '/viewer/CW_000001_0003_E'
 * viewerPath('CW_000001_0003_E', 12); //=> '/viewer/CW_000001_0003_E?page=12'
 */
export function viewerPath(episodeCode: string, page?: number): string {
  const path = `/viewer/${segment(episodeCode)}`;
  return page !== undefined && Number.isInteger(page) && page >= 1 ? `${path}?page=${page}` : path;
}

/**
 * The viewer's page (`?page=N`, counted from 1) of a page the read history keeps: history counts
 * from 0 (`HistoryEntry.page` of @cw/contract, and the page a history write sends).
 *
 * @example
 * viewerPageOfHistory(11); //=> 12
 */
export function viewerPageOfHistory(historyPage: number): number {
  return historyPage + 1;
}

/**
 * The page the read history keeps (counted from 0) for the viewer's page (`?page=N`, counted
 * from 1): what a history write sends for the page on screen. The inverse of
 * {@link viewerPageOfHistory}.
 *
 * @example
 * historyPageOfViewer(12); //=> 11
 */
export function historyPageOfViewer(viewerPage: number): number {
  return viewerPage - 1;
}

/**
 * Where a read-history line resumes: the viewer at the page the reader reached (history's
 * zero-based page, {@link viewerPageOfHistory}).
 *
 * @example
 * resumeReadingPath({ episode: { code: 'CW_000001_0003_E' }, page: 11 });
 * //=> '/viewer/CW_000001_0003_E?page=12'
 */
export function resumeReadingPath(entry: { episode: { code: string }; page: number }): string {
  return viewerPath(entry.episode.code, viewerPageOfHistory(entry.page));
}

/** The list of every label, `/label`. */
export const LABEL_INDEX_PATH = '/label';

/** A label's own pages below its top page, `/label/{labelCode}/{page}`. */
export type LabelPage =
  | 'contents'
  | 'serialization'
  | 'one-shot'
  | 'new-serials'
  | 'ranking'
  | 'release'
  | 'news';

/**
 * A label's page: its top, `/label/{labelCode}`, or one of its pages below (`/label/{labelCode}/
 * contents`, …). The short address `/{labelCode}/…` redirects here.
 *
 * @example
 * labelPath('hoshizora'); //=> '/label/hoshizora'
 * labelPath('hoshizora', 'contents'); //=> '/label/hoshizora/contents'
 */
export function labelPath(labelCode: string, page?: LabelPage): string {
  const path = `${LABEL_INDEX_PATH}/${segment(labelCode)}`;
  return page === undefined ? path : `${path}/${page}`;
}

/** The search page, `/search`; its results are `?q=` below it. */
export const SEARCH_PATH = '/search';

/** The search of works alone, by title or author keyword, `/search/content`; results `?q=`. */
export const WORK_SEARCH_PATH = `${SEARCH_PATH}/content`;

/** Every author by kana row, `/search/author`; each author's works are below it. */
export const AUTHOR_INDEX_PATH = `${SEARCH_PATH}/author`;

/** Every genre and tag, `/search/genre`; each genre's works are below it. */
export const GENRE_INDEX_PATH = `${SEARCH_PATH}/genre`;

/**
 * The works of one author, `/search/author/{authorId}`.
 *
 * @example
 * authorPath(12); //=> '/search/author/12'
 */
export function authorPath(authorId: number): string {
  return `${AUTHOR_INDEX_PATH}/${segment(authorId)}`;
}

/**
 * The works of one genre from the genre and tag search, `/search/genre/{genreId}`.
 *
 * @example
 * genrePath(3); //=> '/search/genre/3'
 */
export function genrePath(genreId: number): string {
  return `${GENRE_INDEX_PATH}/${segment(genreId)}`;
}

/**
 * The works of one genre among the work lists, `/contents/genre/{genreId}`: the page the work
 * page links its genre to, and the canonical address of both genre pages.
 *
 * @example
 * genreWorksPath(3); //=> '/contents/genre/3'
 */
export function genreWorksPath(genreId: number): string {
  return `/contents/genre/${segment(genreId)}`;
}

/**
 * The works of one tag, `/search/tag/{tagId}`.
 *
 * @example
 * tagPath(40); //=> '/search/tag/40'
 */
export function tagPath(tagId: number): string {
  return `/search/tag/${segment(tagId)}`;
}

/**
 * The ranking of a genre: `/ranking` for all genres (`'all'`), `/ranking/{genreId}` otherwise;
 * within a label, `/label/{labelCode}/ranking` (a label's ranking has no genre pages).
 *
 * @example
 * rankingPath('all'); //=> '/ranking'
 * rankingPath('3'); //=> '/ranking/3'
 * rankingPath('all', 'hoshizora'); //=> '/label/hoshizora/ranking'
 */
export function rankingPath(genre: 'all' | (string & {}), labelCode?: string): string {
  if (labelCode !== undefined) return labelPath(labelCode, 'ranking');
  return genre === 'all' ? '/ranking' : `/ranking/${segment(genre)}`;
}

/** The filters of the free campaign page. Mirrors `FREE_CAMPAIGN_FILTERS` of @cw/contract. */
export type FreeCampaignFilter = 'all' | 'serial' | 'comics';

/**
 * The free campaign page of a filter: `/free-campaign` for `all` (which has no path of its
 * own), `/free-campaign/{filter}` otherwise.
 *
 * @example
 * freeCampaignPath('all'); //=> '/free-campaign'
 * freeCampaignPath('serial'); //=> '/free-campaign/serial'
 */
export function freeCampaignPath(filter: FreeCampaignFilter = 'all'): string {
  return filter === 'all' ? '/free-campaign' : `/free-campaign/${segment(filter)}`;
}

/** The kinds of topic. Mirrors `TopicKind` of @cw/contract. */
export type TopicKind = 'news' | 'feature' | 'fair' | 'new_serial' | 'article';

/** Path segment of each topic kind with pages of its own under `/topics` and under a label. */
const TOPIC_SEGMENTS = {
  news: 'news',
  feature: 'features',
  fair: 'fair',
} as const satisfies Partial<Record<TopicKind, string>>;

/**
 * Where a topic is read. Site-wide: `/topics/news/{id}`, `/topics/features/{id}`,
 * `/topics/fair/{id}`; new-serial announcements have one page for all, `/topics/new-serials`;
 * articles live at `/kadocommu/article/{id}`. With `labelCode` (the topics of a label's pages):
 * `/label/{labelCode}/news/{id}`, `…/features/{id}`, `…/fair/{id}` and `…/new-serials`;
 * articles have no label page and keep theirs.
 *
 * @example
 * topicPath({ id: 7, kind: 'feature' }); //=> '/topics/features/7'
 * topicPath({ id: 7, kind: 'news' }, 'hoshizora'); //=> '/label/hoshizora/news/7'
 */
export function topicPath(topic: { id: number; kind: TopicKind }, labelCode?: string): string {
  const base = labelCode === undefined ? '/topics' : labelPath(labelCode);
  switch (topic.kind) {
    case 'news':
    case 'feature':
    case 'fair':
      return `${base}/${TOPIC_SEGMENTS[topic.kind]}/${segment(topic.id)}`;
    case 'new_serial':
      return `${base}/new-serials`;
    case 'article':
      return `/kadocommu/article/${segment(topic.id)}`;
  }
}

/** My comic, the reader's own pages: its top page, `/my-comic`. */
export const MY_COMIC_PATH = '/my-comic';

/** The works the reader follows, `/my-comic/follow/contents`. */
export const MY_COMIC_FOLLOWED_WORKS_PATH = '/my-comic/follow/contents';

/** The labels the reader follows, `/my-comic/follow/labels`. */
export const MY_COMIC_FOLLOWED_LABELS_PATH = '/my-comic/follow/labels';

/** The reader's read history, `/my-comic/history`. */
export const MY_COMIC_HISTORY_PATH = '/my-comic/history';

/**
 * The episodes saved on this device for offline reading (保存済み), `/my-comic/offline`: not in
 * the spec's route table; the service worker precaches it.
 */
export const MY_COMIC_OFFLINE_PATH = '/my-comic/offline';

/**
 * The language groups (spec section 2): `/en` English, `/jp` Japanese and `/tw` Traditional
 * Chinese, each with its own root and the same pages below it.
 */
export const LANGUAGE_GROUPS = ['en', 'jp', 'tw'] as const;
export type LanguageGroup = (typeof LANGUAGE_GROUPS)[number];

/** The pages of a language group besides its works: `''` is its root. */
export type LanguageGroupPage =
  | ''
  | 'auth/error'
  | 'auth/signin'
  | 'auth/signout'
  | 'info/faq'
  | 'member'
  | 'member/regist'
  | 'my_magazine'
  | 'viewer';

/**
 * A page of a language group, `/{group}/{page}`.
 *
 * @example
 * languageGroupPath('en'); //=> '/en'
 * languageGroupPath('tw', 'info/faq'); //=> '/tw/info/faq'
 */
export function languageGroupPath(group: LanguageGroup, page: LanguageGroupPage = ''): string {
  return page === '' ? `/${group}` : `/${group}/${page}`;
}

/**
 * A work's page in a language group, `/{group}/contents/detail/{workCode}`.
 *
 * @example
 * languageGroupWorkPath('en', 'CW_000001_S'); //=> '/en/contents/detail/CW_000001_S'
 */
export function languageGroupWorkPath(group: LanguageGroup, workCode: string): string {
  return `/${group}/contents/detail/${segment(workCode)}`;
}

/**
 * The viewer at an episode in a language group, `/{group}/viewer/{episodeCode}`, the group's
 * frame and language around it; with `page`, at that one-based page as {@link viewerPath}.
 *
 * @example
 * languageGroupViewerPath('en', 'CW_000001_0003_E'); //=> '/en/viewer/CW_000001_0003_E'
 * languageGroupViewerPath('tw', 'CW_000001_0003_E', 5); //=> '/tw/viewer/CW_000001_0003_E?page=5'
 */
export function languageGroupViewerPath(
  group: LanguageGroup,
  episodeCode: string,
  page?: number,
): string {
  return `/${group}${viewerPath(episodeCode, page)}`;
}

/**
 * The language group a path belongs to (`/en`, `/jp`, `/tw` and below), or null for the
 * Japanese site.
 *
 * @example
 * languageGroupOfPath('/tw/contents/detail/CW_000001_S'); //=> 'tw'
 * languageGroupOfPath('/twitter'); //=> null
 */
export function languageGroupOfPath(pathname: string): LanguageGroup | null {
  return (
    LANGUAGE_GROUPS.find(
      (group) => pathname === `/${group}` || pathname.startsWith(`/${group}/`),
    ) ?? null
  );
}

/**
 * Whether a path is an episode in the viewer: `/viewer/{episodeCode}` (and below it, its start
 * pages), in the Japanese site or a language group.
 *
 * @example
 * isViewerPath('/en/viewer/CW_000001_0001_E'); //=> true
 * isViewerPath('/viewer'); //=> false
 */
export function isViewerPath(pathname: string): boolean {
  const group = languageGroupOfPath(pathname);
  const rest = group ? pathname.slice(group.length + 1) : pathname;
  return /^\/viewer\/[^/]+/.test(rest);
}
