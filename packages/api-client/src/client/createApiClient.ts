import { endpointAccess, IDEMPOTENCY_KEY_HEADER } from '@cw/contract/constants';
import type {
  EndpointDefinition,
  EndpointInput,
  EndpointName,
  EndpointOutput,
  EndpointWithIdempotencyKey,
  EndpointWithOptionalInput,
} from '@cw/contract/endpoints';
import type { ApiErrorIssue } from '@cw/contract/schemas';
import {
  HttpError,
  NetworkError,
  type RequestTarget,
  RequestValidationError,
  ResponseParseError,
  readHttpError,
  toIssues,
} from './httpError';
import {
  createSessionRefreshCoordinator,
  type SessionRefreshLockOptions,
  shouldRetryAfterRefresh,
} from './sessionRefresh';

/** The part of `fetch` the client uses; the global `fetch` and test fakes both fit. */
export type FetchLike = (url: string, init: RequestInit) => Promise<Response>;

/** Extra request headers, or a function producing them per request (e.g. forwarded cookies). */
export type HeadersOption =
  | Record<string, string>
  | (() => Record<string, string> | Promise<Record<string, string>>);

export type ApiClientOptions = {
  /** Origin (and path prefix) of the site; `''` (default) sends root-relative URLs. */
  baseUrl?: string;
  /** Default: the global `fetch`, looked up on each call. */
  fetch?: FetchLike;
  /** Added to every request (`accept` and `content-type` are set by the client). */
  headers?: HeadersOption;
  /**
   * Called after a 401 to refresh the session, then the call is retried once (spec section 7).
   * Resolve `false` when there is no session any more. Leave out on servers: a 401 then throws.
   */
  refreshSession?: () => Promise<unknown>;
  /** Rate-limit and cross-tab lock key of the session refresh. Default `'default'`. */
  sessionKey?: string;
  /** Cross-tab coordination of the refresh; defaults to Web Locks or localStorage in browsers. */
  lock?: SessionRefreshLockOptions;
  /** Epoch milliseconds, for the refresh rate limit. Default `Date.now`. */
  now?: () => number;
};

/** Per-call options. */
export type RequestOptions = {
  /** Cancels the call (TanStack Query passes its own). */
  signal?: AbortSignal;
};

/** Per-call options of the writes that take an `Idempotency-Key` (`recordHistory`). */
export type IdempotentRequestOptions = RequestOptions & {
  /**
   * Sent as `Idempotency-Key` (1 to 100 printable ASCII characters): give a write the same key
   * each time it is sent, and the server applies it once (the offline write queue's `key`).
   */
  idempotencyKey?: string;
};

/** The options an endpoint's method takes: `idempotencyKey` only where the endpoint reads it. */
export type EndpointRequestOptions<Name extends EndpointName> =
  Name extends EndpointWithIdempotencyKey ? IdempotentRequestOptions : RequestOptions;

type EndpointMethod<Name extends EndpointName> = Name extends EndpointWithOptionalInput
  ? (
      input?: EndpointInput<Name>,
      options?: EndpointRequestOptions<Name>,
    ) => Promise<EndpointOutput<Name>>
  : (
      input: EndpointInput<Name>,
      options?: EndpointRequestOptions<Name>,
    ) => Promise<EndpointOutput<Name>>;

/** One typed method per endpoint of `endpoints`, plus the generic `request`. */
export type ApiClient = { [Name in EndpointName]: EndpointMethod<Name> } & {
  /**
   * Calls an endpoint by name; the methods are shorthands for this.
   *
   * @example
   * const detail = await client.request('getWorkDetail', { workCode: 'KDCW_AM01000001010000_68' });
   */
  request<Name extends EndpointName>(
    name: Name,
    input: EndpointInput<Name>,
    options?: EndpointRequestOptions<Name>,
  ): Promise<EndpointOutput<Name>>;
  readonly baseUrl: string;
};

/**
 * Creates a typed client for the site's `/api/*`. Holds no global state: create one per browser
 * app, and one per request in server code. Every input is checked by the endpoint's schema before
 * sending and every 2xx answer parsed by its response schema. A write that may be sent again
 * takes its `Idempotency-Key` as the `idempotencyKey` option.
 *
 * @example
 * const client = createApiClient({ refreshSession: () => getSession() });
 * const { work, episodes } = await client.getWorkDetail({ workCode: 'KDCW_AM01000001010000_68' });
 * await client.recordHistory({ episodeId: 2, page: 7 }, { idempotencyKey: '2-lsx8k1-0' });
 */
