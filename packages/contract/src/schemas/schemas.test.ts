import { readdirSync } from 'node:fs';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { z } from 'zod';
import { CLIENT_LOG_MESSAGE_MAX } from '../constants';
import { colorSchema, dateTimeSchema, idSchema } from './common';
import {
  accountUpdatedQuerySchema,
  apiErrorBodySchema,
  authorIndexSchema,
  bannerSchema,
  type ComicVolume,
  categoriesSchema,
  clientLogInputSchema,
  dailyNewQuerySchema,
  type Episode,
  episodeSchema,
  favoriteStatusSchema,
  followedLabelPageSchema,
  followedSeriesSchema,
  followedSeriesWireSchema,
  helloSchema,
  historyEntryWireSchema,
  historyMapSchema,
  historyQuerySchema,
  historyRecordInputSchema,
  idParamSchema,
  labelRefSchema,
  labelSchema,
  labelWireSchema,
  MAX_PAGE_SIZE,
  mailUnsubscribeInputSchema,
  paginated,
  paginationQuerySchema,
  rankingQuerySchema,
  rankingSchema,
  relatedProductsSchema,
  STORE_DISPLAY_ORDER,
  type Store,
  searchKeywordsQuerySchema,
  searchResultsSchema,
  storeCodeSchema,
  type Tag,
  tagSchema,
  topicSchema,
  userSchema,
  viewerManifestSchema,
  type Work,
  type WorkSummary,
  workDetailResponseSchema,
  workSchema,
  workSummarySchema,
} from './index';
import { labelFromWireSchema, labelListSchema } from './labels';
import { storeListSchema } from './stores';
import { episodeTypeSchema } from './works';

const store: Store = {
  code: 'book_walker',
  name: 'BOOK☆WALKER',
  url: 'https://bookwalker.jp/series/12345/',
  image: '/v3/media/stores/book_walker.png',
};

const episode: Episode = {
  id: 9001,
  code: 'KC_0012340000100011_E',
  title: '第1話',
  subTitle: '始まりの朝',
  thumbnail: '/v3/media/episodes/9001/thumbnail.jpg',
  isActive: true,
  isNew: false,
  updateDate: '2024-04-05T12:00:00+09:00',
  deliveryPeriod: '9999-12-31T23:59:59+09:00',
  stores: [],
  type: 'normal',
  serviceId: 'web',
  internal: { episodeNo: 1, pageCount: 32, episodetype: 'normal', isLatest: false },
};

const volume: ComicVolume = {
  id: 301,
  title: '異世界食堂の看板娘 1巻',
  thumbnail: 'https://cdn.example.jp/v3/media/volumes/301.jpg',
  release: '2024-05-10T00:00:00+09:00',
  episodes: [{ ...episode, id: 9101, code: 'trial_301_1', serviceId: 'web_trial' }],
  stores: [
    store,
    { ...store, code: 'amazon', name: 'Amazon', url: 'https://www.amazon.co.jp/dp/X' },
  ],
};

const work: Work = {
  id: 42,
  code: 'KC_001234_S',
  thumbnail: '/v3/media/works/42/thumbnail.jpg',
  originalThumbnail: '/v3/media/works/42/original.jpg',
  title: '異世界食堂の看板娘',
  nextUpdateDateText: '毎週金曜更新',
  latestUpdateDate: '2024-04-12T12:00:00+09:00',
  isNew: true,
  isOriginal: true,
  labelInfo: { id: 3, code: 'dragon-age', name: 'ドラゴンエイジ', color: '#e60012' },
  serializationStatus: 'ongoing',
  tags: [{ id: 11, name: '飯テロ' }],
  genre: { id: 2, name: 'ファンタジー' },
  subGenre: null,
  followerCount: 1520,
  isFollowing: false,
  summary: '異世界の食堂で働く少女の物語。',
  authors: [
    { id: 7, name: '山田太郎', role: '原作' },
    { id: 8, name: '佐藤花子', role: '漫画' },
  ],
  isOneShot: false,
  language: 'ja',
  ratingLevel: 'general',
  serviceIds: ['web'],
  freeCampaigns: { serial: { notAfter: '2024-04-30T23:59:59+09:00' }, comics: null },
  internal: {
    departmentCode: 'D01',
    scrollType: 'rtl',
    labelNames: ['ドラゴンエイジ'],
    fairIds: [5],
    originalDirection: 'rtl',
  },
  isFanLetterAvailable: true,
  isLatestComicsAdVisible: false,
};

