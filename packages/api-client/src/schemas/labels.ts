import { z } from 'zod';
import { codeSchema, colorSchema, countSchema, idSchema, urlOrPathSchema } from './common';

/** A label (publisher imprint) with its copy, icon, logo and brand colour. */
export const labelSchema = z
  .object({
    id: idSchema,
    code: codeSchema,
    name: z.string().min(1),
    description: z.string(),
    iconImageUrl: urlOrPathSchema,
    logoImageUrl: urlOrPathSchema,
    color: colorSchema,
  })
  .meta({ id: 'Label' });
export type Label = z.infer<typeof labelSchema>;

/** The label fields a work carries as `labelInfo`. */
export const labelSummarySchema = labelSchema
  .pick({ id: true, code: true, name: true, color: true })
  .meta({ id: 'LabelSummary' });
export type LabelSummary = z.infer<typeof labelSummarySchema>;

/** Every label, in the editorial order. */
export const labelListSchema = z.object({ items: z.array(labelSchema) }).meta({ id: 'LabelList' });
export type LabelList = z.infer<typeof labelListSchema>;

/** Number of readers following a label. */
export const labelFollowerSchema = z
  .object({
    labelId: idSchema,
    followerCount: countSchema,
  })
  .meta({ id: 'LabelFollower' });
export type LabelFollower = z.infer<typeof labelFollowerSchema>;

/** `labelCode` query parameter of the label fair and feature endpoints. */
export const labelCodeQuerySchema = z.object({ labelCode: codeSchema });
export type LabelCodeQuery = z.infer<typeof labelCodeQuerySchema>;
