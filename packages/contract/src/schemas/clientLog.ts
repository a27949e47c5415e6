import { z } from 'zod';
import { CLIENT_LOG_MESSAGE_MAX } from '../constants';

/** How serious a client log line is. */
export const clientLogLevelSchema = z
  .enum(['error', 'warn', 'info'])
  .meta({ id: 'ClientLogLevel' });
export type ClientLogLevel = z.infer<typeof clientLogLevelSchema>;

export { CLIENT_LOG_MESSAGE_MAX };

/**
 * Body of `POST /api/log`: one line of the browser's log (spec section 7, "client logs go to a
 * log endpoint"), such as `CLIENT_SESSION_ERROR` when the session cannot be read (section 8).
 * Bounded in every field; the server adds who sent it and when.
 */
export const clientLogInputSchema = z
  .strictObject({
    level: clientLogLevelSchema,
    code: z
      .string()
      .regex(/^[A-Z][A-Z0-9_]{2,63}$/)
      .meta({ description: 'What happened, as a constant: CLIENT_SESSION_ERROR' }),
    message: z.string().min(1).max(CLIENT_LOG_MESSAGE_MAX),
    url: z.string().max(2048).optional().meta({ description: 'The page it happened on' }),
    detail: z
      .record(z.string().regex(/^[a-zA-Z][a-zA-Z0-9_]{0,31}$/), z.string().max(200))
      .refine((detail) => Object.keys(detail).length <= 10, { message: 'At most 10 details' })
      .optional(),
  })
  .meta({ id: 'ClientLogInput' });
export type ClientLogInput = z.infer<typeof clientLogInputSchema>;

/** Answer of `POST /api/log`: the line was taken. */
export const clientLogReceiptSchema = z
  .object({ received: z.literal(true) })
  .meta({ id: 'ClientLogReceipt' });
export type ClientLogReceipt = z.infer<typeof clientLogReceiptSchema>;
