import { z } from 'zod';
import { KANA_ROWS } from '../constants';
import { idSchema } from './common';

/** An author credited on a work, with the credit role (such as 原作 or 漫画). */
export const authorSchema = z
  .object({
    id: idSchema,
    name: z.string().min(1),
    role: z.string().min(1),
  })
  .meta({ id: 'Author' });
export type Author = z.infer<typeof authorSchema>;

/** An author outside any one work's credits, as listed in the author index and search. */
export const authorRefSchema = authorSchema
  .pick({ id: true, name: true })
  .meta({ id: 'AuthorRef' });
export type AuthorRef = z.infer<typeof authorRefSchema>;

/** Kana row of a name's first sound; その他 holds names starting outside the kana rows. */
export const kanaRowSchema = z.enum(KANA_ROWS).meta({ id: 'KanaRow' });
export type KanaRow = z.infer<typeof kanaRowSchema>;

/** Authors grouped by the kana row of their reading, rows in あ to その他 order, empty rows omitted. */
export const authorIndexSchema = z
  .object({
    rows: z
      .array(z.object({ initial: kanaRowSchema, authors: z.array(authorRefSchema).min(1) }))
      .refine(
        (rows) => {
          const orders = rows.map((row) => kanaRowSchema.options.indexOf(row.initial));
          return orders.every((order, i) => order > (orders[i - 1] ?? -1));
        },
        { message: 'Rows must follow kana order without repeats' },
      ),
  })
  .meta({ id: 'AuthorIndex' });
export type AuthorIndex = z.infer<typeof authorIndexSchema>;
