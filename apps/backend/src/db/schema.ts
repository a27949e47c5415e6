import { storeCodeSchema, type StoreCode as WireStoreCode } from '@cw/contract/schemas';
import { relations, sql } from 'drizzle-orm';
import {
  boolean,
  check,
  customType,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/** Store codes of spec section 3, in their display order: the wire contract's own list. */
export const STORE_CODES = storeCodeSchema.options as [WireStoreCode, ...WireStoreCode[]];
export type StoreCode = (typeof STORE_CODES)[number];

export const serializationStatus = pgEnum('serialization_status', [
  'ongoing',
  'completed',
  'hiatus',
]);
export const workLanguage = pgEnum('work_language', ['ja', 'en', 'tw']);
export const ratingLevel = pgEnum('rating_level', ['general', 'r15']);
export const scrollType = pgEnum('scroll_type', ['ltr', 'rtl', 'vsc']);
export const originalDirection = pgEnum('original_direction', ['ttb', 'rtl', 'ltr']);
export const episodeType = pgEnum('episode_type', ['normal', 'pr']);
export const episodeServiceId = pgEnum('episode_service_id', ['web', 'web_trial']);
export const mediaKind = pgEnum('media_kind', ['generated', 'imported']);
export const storeCode = pgEnum('store_code', STORE_CODES);
export const topicKind = pgEnum('topic_kind', ['news', 'feature', 'fair', 'new_serial', 'article']);
export const rankingPeriod = pgEnum('ranking_period', ['daily', 'hourly']);

/** One page of an episode in pixels; `w > h` marks a wide (two-page spread) page. */
export interface PageSize {
  w: number;
  h: number;
}

// Instants are always timestamptz and read back as Date on both drivers.
const instant = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

// drizzle-orm 0.45 has no bytea column; node-postgres returns a Buffer and PGlite a Uint8Array,
// both of which are Uint8Arrays.
const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType: () => 'bytea',
});

export const labels = pgTable(
  'labels',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull().unique(),
    name: text('name').notNull(),
    nameKana: text('name_kana').notNull(),
    description: text('description').notNull(),
    copy: text('copy').notNull(),
    color: text('color').notNull(),
    sortOrder: integer('sort_order').notNull(),
  },
  (t) => [check('labels_color_hex', sql`${t.color} ~ '^#[0-9a-f]{6}$'`)],
);

export const genres = pgTable('genres', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
  sortOrder: integer('sort_order').notNull(),
});

export const tags = pgTable('tags', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
  nameKana: text('name_kana').notNull(),
  /** foldForSearch of name and reading, one per line. */
  searchText: text('search_text').notNull(),
});

export const authors = pgTable(
  'authors',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    nameKana: text('name_kana').notNull(),
    /** foldForSearch of name and reading, one per line. */
    searchText: text('search_text').notNull(),
  },
  // text_pattern_ops lets `name_kana LIKE 'あ%'` (author index by initial) use the index
  // whatever the database collation is.
  (t) => [index('authors_name_kana_idx').on(t.nameKana.op('text_pattern_ops'))],
);

