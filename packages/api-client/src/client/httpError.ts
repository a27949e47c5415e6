import type { ApiErrorBody, ApiErrorIssue } from '@cw/contract/schemas';
import type { z } from 'zod';

/** Machine-readable code of every error the client throws. */
export const CLIENT_ERROR_CODES = {
  /** The server answered with a non-2xx status. */
  HTTP_ERROR: 'HTTP_ERROR',
  /** A 2xx payload did not match the endpoint's response schema. */
  RESPONSE_PARSE_ERROR: 'RESPONSE_PARSE_ERROR',
  /** The call's input failed the endpoint's schema; nothing was sent. */
  REQUEST_INVALID: 'REQUEST_INVALID',
  /** `fetch` itself failed (offline, DNS, CORS, relative URL on a server). */
  NETWORK_ERROR: 'NETWORK_ERROR',
} as const;
export type CLIENT_ERROR_CODES = (typeof CLIENT_ERROR_CODES)[keyof typeof CLIENT_ERROR_CODES];

/** Where a failed call went: method and URL as sent. */
export type RequestTarget = { method: string; url: string };

/** Base class of every error thrown by `@cw/api-client`; switch on `code`. */
export class ApiClientError extends Error {
  override name = 'ApiClientError';
  readonly code: CLIENT_ERROR_CODES;
  /** HTTP status when the server answered, otherwise undefined. */
  readonly status: number | undefined;

  constructor(
    code: CLIENT_ERROR_CODES,
    message: string,
    options: { status?: number; cause?: unknown } = {},
  ) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause });
    this.code = code;
    this.status = options.status;
  }
}

/**
 * A non-2xx answer. The message is exactly `HTTP Error: {status} {statusText}` (spec section 8;
 * under HTTP/2 `statusText` is empty, so read `status`).
 */
export class HttpError extends ApiClientError {
  override name = 'HttpError';
  declare readonly status: number;
  readonly statusText: string;
  /** The `{ error: { code, message, issues? } }` body when it parses, else the raw text. */
  readonly body: ApiErrorBody | string;
  readonly method: string;
  readonly url: string;

  constructor(
    init: { status: number; statusText: string; body: ApiErrorBody | string } & RequestTarget,
    options: { cause?: unknown } = {},
  ) {
    super(CLIENT_ERROR_CODES.HTTP_ERROR, `HTTP Error: ${init.status} ${init.statusText}`, {
      status: init.status,
      cause: options.cause,
    });
    this.statusText = init.statusText;
    this.body = init.body;
    this.method = init.method;
    this.url = init.url;
  }

  /** The API's error object when the body was a well-formed API error, else undefined. */
  get apiError(): ApiErrorBody['error'] | undefined {
    return typeof this.body === 'string' ? undefined : this.body.error;
  }
}

/** A 2xx payload that does not match the endpoint's response schema. */
export class ResponseParseError extends ApiClientError {
  override name = 'ResponseParseError';
  readonly issues: ApiErrorIssue[];
  readonly method: string;
  readonly url: string;

  constructor(init: { issues: ApiErrorIssue[]; status: number } & RequestTarget) {
    super(
      CLIENT_ERROR_CODES.RESPONSE_PARSE_ERROR,
      `Invalid response from ${init.method} ${init.url}: ${summarizeIssues(init.issues)}`,
      { status: init.status },
    );
    this.issues = init.issues;
    this.method = init.method;
    this.url = init.url;
  }
}

/** Input rejected by the endpoint's schema before anything was sent. */
export class RequestValidationError extends ApiClientError {
  override name = 'RequestValidationError';
  readonly issues: ApiErrorIssue[];
  readonly method: string;
  readonly url: string;

  constructor(init: { issues: ApiErrorIssue[] } & RequestTarget) {
    super(
      CLIENT_ERROR_CODES.REQUEST_INVALID,
      `Invalid input for ${init.method} ${init.url}: ${summarizeIssues(init.issues)}`,
    );
    this.issues = init.issues;
    this.method = init.method;
    this.url = init.url;
  }
}

/** `fetch` rejected (offline, DNS, CORS); the original error is the `cause`. */
export class NetworkError extends ApiClientError {
  override name = 'NetworkError';
  readonly method: string;
  readonly url: string;

  constructor(init: RequestTarget, cause: unknown) {
    super(CLIENT_ERROR_CODES.NETWORK_ERROR, `Network error: ${init.method} ${init.url}`, {
      cause,
    });
    this.method = init.method;
    this.url = init.url;
  }
}

/**
 * Turns zod issues into `{ path, message }` pairs, the path dot-joined (`episodes.0.id`).
 *
 * @example
 * const result = workSchema.safeParse(json);
 * if (!result.success) console.warn(toIssues(result.error).map((i) => `${i.path}: ${i.message}`));
 */
export function toIssues(error: z.ZodError): ApiErrorIssue[] {
  return error.issues.map((issue) => ({
    path: issue.path.map(String).join('.'),
    message: issue.message,
  }));
}

const MAX_ISSUES_IN_MESSAGE = 5;

function summarizeIssues(issues: ApiErrorIssue[]): string {
  const shown = issues
    .slice(0, MAX_ISSUES_IN_MESSAGE)
    .map((issue) => `${issue.path || '(root)'}: ${issue.message}`);
  const hidden = issues.length - shown.length;
  return hidden > 0 ? `${shown.join('; ')} (and ${hidden} more)` : shown.join('; ');
}

/**
 * Reads a non-2xx response into an `HttpError`, keeping the API error body when it parses.
 *
 * @example
 * if (!response.ok) throw await readHttpError(response, { method: 'GET', url: '/api/hello' });
 */
export async function readHttpError(response: Response, target: RequestTarget): Promise<HttpError> {
  let text = '';
  try {
    text = await response.text();
  } catch {
    // An unreadable error body still leaves status and statusText to report.
  }
  return new HttpError({
    ...target,
    status: response.status,
    statusText: response.statusText,
    body: await parseErrorBody(text),
  });
}

async function parseErrorBody(text: string): Promise<ApiErrorBody | string> {
  try {
    // Loaded on demand like the endpoint schemas, so zod stays out of the client's entry.
    const { apiErrorBodySchema } = await import('@cw/contract/schemas');
    const parsed = apiErrorBodySchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : text;
  } catch {
    return text;
  }
}

/**
 * True when `error` is an `HttpError`, optionally with one of the given statuses.
 *
 * @example
 * useQuery({
 *   ...apiQuery(client, 'getWorkDetail', { workCode }),
 *   retry: (n, e) => !isHttpError(e, 404) && n < 3,
 * });
 */
export function isHttpError(error: unknown, ...statuses: number[]): error is HttpError {
  return error instanceof HttpError && (statuses.length === 0 || statuses.includes(error.status));
}