const workSummary: WorkSummary = {
  ...workSummarySchema.omit({ latestEpisode: true }).parse(work),
  latestEpisode: {
    id: episode.id,
    code: episode.code,
    title: episode.title,
    subTitle: episode.subTitle,
    thumbnail: episode.thumbnail,
    isNew: episode.isNew,
    updateDate: episode.updateDate,
  },
};

const issuePaths = (result: { success: boolean; error?: z.ZodError }) =>
  result.error?.issues.map((issue) => issue.path.join('.'));

describe('catalog entities', () => {
  it('parse realistic samples', () => {
    expect(workSchema.parse(work)).toEqual(work);
    expect(workSummarySchema.parse(workSummary)).toEqual(workSummary);
    expect(episodeSchema.parse(episode)).toEqual(episode);
    const detail = {
      work,
      info: {
        id: 42,
        code: work.code,
        language: 'ja',
        nextUpdateDateText: work.nextUpdateDateText,
        freeCampaigns: work.freeCampaigns,
      },
      episodes: [episode, { ...episode, id: 9002, code: 'ep2', type: 'pr', isActive: false }],
      volumes: [volume],
      relatedWorks: [{ ...workSummary, latestEpisode: null }],
    };
    expect(workDetailResponseSchema.parse(detail)).toEqual(detail);
  });

  it('keeps per-reader state out of the catalog', () => {
    expect(workSchema.safeParse({ ...work, isFollowing: true }).success).toBe(false);
  });

  it('rejects an unknown store code and a store listed twice', () => {
    expect(storeCodeSchema.safeParse('kindle').success).toBe(false);
    expect(storeListSchema.safeParse([store, store]).success).toBe(false);
  });

  it('orders the stores as the spec lists them, publisher shops last', () => {
    const sorted = [...storeCodeSchema.options].sort(
      (a, b) => STORE_DISPLAY_ORDER[a] - STORE_DISPLAY_ORDER[b],
    );
    expect(sorted).toEqual(storeCodeSchema.options);
    expect(storeCodeSchema.options.map((code) => STORE_DISPLAY_ORDER[code])).toEqual([
      0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 100, 101,
    ]);
  });

  it('requires a #rrggbb label colour', () => {
    const label = {
      id: 3,
      code: 'dragon-age',
      name: 'ドラゴンエイジ',
      description: '月刊ドラゴンエイジの公式ウェブ連載。',
      iconImageUrl: '/v3/media/labels/3/icon.png',
      logoImageUrl: '/v3/media/labels/3/logo.png',
      color: '#E60012',
    };
    expect(labelSchema.parse(label)).toEqual(label);
    for (const color of ['#e6001', 'e60012', '#e60012ff', 'red', '#gg0000']) {
      expect(colorSchema.safeParse(color).success).toBe(false);
    }
  });

  it('spec section 3 Label: "The API supplies copy, iconImage and logoThumbnail for these"', () => {
    const sent = {
      id: 3,
      code: 'dragon-age',
      name: 'ドラゴンエイジ',
      copy: '月刊ドラゴンエイジの公式ウェブ連載。',
      iconImage: '/v3/media/label-icons/3',
      logoThumbnail: '/v3/media/label-logos/3',
      color: '#E60012',
    };
    const label = {
      id: 3,
      code: 'dragon-age',
      name: 'ドラゴンエイジ',
      description: sent.copy,
      iconImageUrl: sent.iconImage,
      logoImageUrl: sent.logoThumbnail,
      color: '#E60012',
    };
    expect(labelSchema.parse(label)).toEqual(label);
    expect(labelFromWireSchema.parse(sent)).toEqual(label);
    expect(labelListSchema.parse({ items: [sent] })).toEqual({ items: [label] });
    const followed = { notification: true, followedAt: '2024-02-01T10:00:00+09:00' };
    const page = { page: 1, perPage: 20, total: 1, hasNext: false };
    expect(
      followedLabelPageSchema.parse({ ...page, items: [{ ...followed, label: sent }] }),
    ).toEqual({ ...page, items: [{ ...followed, label }] });
    // The entity's names are not the API's.
    expect(labelWireSchema.safeParse(label).success).toBe(false);
    expect(labelListSchema.safeParse({ items: [label] }).success).toBe(false);
  });

  it('accepts ISO date-times with an offset only', () => {
    expect(dateTimeSchema.safeParse('2024-04-05T12:00:00Z').success).toBe(true);
    expect(dateTimeSchema.safeParse('2024-04-05T12:00:00.123+09:00').success).toBe(true);
    for (const date of ['2024-04-05', '2024/04/05 12:00', '2024-04-05T12:00:00', 'not a date']) {
      expect(dateTimeSchema.safeParse(date).success).toBe(false);
    }
    expect(issuePaths(episodeSchema.safeParse({ ...episode, updateDate: '2024/04/05' }))).toEqual([
      'updateDate',
    ]);
  });

  it('rejects bad ids, codes and image URLs', () => {
    expect(idSchema.safeParse(-1).success).toBe(false);
    expect(idSchema.safeParse(0).success).toBe(false);
    expect(idSchema.safeParse(1.5).success).toBe(false);
    expect(workSchema.safeParse({ ...work, code: 'has space' }).success).toBe(false);
    expect(workSchema.safeParse({ ...work, code: 'x'.repeat(65) }).success).toBe(false);
    expect(workSchema.safeParse({ ...work, thumbnail: 'javascript:alert(1)' }).success).toBe(false);
    expect(workSchema.safeParse({ ...work, authors: [] }).success).toBe(false);
  });

  it('accepts only the three work detail tabs', () => {
    expect(episodeTypeSchema.options).toEqual(['first', 'latest', 'comics']);
    expect(episodeTypeSchema.safeParse('all').success).toBe(false);
  });

  it('groups authors by kana row in order', () => {
    const author = { id: 7, name: '山田太郎' };
    const rows = [
      { initial: 'あ', authors: [author] },
      { initial: 'や', authors: [author] },
      { initial: 'その他', authors: [author] },
    ];
    expect(authorIndexSchema.parse({ rows })).toEqual({ rows });
    expect(authorIndexSchema.safeParse({ rows: [rows[1], rows[0]] }).success).toBe(false);
    expect(
      authorIndexSchema.safeParse({ rows: [{ initial: 'ア', authors: [author] }] }).success,
    ).toBe(false);
  });

  it('parses categories, topics, banners and related products', () => {
    expect(categoriesSchema.parse({ genres: [work.genre], tags: work.tags }).tags).toHaveLength(1);
    const topic = {
      id: 5,
      kind: 'fair',
      title: '春のコミックフェア',
      body: '## 対象作品\n\n無料話増量中！',
      thumbnail: '/v3/media/topics/5.jpg',
      labelId: null,
      publishedAt: '2024-04-01T00:00:00+09:00',
    };
    expect(topicSchema.parse(topic)).toEqual(topic);
    expect(topicSchema.safeParse({ ...topic, kind: 'ad' }).success).toBe(false);
    const banner = {
      id: 1,
      title: '春のコミックフェア',
      image: '/v3/media/banners/1.jpg',
      href: '/topics/fair/5',
      alt: '春のコミックフェア開催中',
      startsAt: '2024-04-01T00:00:00+09:00',
      endsAt: '9999-12-31T23:59:59+09:00',
    };
    expect(bannerSchema.parse(banner)).toEqual(banner);
    const products = {
      products: [{ volume: { ...volume, episodes: undefined }, stores: [store] }],
    };
    expect(relatedProductsSchema.parse(products).products[0]?.volume).toEqual({
      id: 301,
      title: volume.title,
      thumbnail: volume.thumbnail,
      release: volume.release,
    });
  });
});