export function createApiClient(options: ApiClientOptions = {}): ApiClient {
  // The schemas (and zod) load on the first call instead of with the page: a page whose reader
  // calls nothing (a guest reading the catalog) never downloads or runs them. Bundlers split a
  // dynamic import into its own chunk.
  let contract: Promise<typeof import('@cw/contract/endpoints')> | undefined;
  const baseUrl = (options.baseUrl ?? '').replace(/\/+$/, '');
  const now = options.now ?? Date.now;
  const fetchImpl: FetchLike = options.fetch ?? ((url, init) => globalThis.fetch(url, init));
  const coordinator = options.refreshSession
    ? createSessionRefreshCoordinator({
        ...options.lock,
        refreshSession: options.refreshSession,
        key: options.sessionKey,
        now,
      })
    : undefined;

  async function send(
    prepared: PreparedRequest,
    target: RequestTarget,
    signal: AbortSignal | undefined,
  ): Promise<Response> {
    const extra = typeof options.headers === 'function' ? await options.headers() : options.headers;
    const headers: Record<string, string> = {
      ...extra,
      ...prepared.headers,
      accept: 'application/json',
    };
    if (prepared.body !== undefined) headers['content-type'] = 'application/json';
    try {
      return await fetchImpl(`${baseUrl}${target.url}`, {
        method: target.method,
        headers,
        body: prepared.body,
        signal,
      });
    } catch (cause) {
      // Cancellation is not a failure; TanStack Query and callers recognise the AbortError.
      if (signal?.aborted) throw cause;
      throw new NetworkError(target, cause);
    }
  }

  async function request<Name extends EndpointName>(
    name: Name,
    input: EndpointInput<Name> | undefined,
    requestOptions: IdempotentRequestOptions = {},
  ): Promise<EndpointOutput<Name>> {
    contract ??= import('@cw/contract/endpoints');
    const definition: EndpointDefinition = (await contract).endpoints[name];
    const prepared = prepareRequest(definition, input ?? {}, requestOptions.idempotencyKey);
    const target: RequestTarget = { method: definition.method, url: prepared.url };
    const requestStartedAt = now();
    let response = await send(prepared, target, requestOptions.signal);

    if (response.status === 401 && coordinator) {
      const unauthorized = await readHttpError(response, target);
      let outcome: Awaited<ReturnType<typeof coordinator.refresh>>;
      try {
        outcome = await coordinator.refresh({ requestStartedAt });
      } catch (cause) {
        const { status, statusText, body } = unauthorized;
        throw new HttpError({ ...target, status, statusText, body }, { cause });
      }
      if (!shouldRetryAfterRefresh(outcome)) throw unauthorized;
      response = await send(prepared, target, requestOptions.signal);
    }

    if (!response.ok) throw await readHttpError(response, target);
    return (await parseResponse(definition, response, target)) as EndpointOutput<Name>;
  }

  const client: Record<string, unknown> = { request, baseUrl };
  for (const name of Object.keys(endpointAccess) as EndpointName[]) {
    client[name] = (
      input?: EndpointInput<typeof name>,
      requestOptions?: IdempotentRequestOptions,
    ) => request(name, input, requestOptions);
  }
  return client as ApiClient;
}

type PreparedRequest = {
  url: string;
  body: string | undefined;
  /** Request headers of the call itself (`Idempotency-Key`). */
  headers: Record<string, string>;
};

/**
 * Splits the flat input into path, query and body, checking each against its schema, and checks
 * the idempotency key against the endpoint's headers schema.
 */
function prepareRequest(
  definition: EndpointDefinition,
  input: object,
  idempotencyKey: string | undefined,
): PreparedRequest {
  const rest: Record<string, unknown> = { ...input };
  const issues: ApiErrorIssue[] = [];

  const headers: Record<string, string> = {};
  if (idempotencyKey !== undefined) {
    if (!definition.headers || !('idempotency-key' in definition.headers.shape)) {
      // Typed calls cannot get here; `request` with a computed name can.
      issues.push({ path: 'idempotencyKey', message: 'This endpoint takes no idempotency key' });
    } else {
      const parsed = definition.headers.safeParse({ 'idempotency-key': idempotencyKey });
      if (parsed.success) headers[IDEMPOTENCY_KEY_HEADER] = idempotencyKey;
      else issues.push(...toIssues(parsed.error));
    }
  }

  // Path and query values go out as the caller wrote them, checked as the server reads them.
  const pathValues: Record<string, string> = {};
  for (const [, name = ''] of definition.path.matchAll(/\{(\w+)\}/g)) {
    const value = rest[name];
    delete rest[name];
    if (value !== undefined && value !== null) pathValues[name] = String(value);
  }
  let path: string = definition.path;
  if (definition.params) {
    const parsed = definition.params.safeParse(pathValues);
    if (parsed.success) {
      path = path.replace(/\{(\w+)\}/g, (_, name: string) =>
        encodeURIComponent(pathValues[name] ?? ''),
      );
    } else {
      issues.push(...toIssues(parsed.error));
    }
  }

  let search = '';
  if (definition.query) {
    // In schema order, so equal calls share a cache entry.
    const wire: Record<string, string> = {};
    for (const key of Object.keys(definition.query.shape)) {
      const value = rest[key];
      delete rest[key];
      if (value !== undefined && value !== null) wire[key] = String(value);
    }
    const parsed = definition.query.safeParse(wire);
    if (parsed.success) {
      const query = new URLSearchParams(wire).toString();
      search = query ? `?${query}` : '';
    } else {
      issues.push(...toIssues(parsed.error));
    }
  }

  let body: string | undefined;
  if (definition.body) {
    const parsed = definition.body.safeParse(rest);
    if (parsed.success) body = JSON.stringify(parsed.data);
    else issues.push(...toIssues(parsed.error));
  } else {
    for (const key of Object.keys(rest)) {
      if (rest[key] !== undefined) issues.push({ path: key, message: 'Unknown input field' });
    }
  }

  const url = `${path}${search}`;
  if (issues.length > 0) {
    throw new RequestValidationError({ method: definition.method, url: definition.path, issues });
  }
  return { url, body, headers };
}

async function parseResponse(
  definition: EndpointDefinition,
  response: Response,
  target: RequestTarget,
): Promise<unknown> {
  const text = await response.text();
  let json: unknown;
  if (text !== '') {
    try {
      json = JSON.parse(text);
    } catch {
      throw new ResponseParseError({
        ...target,
        status: response.status,
        issues: [{ path: '', message: 'Response body is not JSON' }],
      });
    }
  }
  const parsed = definition.response.safeParse(json);
  if (!parsed.success) {
    throw new ResponseParseError({
      ...target,
      status: response.status,
      issues: toIssues(parsed.error),
    });
  }
  return parsed.data;
}
