import { ERROR_CODES } from '@cw/contract/schemas';
import { createMiddleware } from 'hono/factory';
import { ApiError } from './errors';

/**
 * Refuses (400) a URL whose path or query has percent-encoding that does not decode: Hono would
 * hand such a value on half-decoded instead of failing.
 */
export const refuseMalformedUrl = createMiddleware(async (c, next) => {
  const { pathname, search } = new URL(c.req.url);
  try {
    decodeURIComponent(pathname + search);
  } catch {
    throw new ApiError(ERROR_CODES.BAD_REQUEST, 'Malformed percent-encoding in the URL');
  }
  await next();
});
