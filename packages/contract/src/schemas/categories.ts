import { z } from 'zod';
import { idSchema } from './common';

/** A genre such as バトル or 恋愛; a work has one genre and may have a sub-genre. */
export const genreSchema = z
  .object({
    id: idSchema,
    name: z.string().min(1),
  })
  .meta({ id: 'Genre' });
export type Genre = z.infer<typeof genreSchema>;

/** A free-form tag attached to works. */
export const tagSchema = z
  .object({
    id: idSchema,
    name: z.string().min(1),
  })
  .meta({ id: 'Tag' });
export type Tag = z.infer<typeof tagSchema>;

/** Every genre and tag, for browsing and search filters. */
export const categoriesSchema = z
  .object({
    genres: z.array(genreSchema),
    tags: z.array(tagSchema),
  })
  .meta({ id: 'Categories' });
export type Categories = z.infer<typeof categoriesSchema>;
