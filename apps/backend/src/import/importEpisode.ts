import { basename, extname } from 'node:path';
import { and, eq, max } from 'drizzle-orm';
import sharp from 'sharp';
import type { Db } from '../db/client';
import { episodes, mediaOriginals, type PageSize, works } from '../db/schema';
import { originalKey } from '../media/mediaData';
import {
  DEFAULT_IMPORT_LIMITS,
  ImportError,
  type ImportLimits,
  type PageFile,
  readPageFiles,
} from './readPages';

export interface ImportEpisodeOptions {
  /** Code of the work the episode joins, e.g. 'CW_000123_S'. */
  workCode: string;
  /** Episode title; the folder or archive name (without extension) when absent. */
  title?: string;
  now?: Date;
  limits?: Partial<ImportLimits>;
}

export interface ImportedEpisode {
  episodeId: number;
  code: string;
  episodeNo: number;
  title: string;
  pages: PageSize[];
}

interface ValidatedPage extends PageSize {
  name: string;
  bytes: Buffer;
  contentType: string;
}

/** Delivery end meaning "no end", as the seeded catalog writes it: 9999-12-31 23:59:59 JST. */
const NO_END = new Date(Date.UTC(9999, 11, 31, 14, 59, 59));

const CONTENT_TYPES: Partial<Record<string, string>> = {
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  gif: 'image/gif',
};

/**
 * Adds a real episode to a work from a folder or .cbz of page images: every image is decoded
 * first, then the episode, its page sizes and the originals are written in one transaction,
 * so any failure leaves the database as it was.
 *
 * @example
 * const episode = await importEpisode(db, './chapter-12.cbz', { workCode: 'CW_000001_S' });
 * episode.code; // 'CW_000001_0043_E'
 */
export async function importEpisode(
  db: Db,
  source: string,
  options: ImportEpisodeOptions,
): Promise<ImportedEpisode> {
  const limits: ImportLimits = {
    maxPages: options.limits?.maxPages ?? DEFAULT_IMPORT_LIMITS.maxPages,
    maxTotalBytes: options.limits?.maxTotalBytes ?? DEFAULT_IMPORT_LIMITS.maxTotalBytes,
    maxEntries: options.limits?.maxEntries ?? DEFAULT_IMPORT_LIMITS.maxEntries,
  };
  const title = (options.title ?? basename(source, extname(source))).trim();
  if (!title) throw new ImportError('The episode title is empty: pass --title');
  // Fail fast on a typo before reading a large archive; checked again under lock below.
  await findWork(db, options.workCode);

  const files = await readPageFiles(source, limits);
  const pages: ValidatedPage[] = [];
  for (const file of files) pages.push(await validatePage(file));
  const now = options.now ?? new Date();

  return db.transaction(async (tx) => {
    // Row lock: two imports into one work must not take the same episode number.
    const work = await findWork(tx, options.workCode, true);
    const [last] = await tx
      .select({ episodeNo: max(episodes.episodeNo) })
      .from(episodes)
      .where(and(eq(episodes.workId, work.id), eq(episodes.serviceId, 'web')));
    const episodeNo = (last?.episodeNo ?? 0) + 1;
    const code = `${work.code.replace(/_S$/, '')}_${String(episodeNo).padStart(4, '0')}_E`;
    const sizes = pages.map(({ w, h }) => ({ w, h }));

    const [episode] = await tx
      .insert(episodes)
      .values({
        code,
        workId: work.id,
        episodeNo,
        title,
        subTitle: null,
        type: 'normal',
        serviceId: 'web',
        isActive: true,
        updatedAt: now,
        deliveryUntil: NO_END,
        pageCount: sizes.length,
        pages: sizes,
        mediaKind: 'imported',
      })
      .returning({ id: episodes.id });
    if (!episode) throw new Error('episode insert returned no row');

    // One row per statement: pages can be megabytes each, too big to batch safely.
    for (const [index, page] of pages.entries()) {
      await tx.insert(mediaOriginals).values({
        key: originalKey(episode.id, index),
        contentType: page.contentType,
        content: page.bytes,
        width: page.w,
        height: page.h,
      });
    }
    await tx.update(works).set({ latestUpdateAt: now }).where(eq(works.id, work.id));
    return { episodeId: episode.id, code, episodeNo, title, pages: sizes };
  });
}

async function findWork(db: Db, code: string, lock = false) {
  const query = db
    .select({ id: works.id, code: works.code })
    .from(works)
    .where(eq(works.code, code));
  const [work] = await (lock ? query.for('update') : query);
  if (!work) throw new ImportError(`Unknown work code "${code}"`);
  return work;
}

/**
 * Decodes the whole image, not only its header, so a truncated file is caught here rather
 * than when a reader opens the page.
 */
async function validatePage(file: PageFile): Promise<ValidatedPage> {
  try {
    const image = sharp(file.bytes, { failOn: 'error' });
    const metadata = await image.metadata();
    const contentType =
      metadata.format === 'heif'
        ? metadata.compression === 'av1'
          ? 'image/avif'
          : undefined
        : CONTENT_TYPES[metadata.format];
    if (!contentType) throw new Error(`unsupported image format ${metadata.format}`);
    await image.stats();
    // Sizes as displayed: EXIF orientation may swap width and height.
    const { width, height } = metadata.autoOrient;
    return { name: file.name, bytes: file.bytes, contentType, w: width, h: height };
  } catch (error) {
    throw new ImportError(`"${file.name}" is not a valid image: ${(error as Error).message}`, {
      cause: error,
    });
  }
}
