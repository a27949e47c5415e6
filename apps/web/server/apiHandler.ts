import 'server-only';
import { toIssues } from '@cw/api-client';
import { type EndpointDefinition, endpoints } from '@cw/contract/endpoints';
import {
  type ApiErrorBody,
  type ApiErrorIssue,
  ERROR_CODES,
  ERROR_HTTP_STATUS,
} from '@cw/contract/schemas';
import type { NextRequest } from 'next/server';
import { apiRoutes, backendTarget, matchApiRequest } from './apiRoutes';
import { requestReader } from './auth';
import { BackendTimeoutError, backendFetch } from './backend';
import { CLIENT_ADDRESS_HEADER } from './clientAddress';
import { env } from './env';
import { webAnswer } from './webAnswers';

/** Every answer about one reader, and every write: never stored by a browser or proxy. */
const PRIVATE = 'private, no-store';

/** An answer of the API's error shape (`{ error: { code, message } }`), never stored. */
export function errorResponse(
  code: ERROR_CODES,
  message: string,
  options: { issues?: ApiErrorIssue[]; headers?: Record<string, string> } = {},
): Response {
  const error: ApiErrorBody['error'] = { code, message };
  if (options.issues) error.issues = options.issues;
  return Response.json({ error } satisfies ApiErrorBody, {
    status: ERROR_HTTP_STATUS[code],
    headers: { 'cache-control': PRIVATE, ...options.headers },
  });
}

type ApiInput = {
  query: Record<string, string>;
  /** The request headers the endpoint names (`Idempotency-Key`), to pass on. */
  headers: Record<string, string>;
  body: string | undefined;
};

/**
 * Checks path parameters, query, headers and body with the endpoint's own schemas. Query values
 * and headers pass on as received (only the endpoint's keys, so no other header of the
 * browser's reaches the backend); the body as the schema read it.
 */
async function readInput(
  definition: EndpointDefinition,
  params: Record<string, string>,
  request: NextRequest,
): Promise<ApiInput | ApiErrorIssue[]> {
  const issues: ApiErrorIssue[] = [];
  if (definition.params) {
    const parsed = definition.params.safeParse(params);
    if (!parsed.success) issues.push(...toIssues(parsed.error));
  }

  const query: Record<string, string> = {};
  if (definition.query) {
    const { searchParams } = request.nextUrl;
    for (const key of Object.keys(definition.query.shape)) {
      const value = searchParams.get(key);
      if (value !== null) query[key] = value;
    }
    const parsed = definition.query.safeParse(query);
    if (!parsed.success) issues.push(...toIssues(parsed.error));
  }

  const headers: Record<string, string> = {};
  if (definition.headers) {
    for (const name of Object.keys(definition.headers.shape)) {
      const value = request.headers.get(name);
      if (value !== null) headers[name] = value;
    }
    const parsed = definition.headers.safeParse(headers);
    if (!parsed.success) issues.push(...toIssues(parsed.error));
  }

  let body: string | undefined;
  if (definition.body) {
    const text = await request.text();
    try {
      const parsed = definition.body.safeParse(text === '' ? undefined : JSON.parse(text));
      if (parsed.success) body = JSON.stringify(parsed.data);
      else issues.push(...toIssues(parsed.error));
    } catch {
      issues.push({ path: '', message: 'Body is not JSON' });
    }
  }
  return issues.length > 0 ? issues : { query, headers, body };
}

/** The backend's answer as ours: status and body unchanged, cache headers by kind of call. */
function relay(response: Response, cacheable: boolean): Response {
  const headers = new Headers({ 'cache-control': PRIVATE });
  const passed = ['content-type', 'retry-after'];
  for (const name of cacheable ? [...passed, 'cache-control', 'etag'] : passed) {
    const value = response.headers.get(name);
    if (value !== null) headers.set(name, value);
  }
  return new Response(response.body, {
    status: response.status,
    statusText: response.statusText,
    headers,
  });
}

/**
 * Answers every `/api/*` call of the contract endpoint table: matches method and path, refuses
 * cross-origin writes (403) and member calls without a session (401), validates the input with
 * the endpoint's schemas (400), then calls the backend route of `apiRoutes` and passes its status
 * and body through. Public catalog reads keep the backend's Cache-Control and ETag (and its 304
 * to If-None-Match); everything else is `private, no-store`. The only request headers passed on
 * are If-None-Match of those reads and the ones the endpoint names (`Idempotency-Key` of a
 * read-history write, so a write sent again counts once).
 */
export async function handleApiRequest(request: NextRequest): Promise<Response> {
  const { pathname } = request.nextUrl;
  const match = matchApiRequest(request.method, pathname);
  if (match.kind === 'notFound') {
    return errorResponse(ERROR_CODES.NOT_FOUND, `No API route for ${pathname}`);
  }
  if (match.kind === 'methodNotAllowed') {
    return errorResponse(
      ERROR_CODES.METHOD_NOT_ALLOWED,
      `${request.method} is not allowed on ${pathname}`,
      { headers: { allow: match.allow.join(', ') } },
    );
  }

  const definition: EndpointDefinition = endpoints[match.name];
  const route = apiRoutes[match.name];
  // A write must come from our own pages: cookies ride along on cross-site requests too.
  if (
    definition.method !== 'GET' &&
    request.headers.get('origin') !== new URL(env().siteUrl).origin
  ) {
    return errorResponse(ERROR_CODES.FORBIDDEN, 'Cross-origin requests are refused');
  }
  const reader = definition.access === 'member' ? await requestReader(request) : null;
  if (definition.access === 'member' && !reader) {
    return errorResponse(ERROR_CODES.UNAUTHORIZED, 'Sign in to use this');
  }
  const input = await readInput(definition, match.params, request);
  if (Array.isArray(input)) {
    const summary = input.map((i) => (i.path ? `${i.path}: ${i.message}` : i.message)).join('; ');
    return errorResponse(ERROR_CODES.BAD_REQUEST, `Invalid request: ${summary}`, {
      issues: input,
    });
  }

  if ('web' in route) {
    return Response.json(await webAnswer(route.web), { headers: { 'cache-control': PRIVATE } });
  }
  const cacheable = definition.method === 'GET' && definition.access === 'public';
  const ifNoneMatch = request.headers.get('if-none-match');
  const headers = { ...input.headers };
  if (cacheable && ifNoneMatch) headers['if-none-match'] = ifNoneMatch;
  try {
    const response = await backendFetch(backendTarget(route.backend, match.params, input.query), {
      method: route.backend.method,
      body: input.body,
      reader,
      client: request.headers.get(CLIENT_ADDRESS_HEADER),
      headers: Object.keys(headers).length > 0 ? headers : undefined,
      signal: request.signal,
    });
    return relay(response, cacheable);
  } catch (cause) {
    if (request.signal.aborted) throw cause;
    console.error('[api] backend unreachable', request.method, pathname, cause);
    return cause instanceof BackendTimeoutError
      ? errorResponse(ERROR_CODES.SERVICE_UNAVAILABLE, 'The backend did not answer in time', {
          headers: { 'retry-after': '5' },
        })
      : errorResponse(ERROR_CODES.BAD_GATEWAY, 'The backend did not answer');
  }
}
