import { z } from 'zod';
import {
  CODE_PATTERN,
  IDEMPOTENCY_KEY_MAX_LENGTH,
  IDEMPOTENCY_KEY_RETENTION_MS,
} from '../constants';

/** Largest id the database's serial (int4) columns hold. */
export const MAX_ID = 2_147_483_647;

/** Positive integer id of a catalog or membership record. */
export const idSchema = z.number().int().positive().max(MAX_ID);

/** An id written as decimal digits without sign, leading zero, exponent or spaces. */
export const idStringSchema = z.string().regex(/^[1-9]\d*$/);

/**
 * Id taken from a path segment or query value. Digits only, so `0x10`, `1e3` or `1.0` are a 4xx
 * rather than aliases of ids 16, 1000 and 1.
 */
export const idParamSchema = idStringSchema.transform(Number).pipe(idSchema);

/** URL-safe code of a work, episode or label, as used in page paths. */
export const codeSchema = z.string().regex(CODE_PATTERN);

/** Non-negative integer count or zero-based index. */
export const countSchema = z.number().int().nonnegative();

/** ISO 8601 date-time with `Z` or an offset; year 9999 is the "no end" sentinel where noted. */
export const dateTimeSchema = z.iso.datetime({ offset: true });

/** Root-relative path (such as `/v3/media/...`) or absolute http(s) URL of an image or link. */
export const urlOrPathSchema = z.string().regex(/^(?:\/|https?:\/\/)\S+$/);

/** Hex colour `#rrggbb`. */
export const colorSchema = z.string().regex(/^#[0-9a-fA-F]{6}$/);

/** Content language: Japanese, English or Traditional Chinese. */
export const languageSchema = z.enum(['ja', 'en', 'tw']).meta({ id: 'Language' });
export type Language = z.infer<typeof languageSchema>;

/**
 * `Idempotency-Key` of a write (`IDEMPOTENCY_KEY_HEADER`): 1 to 100 printable ASCII characters
 * (space to `~`), chosen by the client, the same each time one write is sent.
 */
export const idempotencyKeySchema = z
  .string()
  .regex(new RegExp(`^[\\x20-\\x7E]{1,${IDEMPOTENCY_KEY_MAX_LENGTH}}$`), {
    message: `Idempotency-Key must be 1 to ${IDEMPOTENCY_KEY_MAX_LENGTH} printable ASCII characters`,
  });

/**
 * Request headers of a write that may be sent again (`recordHistory`): an optional
 * `Idempotency-Key`, named in lower case as servers read header names.
 */
export const idempotencyKeyHeadersSchema = z.object({
  'idempotency-key': idempotencyKeySchema.optional().meta({
    description: `Key of this write, chosen by the client: a request repeating a key the same reader first used in the last ${IDEMPOTENCY_KEY_RETENTION_MS / 86_400_000} days is answered 204 and not applied again`,
  }),
});
export type IdempotencyKeyHeaders = z.infer<typeof idempotencyKeyHeadersSchema>;