describe('viewer manifest', () => {
  const manifest = {
    episode,
    work: {
      ...workSummary,
      scrollType: 'rtl',
      originalDirection: 'rtl',
      tags: work.tags,
      subGenre: { id: 5, name: '日常' },
    },
    pages: [
      { index: 0, width: 1200, height: 1700, src: '/v3/media/pages/9001/0' },
      { index: 1, width: 2400, height: 1700, src: '/v3/media/pages/9001/1' },
    ],
    previousEpisode: null,
    nextEpisode: workSummary.latestEpisode,
    volumeStores: [store],
  };

  it('parses pages and neighbours', () => {
    expect(viewerManifestSchema.parse(manifest)).toEqual(manifest);
  });

  it('names the episode sold in stores only before the next readable one', () => {
    const storeOnly = {
      ...episode,
      id: 9002,
      code: 'KC_0012340000100012_E',
      title: '第2話②',
      isActive: false,
      stores: [store],
    };
    const withGap = { ...manifest, nextStoreEpisode: storeOnly };
    expect(viewerManifestSchema.parse(withGap)).toEqual(withGap);
    expect(viewerManifestSchema.parse({ ...manifest, nextStoreEpisode: null })).toEqual({
      ...manifest,
      nextStoreEpisode: null,
    });
    // A summary is not enough: the store chooser names the episode and lists its stores.
    const { stores: _stores, ...summary } = storeOnly;
    expect(viewerManifestSchema.safeParse({ ...manifest, nextStoreEpisode: summary }).success).toBe(
      false,
    );
  });

  it('reads a manifest saved before nextStoreEpisode existed as having none', () => {
    const parsed = viewerManifestSchema.parse(manifest);
    expect(parsed.nextStoreEpisode ?? null).toBeNull();
    expect('nextStoreEpisode' in parsed).toBe(false);
  });

  it('spec section 3 "Analytics also uses subGenre.name and tags[].name": the work has both', () => {
    const parsed = viewerManifestSchema.parse(manifest);
    expect(parsed.work.tags.map((tag) => tag.name)).toEqual(work.tags.map((tag) => tag.name));
    expect(parsed.work.subGenre?.name).toBe('日常');
    expect(
      viewerManifestSchema.parse({ ...manifest, work: { ...manifest.work, subGenre: null } }).work
        .subGenre,
    ).toBeNull();
    expect(
      viewerManifestSchema.safeParse({ ...manifest, work: { ...manifest.work, tags: [{ id: 1 }] } })
        .success,
    ).toBe(false);
  });

  it('reads a manifest saved before the tags and sub-genre were sent as having none', () => {
    const { tags: _tags, subGenre: _subGenre, ...savedWork } = manifest.work;
    const parsed = viewerManifestSchema.parse({ ...manifest, work: savedWork });
    expect(parsed.work.tags).toEqual([]);
    expect(parsed.work.subGenre).toBeNull();
  });

  it('rejects pages out of order or empty', () => {
    const [first, second] = manifest.pages;
    expect(viewerManifestSchema.safeParse({ ...manifest, pages: [second, first] }).success).toBe(
      false,
    );
    expect(viewerManifestSchema.safeParse({ ...manifest, pages: [] }).success).toBe(false);
  });
});

