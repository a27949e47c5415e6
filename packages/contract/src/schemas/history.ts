import { z } from 'zod';
import { countSchema, dateTimeSchema, idParamSchema, idSchema, idStringSchema } from './common';
import { episodeSummarySchema } from './episodes';
import { idListSchema, paginated } from './pagination';
import { readerWorkSummarySchema, readerWorkSummaryWireSchema } from './works';

/** Body of `POST /api/membership/history`: the zero-based page reached in an episode. */
export const historyRecordInputSchema = z
  .strictObject({
    episodeId: idSchema,
    page: countSchema,
    pageCount: z.number().int().positive().optional(),
  })
  .refine(({ page, pageCount }) => pageCount === undefined || page < pageCount, {
    message: 'page must be below pageCount',
    path: ['page'],
  })
  .meta({ id: 'HistoryRecordInput' });
export type HistoryRecordInput = z.infer<typeof historyRecordInputSchema>;

/** `seriesId` query parameter of `GET /api/membership/history`. */
export const historyQuerySchema = z.object({ seriesId: idParamSchema });
export type HistoryQuery = z.infer<typeof historyQuerySchema>;

/** Read flag of each episode of one work, keyed by episode id. */
export const historyMapSchema = z.record(idStringSchema, z.boolean()).meta({ id: 'HistoryMap' });
export type HistoryMap = z.infer<typeof historyMapSchema>;

/** One line of the reader's history: the episode, its work, the page reached and when. */
export const historyEntrySchema = z.object({
  episode: episodeSummarySchema,
  work: readerWorkSummarySchema,
  page: countSchema,
  readAt: dateTimeSchema,
});
export type HistoryEntry = z.infer<typeof historyEntrySchema>;

/** One page of the reader's history, the latest read first. */
export const historyEntryPageSchema = paginated(historyEntrySchema);
export type HistoryEntryPage = z.infer<typeof historyEntryPageSchema>;

/** A history line as the API sends it: the work with `isFollowing` for the reader. */
export const historyEntryWireSchema = historyEntrySchema
  .extend({ work: readerWorkSummaryWireSchema })
  .meta({ id: 'HistoryEntry' });
export type HistoryEntryWire = z.infer<typeof historyEntryWireSchema>;

/** One page of the reader's history as the API sends it. */
export const historyEntryPageWireSchema = paginated(historyEntryWireSchema).meta({
  id: 'HistoryEntryPage',
});

/**
 * Body of `DELETE /api/membership/history/list`: the episodes to forget (one history line
 * each), or all of them.
 */
export const historyDeleteInputSchema = z
  .union([z.strictObject({ episodeIds: idListSchema }), z.strictObject({ all: z.literal(true) })])
  .meta({ id: 'HistoryDeleteInput' });
export type HistoryDeleteInput = z.infer<typeof historyDeleteInputSchema>;