export const works = pgTable(
  'works',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull().unique(),
    title: text('title').notNull(),
    titleKana: text('title_kana').notNull(),
    summary: text('summary').notNull(),
    labelId: integer('label_id')
      .notNull()
      .references(() => labels.id),
    genreId: integer('genre_id')
      .notNull()
      .references(() => genres.id),
    subGenreId: integer('sub_genre_id').references(() => genres.id),
    serializationStatus: serializationStatus('serialization_status').notNull(),
    isOneShot: boolean('is_one_shot').notNull(),
    isOriginal: boolean('is_original').notNull(),
    language: workLanguage('language').notNull(),
    ratingLevel: ratingLevel('rating_level').notNull(),
    scrollType: scrollType('scroll_type').notNull(),
    originalDirection: originalDirection('original_direction').notNull(),
    serviceIds: text('service_ids').array().notNull(),
    nextUpdateText: text('next_update_text'),
    /** First episode (or first volume) date: "new serial" lists sort by it. */
    publishedAt: instant('published_at').notNull(),
    latestUpdateAt: instant('latest_update_at').notNull(),
    freeCampaignSerialUntil: instant('free_campaign_serial_until'),
    freeCampaignComicsUntil: instant('free_campaign_comics_until'),
    departmentCode: text('department_code').notNull(),
    fairIds: integer('fair_ids').array().notNull(),
    isFanLetterAvailable: boolean('is_fan_letter_available').notNull(),
    isLatestComicsAdVisible: boolean('is_latest_comics_ad_visible').notNull(),
    /** Seeded follower count; real follows are counted from follows_series and added. */
    followerBase: integer('follower_base').notNull(),
    /** foldForSearch of title, kana, author names and tag names, one per line. */
    searchText: text('search_text').notNull(),
  },
  (t) => [
    index('works_label_latest_idx').on(t.labelId, t.latestUpdateAt.desc()),
    index('works_genre_latest_idx').on(t.genreId, t.latestUpdateAt.desc()),
    index('works_sub_genre_idx').on(t.subGenreId),
    index('works_latest_update_idx').on(t.latestUpdateAt.desc()),
    index('works_published_idx').on(t.publishedAt.desc()),
    index('works_title_kana_idx').on(t.titleKana.op('text_pattern_ops')),
    index('works_free_serial_idx')
      .on(t.freeCampaignSerialUntil)
      .where(sql`${t.freeCampaignSerialUntil} is not null`),
    index('works_free_comics_idx')
      .on(t.freeCampaignComicsUntil)
      .where(sql`${t.freeCampaignComicsUntil} is not null`),
  ],
);

export const workAuthors = pgTable(
  'work_authors',
  {
    workId: integer('work_id')
      .notNull()
      .references(() => works.id, { onDelete: 'cascade' }),
    authorId: integer('author_id')
      .notNull()
      .references(() => authors.id, { onDelete: 'cascade' }),
    /** 原作, 漫画, 作画, キャラクター原案, 構成 */
    role: text('role').notNull(),
    position: integer('position').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.workId, t.authorId, t.role] }),
    index('work_authors_author_idx').on(t.authorId),
  ],
);

export const workTags = pgTable(
  'work_tags',
  {
    workId: integer('work_id')
      .notNull()
      .references(() => works.id, { onDelete: 'cascade' }),
    tagId: integer('tag_id')
      .notNull()
      .references(() => tags.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.workId, t.tagId] }), index('work_tags_tag_idx').on(t.tagId)],
);

export const episodes = pgTable(
  'episodes',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull().unique(),
    workId: integer('work_id')
      .notNull()
      .references(() => works.id, { onDelete: 'cascade' }),
    /** Order within the work and service; trial episodes ('web_trial') number their chapters. */
    episodeNo: integer('episode_no').notNull(),
    title: text('title').notNull(),
    subTitle: text('sub_title'),
    type: episodeType('type').notNull(),
    serviceId: episodeServiceId('service_id').notNull(),
    isActive: boolean('is_active').notNull(),
    updatedAt: instant('updated_at').notNull(),
    /** End of delivery; year 9999 means no end. */
    deliveryUntil: instant('delivery_until'),
    /** Kept beside `pages` so episode lists need not read the page array. */
    pageCount: integer('page_count').notNull(),
    pages: jsonb('pages').$type<PageSize[]>().notNull(),
    mediaKind: mediaKind('media_kind').notNull(),
  },
  (t) => [
    uniqueIndex('episodes_work_service_no_idx').on(t.workId, t.serviceId, t.episodeNo),
    index('episodes_updated_idx').on(t.updatedAt.desc()),
  ],
);

