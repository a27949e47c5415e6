import { z } from 'zod';
import {
  codeSchema,
  colorSchema,
  countSchema,
  idParamSchema,
  idSchema,
  urlOrPathSchema,
} from './common';

/**
 * A label (publisher imprint) as the app uses it (spec section 3): its copy as `description`,
 * its icon and logo. The API sends it as `LabelWire`; answers are read with
 * `labelFromWireSchema`, so every consumer sees this shape.
 */
export const labelSchema = z.object({
  id: idSchema,
  code: codeSchema,
  name: z.string().min(1),
  description: z.string(),
  iconImageUrl: urlOrPathSchema,
  logoImageUrl: urlOrPathSchema,
  color: colorSchema,
});
export type Label = z.infer<typeof labelSchema>;

/**
 * A label as the API sends it: spec section 3's "The API supplies copy, iconImage and
 * logoThumbnail" for the label's description, icon and logo.
 */
export const labelWireSchema = z
  .object({
    id: idSchema,
    code: codeSchema,
    name: z.string().min(1),
    copy: z.string().meta({ description: "The label's catch copy, shown under its name" }),
    iconImage: urlOrPathSchema.meta({ description: 'Square icon' }),
    logoThumbnail: urlOrPathSchema.meta({ description: 'Logo' }),
    color: colorSchema,
  })
  .meta({ id: 'Label' });
export type LabelWire = z.infer<typeof labelWireSchema>;

/**
 * Reads the API's label (`LabelWire`) as the app's `Label`: copy is the description, iconImage
 * the icon and logoThumbnail the logo.
 */
export const labelFromWireSchema = labelWireSchema.transform(
  ({ id, code, name, copy, iconImage, logoThumbnail, color }): Label => ({
    id,
    code,
    name,
    description: copy,
    iconImageUrl: iconImage,
    logoImageUrl: logoThumbnail,
    color,
  }),
);

/** The label fields a work carries as `labelInfo`, the same on the wire and in the app. */
export const labelSummarySchema = labelSchema
  .pick({ id: true, code: true, name: true, color: true })
  .meta({ id: 'LabelSummary' });
export type LabelSummary = z.infer<typeof labelSummarySchema>;

/** Every label, in the editorial order, as the API sends them. */
export const labelListWireSchema = z
  .object({ items: z.array(labelWireSchema) })
  .meta({ id: 'LabelList' });
export type LabelListWire = z.infer<typeof labelListWireSchema>;

/** The API's label list (`LabelListWire`) read as the app's labels. */
export const labelListSchema = z.object({ items: z.array(labelFromWireSchema) });
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

/**
 * A label named in a URL by its id (spec section 7's `{labelId}`) or by its code (the label
 * pages' `/label/{labelCode}`): digits that make an id are the id (a number), anything else is
 * a code (a string). Label codes are words, so no code is hidden behind an id.
 */
export const labelRefSchema = z
  .union([idParamSchema, codeSchema])
  .meta({ description: 'Label id or label code' });
export type LabelRef = z.infer<typeof labelRefSchema>;