describe('ranking', () => {
  const ranking = {
    genre: 'all',
    period: 'daily',
    computedAt: '2024-04-12T05:00:00+09:00',
    entries: [
      { rank: 1, work: workSummary },
      { rank: 1, work: { ...workSummary, id: 43 } },
      { rank: 3, work: { ...workSummary, id: 44 } },
    ],
  };

  it('parses ties and genre ids', () => {
    expect(rankingSchema.parse(ranking)).toEqual(ranking);
    expect(rankingSchema.parse({ ...ranking, genre: '2', period: 'hourly' }).genre).toBe('2');
  });

  it('rejects entries out of rank order and unknown genres or periods', () => {
    expect(
      rankingSchema.safeParse({ ...ranking, entries: ranking.entries.toReversed() }).success,
    ).toBe(false);
    expect(rankingSchema.safeParse({ ...ranking, genre: 'bl' }).success).toBe(false);
    expect(rankingSchema.safeParse({ ...ranking, period: 'weekly' }).success).toBe(false);
    expect(rankingQuerySchema.parse({})).toEqual({ genre: 'all' });
  });
});

describe('membership', () => {
  it('parses the user, follows and favourites', () => {
    const user = {
      id: 1,
      subject: 'auth0|abc123',
      email: 'reader@example.jp',
      isLinked: true,
      createdAt: '2024-01-01T00:00:00Z',
    };
    expect(userSchema.parse(user)).toEqual(user);
    expect(userSchema.parse({ ...user, email: null }).email).toBeNull();
    expect(userSchema.safeParse({ ...user, email: 'not-an-email' }).success).toBe(false);
    const followed = {
      work: { ...workSummary, isFollowing: true },
      notification: true,
      followedAt: '2024-02-01T10:00:00+09:00',
    };
    expect(followedSeriesSchema.parse(followed)).toEqual(followed);
    // Spec section 3 Work.isFollowing, per reader: the API says it of each work it lists.
    expect(followedSeriesWireSchema.parse(followed)).toEqual(followed);
    expect(followedSeriesWireSchema.safeParse({ ...followed, work: workSummary }).success).toBe(
      false,
    );
    const readAt = '2024-02-02T10:00:00+09:00';
    const line = { episode: workSummary.latestEpisode, work: followed.work, page: 0, readAt };
    expect(historyEntryWireSchema.parse(line)).toEqual(line);
    expect(historyEntryWireSchema.safeParse({ ...line, work: workSummary }).success).toBe(false);
    // Lines made from a catalog WorkSummary (fixtures, stories) still read.
    expect(followedSeriesSchema.parse({ ...followed, work: workSummary }).work).toEqual(
      workSummary,
    );
    expect(favoriteStatusSchema.safeParse({ isFavorite: true, count: -1 }).success).toBe(false);
  });

  it('validates a history record', () => {
    expect(historyRecordInputSchema.parse({ episodeId: 9001, page: 0 })).toEqual({
      episodeId: 9001,
      page: 0,
    });
    expect(historyRecordInputSchema.parse({ episodeId: 9001, page: 31, pageCount: 32 }).page).toBe(
      31,
    );
    expect(
      issuePaths(historyRecordInputSchema.safeParse({ episodeId: 9001, page: 32, pageCount: 32 })),
    ).toEqual(['page']);
    expect(historyRecordInputSchema.safeParse({ episodeId: 9001, page: -1 }).success).toBe(false);
    expect(historyRecordInputSchema.safeParse({ episodeId: 9001, page: 0, extra: 1 }).success).toBe(
      false,
    );
  });

  it('maps episode ids to read flags', () => {
    expect(historyMapSchema.parse({ '9001': true, '9002': false })).toEqual({
      '9001': true,
      '9002': false,
    });
    expect(historyMapSchema.safeParse({ abc: true }).success).toBe(false);
    expect(historyMapSchema.safeParse({ '9001': 'yes' }).success).toBe(false);
    expect(historyQuerySchema.parse({ seriesId: '42' })).toEqual({ seriesId: 42 });
  });

  it('requires an unsubscribe token', () => {
    expect(mailUnsubscribeInputSchema.safeParse({ token: '' }).success).toBe(false);
  });
});

