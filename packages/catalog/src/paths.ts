import type { HistoryEntry, RankingGenre, TopicKind, TopicSummary } from '@cw/api-client/schemas';

// Site paths of the discovery screens, from the route table (spec section 2). Components take
// these as defaults; the app can pass its own `href` functions instead.

/**
 * The work detail page.
 *
 * @example
 * workPath('KDCW_AM01_68'); //=> '/detail/KDCW_AM01_68'
 */
export function workPath(workCode: string): string {
  return `/detail/${encodeURIComponent(workCode)}`;
}

/**
 * A label's page, `/label/{labelCode}` (the work page links labels there too).
 *
 * @example
 * labelPath('hoshizora'); //=> '/label/hoshizora'
 */
export function labelPath(labelCode: string): string {
  return `/label/${encodeURIComponent(labelCode)}`;
}

/** The list of every label, `/label`. */
export const LABEL_INDEX_PATH = '/label';

/**
 * The works of one author (`/search/author/{authorId}`).
 *
 * @example
 * authorPath(12); //=> '/search/author/12'
 */
export function authorPath(authorId: number): string {
  return `/search/author/${authorId}`;
}

/**
 * The works of one genre (`/search/genre/{genreId}`).
 *
 * @example
 * genrePath(3); //=> '/search/genre/3'
 */
export function genrePath(genreId: number): string {
  return `/search/genre/${genreId}`;
}

/**
 * The works of one tag (`/search/tag/{tagId}`).
 *
 * @example
 * tagPath(40); //=> '/search/tag/40'
 */
export function tagPath(tagId: number): string {
  return `/search/tag/${tagId}`;
}

/**
 * The ranking page of a genre: `/ranking` for all genres, `/ranking/{genreId}` otherwise; within
 * a label, `/{labelCode}/ranking` (the label ranking has no genre pages).
 *
 * @example
 * rankingPath('all'); //=> '/ranking'
 * rankingPath('3'); //=> '/ranking/3'
 */
export function rankingPath(genre: RankingGenre, labelCode?: string): string {
  if (labelCode !== undefined) return `${labelPath(labelCode)}/ranking`;
  return genre === 'all' ? '/ranking' : `/ranking/${genre}`;
}

/** Path segment of each topic kind that has pages of its own under `/topics` and a label. */
const TOPIC_SEGMENTS = {
  news: 'news',
  feature: 'features',
  fair: 'fair',
} as const satisfies Partial<Record<TopicKind, string>>;

/**
 * Where a topic is read. Site-wide: `/topics/news/{id}`, `/topics/features/{id}`,
 * `/topics/fair/{id}`; new-serial announcements have one page for all, `/topics/new-serials`;
 * articles live at `/kadocommu/article/{id}`. With `labelCode` (the topics of a label's pages):
 * `/{labelCode}/news/{id}`, `/{labelCode}/features/{id}`, `/{labelCode}/fair/{id}` and
 * `/{labelCode}/new-serials`; articles have no label page and keep theirs.
 *
 * @example
 * topicKindPath({ id: 7, kind: 'feature' }); //=> '/topics/features/7'
 * topicKindPath({ id: 7, kind: 'news' }, 'hoshizora'); //=> '/hoshizora/news/7'
 */
export function topicKindPath(
  topic: Pick<TopicSummary, 'id' | 'kind'>,
  labelCode?: string,
): string {
  const base = labelCode === undefined ? '/topics' : labelPath(labelCode);
  switch (topic.kind) {
    case 'news':
    case 'feature':
    case 'fair':
      return `${base}/${TOPIC_SEGMENTS[topic.kind]}/${topic.id}`;
    case 'new_serial':
      return `${base}/new-serials`;
    case 'article':
      return `/kadocommu/article/${topic.id}`;
  }
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
  const path = `/viewer/${encodeURIComponent(episodeCode)}`;
  return page !== undefined && Number.isInteger(page) && page >= 1 ? `${path}?page=${page}` : path;
}

/**
 * Where a read-history line resumes: the viewer at the page the reader reached. History keeps
 * the zero-based page (`HistoryEntry.page`); the viewer's `?page=N` counts from 1.
 *
 * @example
 * resumeReadingPath({ episode: { code: 'CW_000001_0003_E' }, page: 11 });
 * //=> '/viewer/CW_000001_0003_E?page=12'
 */
export function resumeReadingPath(entry: {
  episode: Pick<HistoryEntry['episode'], 'code'>;
  page: HistoryEntry['page'];
}): string {
  return viewerPath(entry.episode.code, entry.page + 1);
}
