import { type ApiErrorBody, ERROR_CODES, ERROR_HTTP_STATUS } from '@cw/contract/schemas';
import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { METHOD_NAME_ALL } from 'hono/router';
import { TrieRouter } from 'hono/router/trie-router';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { ZodError } from 'zod';

/** An error a handler raises on purpose: it becomes `{ error: { code, message } }`. */
export class ApiError extends Error {
  readonly code: ERROR_CODES;
  readonly status: ContentfulStatusCode;
  /** Sent with the answer, such as `Retry-After`. */
  readonly headers: Record<string, string>;

  constructor(
    code: ERROR_CODES,
    message: string,
    options: { cause?: unknown; headers?: Record<string, string> } = {},
  ) {
    super(message, { cause: options.cause });
    this.name = 'ApiError';
    this.code = code;
    this.status = ERROR_HTTP_STATUS[code];
    this.headers = options.headers ?? {};
  }
}

export const notFound = (what: string) => new ApiError(ERROR_CODES.NOT_FOUND, `${what} not found`);

function body(code: string, message: string, issues?: ApiErrorBody['error']['issues']) {
  const error: ApiErrorBody['error'] = { code, message };
  if (issues) error.issues = issues;
  return { error } satisfies ApiErrorBody;
}

/** `path: message` per zod issue, the shape clients show and log. */
export function validationBody(error: ZodError) {
  const issues = error.issues.map((issue) => ({
    path: issue.path.map(String).join('.'),
    message: issue.message,
  }));
  const summary = issues.map((i) => (i.path ? `${i.path}: ${i.message}` : i.message)).join('; ');
  return body(ERROR_CODES.BAD_REQUEST, `Invalid request: ${summary}`, issues);
}

/** The OpenAPIHono `defaultHook`: a failed input validation answers 400 with every issue. */
export function validationHook(
  result: { success: true } | { success: false; error: ZodError },
  c: Context,
) {
  if (!result.success) return c.json(validationBody(result.error), 400);
}

/**
 * PostgreSQL's SQLSTATE class 22, "data exception": the database refused a value the request
 * carried (text containing NUL, a number out of its column's range). Drizzle wraps the driver's
 * error, which both drivers give a `code`.
 */
function isDataException(error: Error): error is Error & { cause: Error } {
  const { cause } = error;
  return cause instanceof Error && 'code' in cause && String(cause.code).startsWith('22');
}

/** Socket errors of a database connection that failed or was cut. */
const CONNECTION_ERROR_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);
/** What node-postgres throws for a connection lost mid-query or a pool that cannot connect. */
const CONNECTION_ERROR_MESSAGES =
  /Connection terminated|not queryable|timeout exceeded when trying to connect/;

/**
 * Whether the database could not be reached, rather than refusing the request: a connection
 * refused or cut, SQLSTATE class 08 (connection exception), 57P01–57P03 (the server shutting
 * down, restarting or still starting) or 53300 (too many connections). Checked along the
 * error's `cause` chain (drizzle wraps the driver's error).
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let e = error, depth = 0; e instanceof Error && depth < 5; e = e.cause, depth++) {
    const code = 'code' in e ? String(e.code) : '';
    if (CONNECTION_ERROR_CODES.has(code) || code.startsWith('08')) return true;
    if (['57P01', '57P02', '57P03', '53300'].includes(code)) return true;
    if (CONNECTION_ERROR_MESSAGES.test(e.message)) return true;
    if (e instanceof AggregateError && e.errors.some(isDatabaseUnavailable)) return true;
  }
  return false;
}

/** How long a client should wait before trying again while the database is away. */
const DATABASE_RETRY_AFTER_SECONDS = 5;

/** Maps anything thrown in a handler to a JSON error; only the unexpected becomes a 500. */
export function errorHandler(error: Error, c: Context) {
  if (error instanceof ApiError) {
    return c.json(body(error.code, error.message), error.status, error.headers);
  }
  if (isDatabaseUnavailable(error)) {
    // The database restarting or unreachable is an outage to wait out, not a bug: 503, so the
    // web app and caches retry later (and a cache may serve what it has meanwhile).
    console.warn('[backend] database unavailable:', c.req.method, c.req.path, error.message);
    return c.json(
      body(ERROR_CODES.SERVICE_UNAVAILABLE, 'The database is not available; try again shortly'),
      503,
      { 'Retry-After': String(DATABASE_RETRY_AFTER_SECONDS) },
    );
  }
  if (error instanceof HTTPException) {
    const status = error.status as ContentfulStatusCode;
    const code = status === 413 ? ERROR_CODES.PAYLOAD_TOO_LARGE : codeForStatus(status);
    return c.json(body(code, error.message || 'Request rejected'), status);
  }
  if (isDataException(error)) {
    console.warn(
      '[backend] refused by the database:',
      c.req.method,
      c.req.path,
      error.cause.message,
    );
    return c.json(body(ERROR_CODES.BAD_REQUEST, 'Invalid request: a value cannot be stored'), 400);
  }
  console.error('[backend] unhandled error', c.req.method, c.req.path, error);
  return c.json(body(ERROR_CODES.INTERNAL, 'Internal server error'), 500);
}

function codeForStatus(status: number): ERROR_CODES {
  const match = Object.entries(ERROR_HTTP_STATUS).find(([, s]) => s === status);
  return (match?.[0] as ERROR_CODES | undefined) ?? ERROR_CODES.BAD_REQUEST;
}

export function notFoundHandler(c: Context) {
  return c.json(body(ERROR_CODES.NOT_FOUND, `No route for ${c.req.method} ${c.req.path}`), 404);
}

/**
 * The answer when no handler took a request: 405 with `Allow` when `routes` serve its path with
 * other methods (TRACE, OPTIONS or a write on a read-only path), else 404.
 */
export function routeNotFound(routes: readonly { method: string; path: string }[]) {
  const methodsByPath = new TrieRouter<string>();
  for (const { method, path } of routes) {
    // Middleware is registered for every method; only handlers say what a path serves.
    if (method !== METHOD_NAME_ALL) methodsByPath.add(METHOD_NAME_ALL, path, method);
  }
  return (c: Context) => {
    const [matches] = methodsByPath.match(c.req.method, c.req.path);
    const allow = new Set(matches.map(([method]) => method));
    if (allow.size === 0) return notFoundHandler(c);
    if (allow.has('GET')) allow.add('HEAD');
    return c.json(
      body(ERROR_CODES.METHOD_NOT_ALLOWED, `${c.req.method} is not allowed on ${c.req.path}`),
      405,
      { Allow: [...allow].join(', ') },
    );
  };
}
