import { z } from 'zod';
import { EPISODE_TYPES } from '../constants';
import { authorSchema, kanaRowSchema } from './authors';
import { genreSchema, tagSchema } from './categories';
import {
  codeSchema,
  countSchema,
  dateTimeSchema,
  idParamSchema,
  idSchema,
  languageSchema,
  urlOrPathSchema,
} from './common';
import {
  comicVolumeSchema,
  comicVolumeSummarySchema,
  episodeSchema,
  episodeSummarySchema,
} from './episodes';
import { labelRefSchema, labelSummarySchema } from './labels';
import { paginated, paginationQuerySchema } from './pagination';

/** How the viewer turns pages: left-to-right, right-to-left or vertical scroll. */
export const scrollTypeSchema = z.enum(['ltr', 'rtl', 'vsc']).meta({ id: 'ScrollType' });
export type ScrollType = z.infer<typeof scrollTypeSchema>;

/** Reading direction the work was drawn for; `ttb` (top to bottom) counts as vertical reading. */
export const originalDirectionSchema = z
  .enum(['ttb', 'rtl', 'ltr'])
  .meta({ id: 'OriginalDirection' });
export type OriginalDirection = z.infer<typeof originalDirectionSchema>;

/** Whether a work is still running, finished or paused. */
export const serializationStatusSchema = z
  .enum(['ongoing', 'completed', 'hiatus'])
  .meta({ id: 'SerializationStatus' });
export type SerializationStatus = z.infer<typeof serializationStatusSchema>;

/** Audience rating of a work. */
export const ratingLevelSchema = z.enum(['general', 'r15']).meta({ id: 'RatingLevel' });
export type RatingLevel = z.infer<typeof ratingLevelSchema>;

/** Work detail tab and episode order, from the `episodeType` page query; other values are ignored. */
export const episodeTypeSchema = z.enum(EPISODE_TYPES).meta({ id: 'EpisodeType' });
export type EpisodeType = z.infer<typeof episodeTypeSchema>;

const freeCampaignSchema = z.object({ notAfter: dateTimeSchema });

/** Running free-episode campaigns of the serial and the volumes; null when none. */
export const freeCampaignsSchema = z
  .object({
    serial: freeCampaignSchema.nullable(),
    comics: freeCampaignSchema.nullable(),
  })
  .meta({ id: 'FreeCampaigns' });
export type FreeCampaigns = z.infer<typeof freeCampaignsSchema>;

/** A work (series or one-shot) as the public catalog serves it. */
export const workSchema = z
  .object({
    id: idSchema,
    code: codeSchema,
    thumbnail: urlOrPathSchema.meta({ description: '5:7 cover' }),
    originalThumbnail: urlOrPathSchema,
    title: z.string().min(1),
    nextUpdateDateText: z.string().min(1).nullable(),
    latestUpdateDate: dateTimeSchema,
    isNew: z.boolean(),
    isOriginal: z.boolean(),
    labelInfo: labelSummarySchema,
    serializationStatus: serializationStatusSchema,
    tags: z.array(tagSchema),
    genre: genreSchema,
    // A union, not .nullable(): zod-to-openapi would otherwise mark the Genre component nullable.
    subGenre: z.union([genreSchema, z.null()]),
    followerCount: countSchema,
    isFollowing: z.literal(false).meta({
      description: 'Always false in the cacheable catalog; ask membership for the reader',
    }),
    summary: z.string(),
    authors: z.array(authorSchema).min(1),
    isOneShot: z.boolean(),
    language: languageSchema,
    ratingLevel: ratingLevelSchema,
    serviceIds: z.array(codeSchema).min(1),
    freeCampaigns: freeCampaignsSchema,
    internal: z.object({
      departmentCode: codeSchema,
      scrollType: scrollTypeSchema,
      labelNames: z.array(z.string().min(1)),
      fairIds: z.array(idSchema),
      originalDirection: originalDirectionSchema,
    }),
    isFanLetterAvailable: z.boolean(),
    isLatestComicsAdVisible: z.boolean(),
  })
  .meta({ id: 'Work' });
export type Work = z.infer<typeof workSchema>;

/** The work fields shown in lists, rankings, follows and search results. */
export const workSummarySchema = workSchema
  .pick({
    id: true,
    code: true,
    title: true,
    thumbnail: true,
    authors: true,
    labelInfo: true,
    genre: true,
    isNew: true,
    latestUpdateDate: true,
    serializationStatus: true,
    followerCount: true,
    isOneShot: true,
    language: true,
  })
  .extend({ latestEpisode: z.union([episodeSummarySchema, z.null()]) })
  .meta({ id: 'WorkSummary' });
export type WorkSummary = z.infer<typeof workSummarySchema>;

/**
 * A work summary in an answer about one reader (their followed works, their history) as the API
 * sends it, with spec section 3's `isFollowing` for that reader. The catalog's own answers are
 * shared by every reader and carry no follow state.
 */
export const readerWorkSummaryWireSchema = workSummarySchema
  .extend({
    isFollowing: z.boolean().meta({
      description: "Whether the reader follows the work, from the reader's follows",
    }),
  })
  .meta({ id: 'ReaderWorkSummary' });