export const episodeStores = pgTable(
  'episode_stores',
  {
    episodeId: integer('episode_id')
      .notNull()
      .references(() => episodes.id, { onDelete: 'cascade' }),
    storeCode: storeCode('store_code').notNull(),
    url: text('url').notNull(),
  },
  (t) => [primaryKey({ columns: [t.episodeId, t.storeCode] })],
);

export const volumes = pgTable(
  'volumes',
  {
    id: serial('id').primaryKey(),
    workId: integer('work_id')
      .notNull()
      .references(() => works.id, { onDelete: 'cascade' }),
    volumeNo: integer('volume_no').notNull(),
    title: text('title').notNull(),
    releaseAt: instant('release_at').notNull(),
  },
  (t) => [
    uniqueIndex('volumes_work_no_idx').on(t.workId, t.volumeNo),
    index('volumes_release_idx').on(t.releaseAt.desc()),
  ],
);

/** The trial-read episodes of a volume. */
export const volumeEpisodes = pgTable(
  'volume_episodes',
  {
    volumeId: integer('volume_id')
      .notNull()
      .references(() => volumes.id, { onDelete: 'cascade' }),
    episodeId: integer('episode_id')
      .notNull()
      .references(() => episodes.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.volumeId, t.episodeId] }),
    index('volume_episodes_episode_idx').on(t.episodeId),
  ],
);

export const volumeStores = pgTable(
  'volume_stores',
  {
    volumeId: integer('volume_id')
      .notNull()
      .references(() => volumes.id, { onDelete: 'cascade' }),
    storeCode: storeCode('store_code').notNull(),
    url: text('url').notNull(),
  },
  (t) => [primaryKey({ columns: [t.volumeId, t.storeCode] })],
);

export const topics = pgTable(
  'topics',
  {
    id: serial('id').primaryKey(),
    kind: topicKind('kind').notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    labelId: integer('label_id').references(() => labels.id, { onDelete: 'set null' }),
    publishedAt: instant('published_at').notNull(),
    /** Path segment of /campaign/{token} for campaign pages. */
    campaignToken: text('campaign_token').unique(),
  },
  (t) => [
    index('topics_kind_published_idx').on(t.kind, t.publishedAt.desc()),
    index('topics_label_kind_published_idx').on(t.labelId, t.kind, t.publishedAt.desc()),
  ],
);

export const topicWorks = pgTable(
  'topic_works',
  {
    topicId: integer('topic_id')
      .notNull()
      .references(() => topics.id, { onDelete: 'cascade' }),
    workId: integer('work_id')
      .notNull()
      .references(() => works.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.topicId, t.workId] }),
    index('topic_works_work_idx').on(t.workId),
  ],
);

export const banners = pgTable(
  'banners',
  {
    id: serial('id').primaryKey(),
    title: text('title').notNull(),
    alt: text('alt').notNull(),
    href: text('href').notNull(),
    startsAt: instant('starts_at').notNull(),
    endsAt: instant('ends_at').notNull(),
    position: integer('position').notNull(),
  },
  (t) => [index('banners_period_idx').on(t.startsAt, t.endsAt)],
);

export const users = pgTable('users', {
  id: serial('id').primaryKey(),
  /** OIDC `sub` of the identity provider. */
  subject: text('subject').notNull().unique(),
  email: text('email'),
  isLinked: boolean('is_linked').notNull().default(false),
  createdAt: instant('created_at').notNull().defaultNow(),
  updatedAt: instant('updated_at')
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date()),
  accountUpdatedSeenAt: instant('account_updated_seen_at'),
});

export const followsSeries = pgTable(
  'follows_series',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    workId: integer('work_id')
      .notNull()
      .references(() => works.id, { onDelete: 'cascade' }),
    notification: boolean('notification').notNull().default(true),
    createdAt: instant('created_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.workId] }),
    index('follows_series_work_idx').on(t.workId),
    index('follows_series_user_created_idx').on(t.userId, t.createdAt.desc()),
  ],
);

