import { z } from 'zod';
import { codeSchema, dateTimeSchema, idStringSchema } from './common';
import { workSummarySchema } from './works';

/** Ranking window: the daily ranking or the hourly one. */
export const rankingPeriodSchema = z.enum(['daily', 'hourly']).meta({ id: 'RankingPeriod' });
export type RankingPeriod = z.infer<typeof rankingPeriodSchema>;

/** Genre a ranking covers: `all` or a genre id as digits, as in `/ranking/{rankingGenre}`. */
export const rankingGenreSchema = z.union([z.literal('all'), idStringSchema]);
export type RankingGenre = z.infer<typeof rankingGenreSchema>;

/** One place in a ranking; tied works share a rank. */
export const rankingEntrySchema = z
  .object({
    rank: z.number().int().positive(),
    work: workSummarySchema,
  })
  .meta({ id: 'RankingEntry' });
export type RankingEntry = z.infer<typeof rankingEntrySchema>;

/** A computed ranking, best first. */
export const rankingSchema = z
  .object({
    genre: rankingGenreSchema,
    period: rankingPeriodSchema,
    computedAt: dateTimeSchema,
    entries: z
      .array(rankingEntrySchema)
      .refine((entries) => entries.every((entry, i) => entry.rank >= (entries[i - 1]?.rank ?? 1)), {
        message: 'Entries must be in rank order',
      }),
  })
  .meta({ id: 'Ranking' });
export type Ranking = z.infer<typeof rankingSchema>;

/** Query of the ranking endpoints: genre (default all) and an optional label. */
export const rankingQuerySchema = z.object({
  genre: rankingGenreSchema.default('all'),
  labelCode: codeSchema.optional(),
});
export type RankingQuery = z.infer<typeof rankingQuerySchema>;
