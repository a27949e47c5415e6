import type { WorkDetailResponse } from '@cw/contract/schemas';
import { expect, inject } from 'vitest';

const backend = async <T>(path: string): Promise<T> => {
  const response = await fetch(`${inject('backendUrl')}${path}`);
  expect(response.status, path).toBe(200);
  return (await response.json()) as T;
};

type Topic = { id: number; kind: string; labelId: number | null };
type Page<T> = { items: T[] };

/** Seeded ids the route table's parameters take. */
export type Seed = {
  workCode: string;
  episodeCode: string;
  genreId: number;
  tagId: number;
  authorId: number;
  labelCode: string;
  labelTopics: Record<'news' | 'fair' | 'feature', number>;
  siteTopics: Record<'news' | 'fair' | 'feature' | 'article', number>;
};

export async function loadSeed(): Promise<Seed> {
  const works = await backend<Page<{ code: string }>>('/v3/library/works?perPage=1');
  const workCode = works.items[0]?.code ?? '';
  const detail = await backend<WorkDetailResponse>(`/v3/library/works/${workCode}`);
  const labels = await backend<Page<{ id: number; code: string }>>('/v3/library/labels');
  const topicsOf = async (kind: string) =>
    (await backend<Page<Topic>>(`/v3/library/topics?kind=${kind}&perPage=100`)).items;
  const [news, fairs, features, articles] = await Promise.all(
    ['news', 'fair', 'feature', 'article'].map(topicsOf),
  );
  const first = (topics: Topic[] | undefined) => {
    const topic = topics?.[0];
    if (!topic) throw new Error('a topic kind has no seeded topic');
    return topic.id;
  };
  // A label with news, a fair and a feature of its own.
  const ofLabel = (topics: Topic[] | undefined, labelId: number) =>
    (topics ?? []).filter((topic) => topic.labelId === labelId);
  const label = labels.items.find((l) =>
    [news, fairs, features].every((topics) => ofLabel(topics, l.id).length > 0),
  );
  if (!label) throw new Error('no seeded label has news, a fair and a feature');
  return {
    workCode,
    episodeCode: detail.episodes.find((e) => e.isActive)?.code ?? '',
    genreId: detail.work.genre.id,
    tagId: detail.work.tags[0]?.id ?? 0,
    authorId: detail.work.authors[0]?.id ?? 0,
    labelCode: label.code,
    labelTopics: {
      news: first(ofLabel(news, label.id)),
      fair: first(ofLabel(fairs, label.id)),
      feature: first(ofLabel(features, label.id)),
    },
    siteTopics: {
      news: first(news),
      fair: first(fairs),
      feature: first(features),
      article: first(articles),
    },
  };
}

/**
 * Every page of the route table (spec section 2) with seeded ids: `listsWorks`, the pages
 * whose HTML lists works besides their own heading, and `pages`, the rest.
 */
export function routeTable(seed: Seed) {
  const { workCode: code, episodeCode: episode, labelCode: label } = seed;
  const { labelTopics, siteTopics } = seed;
  // Pages whose HTML lists works (links to work pages) besides their own heading.
  const listsWorks = [
    '/',
    '/?utm_source=newsletter',
    '/ranking',
    `/ranking/${seed.genreId}`,
    '/new',
    '/release',
    '/contents/list',
    `/contents/genre/${seed.genreId}`,
    '/list/index',
    '/free-campaign',
    '/free-campaign/serial',
    '/free-campaign/comics',
    `/label/${label}`,
    `/label/${label}/contents`,
    `/label/${label}/serialization`,
    `/label/${label}/ranking`,
    `/label/${label}/release`,
    `/magazine/detail/${label}`,
    '/topics/new-serials',
    '/campaign/10th-anniversary',
    '/campaign/10th-anniversary/10th-anniversary',
    `/search/author/${seed.authorId}`,
    `/search/genre/${seed.genreId}`,
    `/search/tag/${seed.tagId}`,
  ];
  const pages = [
    `/label/${label}/one-shot`,
    `/label/${label}/new-serials`,
    `/label/${label}/news`,
    `/label/${label}/news/${labelTopics.news}`,
    `/label/${label}/fair/${labelTopics.fair}`,
    `/label/${label}/features/${labelTopics.feature}`,
    '/label',
    '/topics',
    `/topics/news/${siteTopics.news}`,
    `/topics/fair/${siteTopics.fair}`,
    `/topics/features/${siteTopics.feature}`,
    `/kadocommu/article/${siteTopics.article}`,
    '/search',
    '/search?q=%E3%81%82',
    '/search/content',
    '/search/author',
    '/search/genre',
    '/my-comic',
    '/my-comic/follow/contents',
    '/my-comic/follow/labels',
    '/my-comic/history',
    '/my-comic/offline',
    '/offline',
    `/detail/${code}`,
    `/detail/${code}/episodes`,
    `/detail/${code}/episodes/${episode}`,
    `/detail/${code}/related`,
    `/viewer/${episode}`,
    '/auth/signin',
    '/auth/error?error=Configuration',
    '/terms',
    '/terms/app',
    '/terms/shikin',
    '/terms/siteaccess',
    '/terms/tokusho',
    '/tokuyakuten',
    '/sitemap',
    '/optout',
  ];
  return { listsWorks, pages };
}
