import { z } from 'zod';
import { countSchema, dateTimeSchema, idSchema } from './common';

/** The signed-in reader as the backend knows them. */
export const userSchema = z
  .object({
    id: idSchema,
    subject: z.string().min(1).meta({ description: 'Subject at the identity provider' }),
    email: z.email({ pattern: z.regexes.unicodeEmail }).nullable(),
    isLinked: z.boolean(),
    createdAt: dateTimeSchema,
  })
  .meta({ id: 'User' });
export type User = z.infer<typeof userSchema>;

/** Whether the reader marked an episode as a favourite (good button), and its total count. */
export const favoriteStatusSchema = z
  .object({
    isFavorite: z.boolean(),
    count: countSchema,
  })
  .meta({ id: 'FavoriteStatus' });
export type FavoriteStatus = z.infer<typeof favoriteStatusSchema>;

/** A guest's good only counts: the episode's count after the press. */
export const guestFavoriteSchema = favoriteStatusSchema
  .pick({ count: true })
  .meta({ id: 'GuestFavorite' });
export type GuestFavorite = z.infer<typeof guestFavoriteSchema>;

/** Whether the reader's account changed since the client last checked. */
export const accountUpdatedSchema = z
  .object({
    updated: z.boolean(),
    checkedAt: dateTimeSchema,
  })
  .meta({ id: 'AccountUpdated' });
export type AccountUpdated = z.infer<typeof accountUpdatedSchema>;

/**
 * Query of `GET` and `PUT /api/account/updated`: `checkedAt`, the instant the client last
 * looked. GET asks about updates since then instead of since the stored mark; PUT stores it as
 * the mark (at most now) instead of now.
 */
export const accountUpdatedQuerySchema = z.object({
  checkedAt: z.iso
    .datetime({
      offset: true,
      error: 'must be an ISO 8601 date-time with Z or an offset, such as 2026-11-20T09:00:00+09:00',
    })
    .optional()
    .meta({
      description: 'ISO 8601 date-time with Z or an offset',
      example: '2026-11-20T09:00:00+09:00',
    }),
});
export type AccountUpdatedQuery = z.infer<typeof accountUpdatedQuerySchema>;

/** Body of `POST /api/mail/unsubscribe`: the token from the mail's link. */
export const mailUnsubscribeInputSchema = z
  .strictObject({ token: z.string().min(1).max(1024) })
  .meta({ id: 'MailUnsubscribeInput' });
export type MailUnsubscribeInput = z.infer<typeof mailUnsubscribeInputSchema>;