export type ReaderWorkSummaryWire = z.infer<typeof readerWorkSummaryWireSchema>;

/**
 * A work summary in an answer about one reader as the app reads it. The API always sends
 * `isFollowing`; it is optional here so that followed and history lines made from a catalog
 * `WorkSummary` (fixtures, stories) stay valid.
 */
export const readerWorkSummarySchema = readerWorkSummaryWireSchema.partial({ isFollowing: true });
export type ReaderWorkSummary = z.infer<typeof readerWorkSummarySchema>;

/** One page of work summaries. */
export const workSummaryPageSchema = paginated(workSummarySchema).meta({ id: 'WorkSummaryPage' });
export type WorkSummaryPage = z.infer<typeof workSummaryPageSchema>;

/**
 * Whether `text` (`yyyy-MM-dd`) names a day of the calendar: no 2026-02-30, and no day of
 * year 9999, which means "no date" throughout the API (spec section 5).
 */
function isCalendarDay(text: string): boolean {
  const day = new Date(`${text}T00:00:00Z`);
  return (
    !Number.isNaN(day.getTime()) &&
    day.toISOString().slice(0, 10) === text &&
    day.getUTCFullYear() !== 9999
  );
}

/** A day in Japan as `yyyy-MM-dd`. */
export const japanDaySchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/)
  .refine(isCalendarDay, { message: 'Not a calendar day' })
  .meta({ description: 'A day in Japan, yyyy-MM-dd', example: '2026-11-20' });

/** Query of `GET /api/daily/new`: a page of the works updated on one day (today by default). */
export const dailyNewQuerySchema = paginationQuerySchema.extend({
  date: japanDaySchema.optional(),
});
export type DailyNewQuery = z.infer<typeof dailyNewQuerySchema>;

/** Orders of a work list: last update, first published, or title reading (あ to ん). */
export const WORK_SORTS = ['latest', 'new', 'title'] as const;
export type WorkSort = (typeof WORK_SORTS)[number];

/**
 * Query of `GET /api/series`: works filtered by label, genre, tag, status, kind, language or
 * title kana row (label and serialization pages, `/contents/list`, genre and tag pages).
 */
export const worksQuerySchema = paginationQuerySchema.extend({
  label: labelRefSchema.optional(),
  genre: idParamSchema.optional().meta({ description: 'Genre id, main or sub-genre' }),
  tag: idParamSchema.optional().meta({ description: 'Tag id' }),
  status: serializationStatusSchema.optional(),
  oneShot: z
    .enum(['true', 'false'])
    .transform((flag) => flag === 'true')
    .optional(),
  language: languageSchema.optional(),
  row: kanaRowSchema.optional().meta({ description: 'Kana row of the title reading' }),
  sort: z.enum(WORK_SORTS).default('latest').meta({
    description: 'latest: last update; new: first published; title: title reading (あ to ん)',
  }),
});
export type WorksQuery = z.infer<typeof worksQuerySchema>;

/** Which free campaigns a free-campaign list shows: either kind, free episodes, or free volumes. */
export const FREE_CAMPAIGN_FILTERS = ['all', 'serial', 'comics'] as const;
export type FreeCampaignFilter = (typeof FREE_CAMPAIGN_FILTERS)[number];

/** Query of `GET /api/free-campaign`: a page of one filter (`all` by default). */
export const freeCampaignQuerySchema = paginationQuerySchema.extend({
  filterType: z.enum(FREE_CAMPAIGN_FILTERS).default('all'),
});
export type FreeCampaignQuery = z.infer<typeof freeCampaignQuerySchema>;

/** A released volume with its work, as the new-releases pages list them. */
export const newComicSchema = z
  .object({ volume: comicVolumeSummarySchema, work: workSummarySchema })
  .meta({ id: 'NewComic' });
export type NewComic = z.infer<typeof newComicSchema>;

/** One page of released volumes, newest first. */
export const newComicPageSchema = paginated(newComicSchema).meta({ id: 'NewComicPage' });
export type NewComicPage = z.infer<typeof newComicPageSchema>;

/** The work detail page's header data: language, next update and free campaigns. */
export const workDetailInfoSchema = workSchema
  .pick({ id: true, code: true, language: true, nextUpdateDateText: true, freeCampaigns: true })
  .meta({ id: 'WorkDetailInfo' });
export type WorkDetailInfo = z.infer<typeof workDetailInfoSchema>;

/** `workCode` query parameter of the work detail endpoint. */
export const workDetailQuerySchema = z.object({ workCode: codeSchema });
export type WorkDetailQuery = z.infer<typeof workDetailQuerySchema>;

/** Everything the work detail page shows: the work, its episodes, volumes and related works. */
export const workDetailResponseSchema = z
  .object({
    work: workSchema,
    info: workDetailInfoSchema,
    episodes: z.array(episodeSchema).meta({ description: 'From the first episode' }),
    volumes: z.array(comicVolumeSchema).meta({ description: 'From the first volume' }),
    relatedWorks: z.array(workSummarySchema),
  })
  .meta({ id: 'WorkDetailResponse' });
export type WorkDetailResponse = z.infer<typeof workDetailResponseSchema>;
