import { z } from 'zod';
import { idParamSchema, idSchema } from './common';
import { MAX_PAGE_SIZE } from './pagination';
import { workSummarySchema } from './works';

/** Works recommended to the reader. */
export const recommendationsSchema = z
  .object({ works: z.array(workSummarySchema) })
  .meta({ id: 'Recommendations' });
export type Recommendations = z.infer<typeof recommendationsSchema>;

/** Query of `GET /api/recommendations/series`: the work to find similar works for. */
export const recommendationsQuerySchema = z.object({ workId: idParamSchema });
export type RecommendationsQuery = z.infer<typeof recommendationsQuerySchema>;

/** Body of `POST /api/recommendations/candidate`: works to base recommendations on. */
export const recommendationCandidateInputSchema = z
  .strictObject({ workIds: z.array(idSchema).max(MAX_PAGE_SIZE) })
  .meta({ id: 'RecommendationCandidateInput' });
export type RecommendationCandidateInput = z.infer<typeof recommendationCandidateInputSchema>;