describe('request inputs', () => {
  it('turns a digits-only path id into a number', () => {
    expect(idParamSchema.parse('42')).toBe(42);
    for (const id of [
      '0',
      '-1',
      '1.5',
      '0x10',
      '1e3',
      ' 7',
      '007',
      '',
      'abc',
      '9007199254740993',
    ]) {
      expect(idParamSchema.safeParse(id).success, id).toBe(false);
    }
  });

  it('spec section 7 {labelId}: the label id, or its code as the label pages name it', () => {
    expect(labelRefSchema.parse('1')).toBe(1);
    expect(labelRefSchema.parse('hoshizora')).toBe('hoshizora');
    // Digits that make no id are a code (which no label has), not a 400.
    expect(labelRefSchema.parse('0')).toBe('0');
    expect(labelRefSchema.parse('99999999999')).toBe('99999999999');
    for (const ref of ['', 'bad code', 'ラベル', 'a/b']) {
      expect(labelRefSchema.safeParse(ref).success, ref).toBe(false);
    }
  });

  it('spec section 7 "GET, PUT /api/account/updated (query)": an optional ISO checkedAt', () => {
    expect(accountUpdatedQuerySchema.parse({})).toEqual({});
    expect(accountUpdatedQuerySchema.parse({ checkedAt: '2026-11-20T09:00:00+09:00' })).toEqual({
      checkedAt: '2026-11-20T09:00:00+09:00',
    });
    for (const checkedAt of ['2026-11-20', '2026-11-20T09:00:00', 'now', '']) {
      const parsed = accountUpdatedQuerySchema.safeParse({ checkedAt });
      expect(parsed.error?.issues[0]?.message, checkedAt).toMatch(/^must be an ISO 8601 date-time/);
    }
  });

  it('defaults and bounds pagination', () => {
    expect(paginationQuerySchema.parse({})).toEqual({ page: 1, perPage: 20 });
    expect(paginationQuerySchema.parse({ page: '3', perPage: '100' })).toEqual({
      page: 3,
      perPage: 100,
    });
    expect(paginationQuerySchema.safeParse({ perPage: String(MAX_PAGE_SIZE + 1) }).success).toBe(
      false,
    );
    expect(paginationQuerySchema.safeParse({ perPage: '0' }).success).toBe(false);
    expect(paginationQuerySchema.safeParse({ page: '0' }).success).toBe(false);
  });

  it('trims search keywords and limits them to 100 characters', () => {
    expect(searchKeywordsQuerySchema.parse({ q: '  食堂 ' })).toEqual({
      q: '食堂',
      page: 1,
      perPage: 20,
    });
    expect(searchKeywordsQuerySchema.safeParse({ q: '   ' }).success).toBe(false);
    expect(searchKeywordsQuerySchema.safeParse({ q: 'あ'.repeat(101) }).success).toBe(false);
  });
});

