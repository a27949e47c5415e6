// Builders of API data for tests and stories, valid against the schemas, any field overridable.
// No test-runner imports here: stories load this module in the browser, outside vitest.

import { buildEpisode } from '@cw/api-client/fixtures';
import type {
  Author,
  AuthorIndex,
  Banner,
  ComicVolumeSummary,
  EpisodeSummary,
  Genre,
  Label,
  LabelSummary,
  NewComic,
  Ranking,
  RankingEntry,
  Tag,
  Topic,
  TopicSummary,
  WorkSummary,
} from '@cw/api-client/schemas';

export { buildEpisode };

/** An author numbered `id`, credited as 漫画. */
export function buildAuthor(id: number, overrides: Partial<Author> = {}): Author {
  return { id, name: `作者${id}`, role: '漫画', ...overrides };
}

/** A genre numbered `id`. */
export function buildGenre(id: number, overrides: Partial<Genre> = {}): Genre {
  return { id, name: `ジャンル${id}`, ...overrides };
}

/** A tag numbered `id`. */
export function buildTag(id: number, overrides: Partial<Tag> = {}): Tag {
  return { id, name: `タグ${id}`, ...overrides };
}

/** A label numbered `id`, coded `label{id}`, dark blue. */
export function buildLabel(id: number, overrides: Partial<Label> = {}): Label {
  return {
    id,
    code: `label${id}`,
    name: `レーベル${id}`,
    description: `レーベル${id}の作品を毎日更新中。`,
    iconImageUrl: `/v3/media/label-icons/${id}`,
    logoImageUrl: `/v3/media/label-logos/${id}`,
    color: '#2b4c9b',
    ...overrides,
  };
}

/** The label fields a work carries, of label `id`. */
export function buildLabelSummary(id: number, overrides: Partial<LabelSummary> = {}): LabelSummary {
  const { code, name, color } = buildLabel(id);
  return { id, code, name, color, ...overrides };
}

/** The list fields of episode `id` of a work. */
export function buildEpisodeSummary(
  id: number,
  overrides: Partial<EpisodeSummary> = {},
): EpisodeSummary {
  const { code, title, subTitle, thumbnail, isNew, updateDate } = buildEpisode(id);
  return { id, code, title, subTitle, thumbnail, isNew, updateDate, ...overrides };
}

/**
 * An ongoing Japanese serial numbered `id` of label 1, by one author, not new, with a latest
 * episode.
 */
export function buildWorkSummary(id: number, overrides: Partial<WorkSummary> = {}): WorkSummary {
  return {
    id,
    code: `CW_${String(id).padStart(6, '0')}_S`,
    title: `作品${id}`,
    thumbnail: `/v3/media/covers/${id}`,
    authors: [buildAuthor(id)],
    labelInfo: buildLabelSummary(1),
    genre: buildGenre(1),
    isNew: false,
    latestUpdateDate: '2024-06-14T12:00:00+09:00',
    serializationStatus: 'ongoing',
    followerCount: 100 * id,
    isOneShot: false,
    language: 'ja',
    latestEpisode: buildEpisodeSummary(id * 100 + 1),
    ...overrides,
  };
}

/** `count` works numbered from `from` (1 by default). */
export function buildWorkSummaries(count: number, from = 1): WorkSummary[] {
  return Array.from({ length: count }, (_, index) => buildWorkSummary(from + index));
}

/** Ranking entries 1 to `count`, work `n` at rank `n`. */
export function buildRankingEntries(count: number): RankingEntry[] {
  return Array.from({ length: count }, (_, index) => ({
    rank: index + 1,
    work: buildWorkSummary(index + 1),
  }));
}

/** The daily ranking of all genres with `count` entries. */
export function buildRanking(count: number, overrides: Partial<Ranking> = {}): Ranking {
  return {
    genre: 'all',
    period: 'daily',
    computedAt: '2024-06-15T04:00:00+09:00',
    entries: buildRankingEntries(count),
    ...overrides,
  };
}

/** A site-wide news topic numbered `id`, published on 2024-06-{id}. */
export function buildTopic(id: number, overrides: Partial<TopicSummary> = {}): TopicSummary {
  return {
    id,
    kind: 'news',
    title: `お知らせ${id}`,
    thumbnail: `/v3/media/topics/${id}`,
    labelId: null,
    publishedAt: `2024-06-${String(((id - 1) % 28) + 1).padStart(2, '0')}T10:00:00+09:00`,
    ...overrides,
  };
}

/** Topic `id` of `buildTopic` with its Markdown body: a paragraph, a section and a list. */
export function buildTopicWithBody(id: number, overrides: Partial<Topic> = {}): Topic {
  return {
    ...buildTopic(id),
    body: [
      `お知らせ${id}の本文です。`,
      '',
      '## 詳細',
      '',
      '- 期間：6月1日〜6月30日',
      '- 対象：全作品',
    ].join('\n'),
    ...overrides,
  };
}

/** Volume 1 of work `id` (`buildWorkSummary`), released on 2024-06-01 in Japan. */
export function buildNewComic(
  id: number,
  overrides: { volume?: Partial<ComicVolumeSummary>; work?: Partial<WorkSummary> } = {},
): NewComic {
  const work = buildWorkSummary(id, overrides.work);
  return {
    volume: {
      id,
      title: `${work.title}（1）`,
      thumbnail: `/v3/media/volumes/${id}`,
      release: '2024-06-01T00:00:00+09:00',
      ...overrides.volume,
    },
    work,
  };
}

/** `count` volumes of `buildNewComic` numbered from 1. */
export function buildNewComics(count: number): NewComic[] {
  return Array.from({ length: count }, (_, index) => buildNewComic(index + 1));
}

/** A banner numbered `id`, running through 2024, linking to a topic. */
export function buildBanner(id: number, overrides: Partial<Banner> = {}): Banner {
  return {
    id,
    title: `バナー${id}`,
    image: `/v3/media/banners/${id}`,
    href: `/topics/fair/${id}`,
    alt: `フェア${id}開催中`,
    startsAt: '2024-01-01T00:00:00+09:00',
    endsAt: '9999-12-31T23:59:59+09:00',
    ...overrides,
  };
}

/** `count` banners numbered from 1. */
export function buildBanners(count: number): Banner[] {
  return Array.from({ length: count }, (_, index) => buildBanner(index + 1));
}

/** An author index with a row per given initial, `perRow` authors each, ids counted up. */
export function buildAuthorIndex(
  initials: readonly AuthorIndex['rows'][number]['initial'][],
  perRow = 2,
): AuthorIndex {
  let id = 0;
  return {
    rows: initials.map((initial) => ({
      initial,
      authors: Array.from({ length: perRow }, () => {
        id += 1;
        return { id, name: `${initial === 'その他' ? 'Author' : initial}作者${id}` };
      }),
    })),
  };
}
