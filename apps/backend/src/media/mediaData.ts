import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import {
  banners,
  episodes,
  labels,
  mediaOriginals,
  type PageSize,
  STORE_CODES,
  type StoreCode,
  topics,
  volumes,
  works,
} from '../db/schema';
import type { MediaKind } from './paths';
import type { MediaSubject } from './render';

/** One image asked for by URL, its ids already parsed. */
export type MediaRequest =
  | { kind: Exclude<MediaKind, 'pages' | 'stores'>; id: number }
  | { kind: 'stores'; code: string }
  | { kind: 'pages'; episodeId: number; index: number };

/** What a variant is made from: a drawing, or an imported page resized from its original. */
export type MediaSource =
  | { type: 'drawn'; subject: MediaSubject }
  | { type: 'imported'; episodeId: number; index: number; page: PageSize };

/** The media_originals key of an imported page; `index` is zero-based. */
export const originalKey = (episodeId: number, index: number) => `pages/${episodeId}/${index}`;

/**
 * Reads from the database what the image needs; null when the id is unknown or the page
 * index is past the episode's last page.
 *
 * @example
 * await findMediaSource(db, { kind: 'covers', id: 12 });
 * // { type: 'drawn', subject: { kind: 'covers', workId: 12, title: '…', color: '#2b4c9b' } }
 */
export async function findMediaSource(db: Db, request: MediaRequest): Promise<MediaSource | null> {
  const drawn = (subject: MediaSubject | null): MediaSource | null =>
    subject ? { type: 'drawn', subject } : null;
  switch (request.kind) {
    case 'covers': {
      const [row] = await db
        .select({ title: works.title, color: labels.color })
        .from(works)
        .innerJoin(labels, eq(labels.id, works.labelId))
        .where(eq(works.id, request.id));
      return drawn(row ? { kind: 'covers', workId: request.id, ...row } : null);
    }
    case 'volumes': {
      // The cover shows the series title with the volume number drawn big beside it.
      const [row] = await db
        .select({
          workId: works.id,
          volumeNo: volumes.volumeNo,
          title: works.title,
          color: labels.color,
        })
        .from(volumes)
        .innerJoin(works, eq(works.id, volumes.workId))
        .innerJoin(labels, eq(labels.id, works.labelId))
        .where(eq(volumes.id, request.id));
      return drawn(row ? { kind: 'volumes', volumeId: request.id, ...row } : null);
    }
    case 'thumbnails': {
      const [row] = await db
        .select({
          episodeNo: episodes.episodeNo,
          title: episodes.title,
          workTitle: works.title,
          color: labels.color,
        })
        .from(episodes)
        .innerJoin(works, eq(works.id, episodes.workId))
        .innerJoin(labels, eq(labels.id, works.labelId))
        .where(eq(episodes.id, request.id));
      return drawn(row ? { kind: 'thumbnails', episodeId: request.id, ...row } : null);
    }
    case 'banners': {
      const [row] = await db
        .select({ title: banners.title })
        .from(banners)
        .where(eq(banners.id, request.id));
      return drawn(row ? { kind: 'banners', bannerId: request.id, ...row } : null);
    }
    case 'topics': {
      const [row] = await db
        .select({ topicKind: topics.kind, title: topics.title, color: labels.color })
        .from(topics)
        .leftJoin(labels, eq(labels.id, topics.labelId))
        .where(eq(topics.id, request.id));
      return drawn(row ? { kind: 'topics', topicId: request.id, ...row } : null);
    }
    case 'label-icons':
    case 'label-logos': {
      const [row] = await db
        .select({ code: labels.code, name: labels.name, color: labels.color })
        .from(labels)
        .where(eq(labels.id, request.id));
      return drawn(row ? { kind: request.kind, labelId: request.id, ...row } : null);
    }
    case 'stores':
      return isStoreCode(request.code) ? drawn({ kind: 'stores', code: request.code }) : null;
    case 'pages':
      return findPageSource(db, request.episodeId, request.index);
  }
}

async function findPageSource(db: Db, episodeId: number, index: number) {
  const [row] = await db
    .select({
      pages: episodes.pages,
      mediaKind: episodes.mediaKind,
      scrollType: works.scrollType,
      color: labels.color,
    })
    .from(episodes)
    .innerJoin(works, eq(works.id, episodes.workId))
    .innerJoin(labels, eq(labels.id, works.labelId))
    .where(eq(episodes.id, episodeId));
  const page = row?.pages[index];
  if (!row || !page) return null;
  if (row.mediaKind === 'imported') {
    return { type: 'imported', episodeId, index, page } satisfies MediaSource;
  }
  return {
    type: 'drawn',
    subject: {
      kind: 'pages',
      episodeId,
      index,
      page: { w: page.w, h: page.h },
      vertical: row.scrollType === 'vsc',
      color: row.color,
    },
  } satisfies MediaSource;
}

/**
 * The stored original of an imported page, read only when a variant must be made: the bytes
 * can be megabytes, and cached variants never need them.
 */
export async function loadPageOriginal(
  db: Db,
  episodeId: number,
  index: number,
): Promise<Uint8Array | null> {
  const [row] = await db
    .select({ content: mediaOriginals.content })
    .from(mediaOriginals)
    .where(eq(mediaOriginals.key, originalKey(episodeId, index)));
  return row?.content ?? null;
}

function isStoreCode(code: string): code is StoreCode {
  return (STORE_CODES as readonly string[]).includes(code);
}