export const followsLabels = pgTable(
  'follows_labels',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    labelId: integer('label_id')
      .notNull()
      .references(() => labels.id, { onDelete: 'cascade' }),
    notification: boolean('notification').notNull().default(true),
    createdAt: instant('created_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.labelId] }),
    index('follows_labels_label_idx').on(t.labelId),
    index('follows_labels_user_created_idx').on(t.userId, t.createdAt.desc()),
  ],
);

export const readHistory = pgTable(
  'read_history',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    episodeId: integer('episode_id')
      .notNull()
      .references(() => episodes.id, { onDelete: 'cascade' }),
    workId: integer('work_id')
      .notNull()
      .references(() => works.id, { onDelete: 'cascade' }),
    page: integer('page').notNull(),
    pageCount: integer('page_count').notNull(),
    readAt: instant('read_at').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.episodeId] }),
    index('read_history_user_read_at_idx').on(t.userId, t.readAt.desc()),
    index('read_history_user_work_idx').on(t.userId, t.workId),
  ],
);

/**
 * When each reader's read of an episode last counted for the rankings: a reader counts once per
 * episode per day (the daily ranking's window). Apart from read_history, which readers delete at
 * will, so deleting an entry and reading again counts nothing more.
 */
export const countedReads = pgTable(
  'counted_reads',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    episodeId: integer('episode_id')
      .notNull()
      .references(() => episodes.id, { onDelete: 'cascade' }),
    countedAt: instant('counted_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.episodeId] })],
);

/**
 * Reader sessions signed out before their cookie expired (the web app's session ids): refused by
 * every instance until `expires_at`, when the cookie could no longer be used anyway.
 */
export const signedOutSessions = pgTable(
  'signed_out_sessions',
  {
    sessionId: text('session_id').primaryKey(),
    expiresAt: instant('expires_at').notNull(),
  },
  (t) => [index('signed_out_sessions_expires_at_idx').on(t.expiresAt)],
);

/**
 * `Idempotency-Key`s of the membership writes a reader already had applied (a read-history
 * write sent again by an offline device after losing the answer), written in the transaction
 * of the write. Kept IDEMPOTENCY_KEY_RETENTION_MS: each keyed write deletes its reader's
 * older ones.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    createdAt: instant('created_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.key] })],
);

export const favorites = pgTable(
  'favorites',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    episodeId: integer('episode_id')
      .notNull()
      .references(() => episodes.id, { onDelete: 'cascade' }),
    createdAt: instant('created_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.episodeId] }),
    index('favorites_episode_idx').on(t.episodeId),
  ],
);

/** "Good" presses by readers who are not signed in: only a count is kept. */
export const episodeGuestFavorites = pgTable('episode_guest_favorites', {
  episodeId: integer('episode_id')
    .primaryKey()
    .references(() => episodes.id, { onDelete: 'cascade' }),
  count: integer('count').notNull().default(0),
});

export const mailUnsubscribes = pgTable('mail_unsubscribes', {
  token: text('token').primaryKey(),
  email: text('email').notNull(),
  createdAt: instant('created_at').notNull().defaultNow(),
});

/** Reads per work per hour (truncated), incremented on each read; rankings are computed from it. */
export const workReadCounts = pgTable(
  'work_read_counts',
  {
    workId: integer('work_id')
      .notNull()
      .references(() => works.id, { onDelete: 'cascade' }),
    hour: instant('hour').notNull(),
    reads: integer('reads').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.workId, t.hour] }),
    index('work_read_counts_hour_idx').on(t.hour),
  ],
);