describe('paginated', () => {
  const tagPageSchema = paginated(tagSchema);

  it('wraps items with the page position', () => {
    const page = {
      items: [{ id: 11, name: '飯テロ' }],
      page: 1,
      perPage: 20,
      total: 1,
      hasNext: false,
    };
    expect(tagPageSchema.parse(page)).toEqual(page);
    expect(tagPageSchema.safeParse({ ...page, items: [{ id: -1, name: 'x' }] }).success).toBe(
      false,
    );
    expect(tagPageSchema.safeParse({ ...page, perPage: 101 }).success).toBe(false);
    expectTypeOf<z.infer<typeof tagPageSchema>['items']>().toEqualTypeOf<Tag[]>();
  });

  it('nests inside search results', () => {
    const results = {
      works: { items: [workSummary], page: 1, perPage: 20, total: 21, hasNext: true },
      authors: [{ id: 7, name: '山田太郎' }],
      tags: [],
    };
    expect(searchResultsSchema.parse(results)).toEqual(results);
  });
});

describe('errors and health', () => {
  it('parses an error body with issues', () => {
    const body = {
      error: {
        code: 'BAD_REQUEST',
        message: 'Invalid query',
        issues: [{ path: 'perPage', message: 'Too big' }],
      },
    };
    expect(apiErrorBodySchema.parse(body)).toEqual(body);
    expect(apiErrorBodySchema.safeParse({ error: { message: 'no code' } }).success).toBe(false);
  });

  it('parses the hello response', () => {
    const hello = {
      web: { version: '0.1.0' },
      backend: { version: '0.1.0', status: 'ok', database: 'pglite' },
    };
    expect(helloSchema.parse(hello)).toEqual(hello);
    expect(
      helloSchema.safeParse({ ...hello, backend: { ...hello.backend, database: 'sqlite' } })
        .success,
    ).toBe(false);
    const degraded = { version: null, status: 'degraded', database: null };
    expect(helloSchema.parse({ ...hello, backend: degraded }).backend).toEqual(degraded);
    expect(
      helloSchema.safeParse({ ...hello, backend: { ...hello.backend, status: 'degraded' } })
        .success,
    ).toBe(false);
  });
});