/** Output of the ranking job; genre_id 0 is the all-genre ranking, hence no foreign key. */
export const rankings = pgTable(
  'rankings',
  {
    period: rankingPeriod('period').notNull(),
    genreId: integer('genre_id').notNull(),
    rank: integer('rank').notNull(),
    workId: integer('work_id')
      .notNull()
      .references(() => works.id, { onDelete: 'cascade' }),
    score: doublePrecision('score').notNull(),
    computedAt: instant('computed_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.period, t.genreId, t.rank] })],
);

/** Imported page images, kept in the database so app instances stay stateless. */
export const mediaOriginals = pgTable('media_originals', {
  key: text('key').primaryKey(),
  contentType: text('content_type').notNull(),
  content: bytea('content').notNull(),
  width: integer('width').notNull(),
  height: integer('height').notNull(),
});

/**
 * Units each rate-limit key (a reader, a client address) spent in its current window, in the
 * database so that every instance counts together. Rows of ended windows are deleted.
 */
export const rateLimits = pgTable(
  'rate_limits',
  {
    key: text('key').primaryKey(),
    used: integer('used').notNull(),
    resetsAt: instant('resets_at').notNull(),
  },
  (t) => [index('rate_limits_resets_at_idx').on(t.resetsAt)],
);

export const labelsRelations = relations(labels, ({ many }) => ({
  works: many(works),
  topics: many(topics),
}));

export const genresRelations = relations(genres, ({ many }) => ({
  works: many(works, { relationName: 'genre' }),
}));

export const worksRelations = relations(works, ({ one, many }) => ({
  label: one(labels, { fields: [works.labelId], references: [labels.id] }),
  genre: one(genres, { fields: [works.genreId], references: [genres.id], relationName: 'genre' }),
  subGenre: one(genres, { fields: [works.subGenreId], references: [genres.id] }),
  authors: many(workAuthors),
  tags: many(workTags),
  episodes: many(episodes),
  volumes: many(volumes),
}));

export const authorsRelations = relations(authors, ({ many }) => ({
  works: many(workAuthors),
}));

export const workAuthorsRelations = relations(workAuthors, ({ one }) => ({
  work: one(works, { fields: [workAuthors.workId], references: [works.id] }),
  author: one(authors, { fields: [workAuthors.authorId], references: [authors.id] }),
}));

export const tagsRelations = relations(tags, ({ many }) => ({
  works: many(workTags),
}));

export const workTagsRelations = relations(workTags, ({ one }) => ({
  work: one(works, { fields: [workTags.workId], references: [works.id] }),
  tag: one(tags, { fields: [workTags.tagId], references: [tags.id] }),
}));

export const episodesRelations = relations(episodes, ({ one, many }) => ({
  work: one(works, { fields: [episodes.workId], references: [works.id] }),
  stores: many(episodeStores),
}));

export const episodeStoresRelations = relations(episodeStores, ({ one }) => ({
  episode: one(episodes, { fields: [episodeStores.episodeId], references: [episodes.id] }),
}));

export const volumesRelations = relations(volumes, ({ one, many }) => ({
  work: one(works, { fields: [volumes.workId], references: [works.id] }),
  episodes: many(volumeEpisodes),
  stores: many(volumeStores),
}));

export const volumeEpisodesRelations = relations(volumeEpisodes, ({ one }) => ({
  volume: one(volumes, { fields: [volumeEpisodes.volumeId], references: [volumes.id] }),
  episode: one(episodes, { fields: [volumeEpisodes.episodeId], references: [episodes.id] }),
}));

export const volumeStoresRelations = relations(volumeStores, ({ one }) => ({
  volume: one(volumes, { fields: [volumeStores.volumeId], references: [volumes.id] }),
}));

export const topicsRelations = relations(topics, ({ one, many }) => ({
  label: one(labels, { fields: [topics.labelId], references: [labels.id] }),
  works: many(topicWorks),
}));

export const topicWorksRelations = relations(topicWorks, ({ one }) => ({
  topic: one(topics, { fields: [topicWorks.topicId], references: [topics.id] }),
  work: one(works, { fields: [topicWorks.workId], references: [works.id] }),
}));