describe('OpenAPI component names', () => {
  it('are unique across the package', async () => {
    // Every schema module, exported from the index or not.
    const files = readdirSync(new URL('.', import.meta.url)).filter(
      (file) => file.endsWith('.ts') && !file.endsWith('.test.ts') && file !== 'index.ts',
    );
    const modules: Record<string, unknown>[] = await Promise.all(
      files.map((file) => import(new URL(file, import.meta.url).href)),
    );
    const ids = modules
      .flatMap((module) => Object.values(module))
      .filter((value): value is z.ZodType => value instanceof z.ZodType)
      .map((schema) => schema.meta()?.id)
      .filter((id) => id !== undefined);
    expect(ids.length).toBeGreaterThan(40);
    expect(new Set(ids).size).toBe(ids.length);
  });
});

describe('dailyNewQuerySchema', () => {
  it('takes a calendar day in Japan as yyyy-MM-dd, or none for today', () => {
    expect(dailyNewQuerySchema.parse({ date: '2026-11-20' }).date).toBe('2026-11-20');
    expect(dailyNewQuerySchema.parse({}).date).toBeUndefined();
    for (const date of [
      '2026-02-30',
      '2026-13-01',
      '9999-01-01',
      '20261120',
      '1',
      '2026-1-2',
      '',
    ]) {
      expect(dailyNewQuerySchema.safeParse({ date }).success, date).toBe(false);
    }
  });
});

describe('clientLogInputSchema', () => {
  const line = { level: 'error', code: 'CLIENT_SESSION_ERROR', message: 'HTTP Error: 500' };

  it('takes one bounded line of the browser log', () => {
    expect(
      clientLogInputSchema.parse({
        ...line,
        url: '/detail/CW_000001_S',
        detail: { status: '500' },
      }),
    ).toMatchObject(line);
  });

  it('refuses what is not a log line: unknown fields, long messages, many details, odd codes', () => {
    for (const input of [
      { ...line, extra: true },
      { ...line, message: 'x'.repeat(CLIENT_LOG_MESSAGE_MAX + 1) },
      { ...line, code: 'client session error' },
      { ...line, level: 'fatal' },
      { ...line, detail: Object.fromEntries(Array.from({ length: 11 }, (_, i) => [`k${i}`, 'v'])) },
      { ...line, detail: { '<script>': 'x' } },
    ]) {
      expect(
        clientLogInputSchema.safeParse(input).success,
        JSON.stringify(input).slice(0, 80),
      ).toBe(false);
    }
  });
});
