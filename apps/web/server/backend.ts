import 'server-only';
import {
  CLIENT_SERVICE_SUBJECT,
  type ServiceTokenClaims,
  signServiceToken,
} from '@cw/service-token';
import packageJson from '../package.json';
import { markBackendOutage } from './backendHealth';
import { env } from './env';

/** The web app's version, reported by `GET /api/hello`. */
export const WEB_VERSION = packageJson.version;

/** Sent with every backend call, as the spec asks ("a user agent carrying the app version"). */
export const WEB_USER_AGENT = `cw-web/${WEB_VERSION}`;

/**
 * Answers that mean the backend is out rather than that it refused the call: 502 and 504 from a
 * load balancer in front of the instances when none answers, 503 from an instance whose
 * database is away (or from the balancer's own error page).
 */
const OUTAGE_STATUSES = new Set([502, 503, 504]);

/** The backend did not answer within `BACKEND_TIMEOUT_MS`. */
export class BackendTimeoutError extends Error {
  override name = 'BackendTimeoutError';
}

/**
 * Calls backend v3 over HTTP. With a reader, a short-lived service token signed for that
 * reader is attached: the backend trusts nothing else. `headers` adds request headers such as
 * `if-none-match`; user agent, accept, content type and authorization are always ours. With
 * `client`, the client's address goes along as `X-Forwarded-For`, vouched for by a token (the
 * reader's, or one for nobody in particular), so the backend can key per-client limits. Every
 * call is bounded by `BACKEND_TIMEOUT_MS` (a stalled backend must not hold a page for
 * minutes): past it, the call rejects with `BackendTimeoutError`.
 */
export async function backendFetch(
  path: string,
  init: {
    method?: string;
    body?: string;
    reader?: ServiceTokenClaims | null;
    /** The address of the client the call is made for (see `clientAddress`). */
    client?: string | null;
    headers?: Record<string, string>;
    signal?: AbortSignal;
  } = {},
): Promise<Response> {
  const { backendUrl, serviceTokenSecret, backendTimeoutMs } = env();
  const headers = new Headers(init.headers);
  headers.set('user-agent', WEB_USER_AGENT);
  headers.set('accept', 'application/json');
  if (init.body !== undefined) headers.set('content-type', 'application/json');
  const vouchedFor =
    init.reader ?? (init.client ? { subject: CLIENT_SERVICE_SUBJECT, email: null } : null);
  if (vouchedFor) {
    headers.set(
      'authorization',
      `Bearer ${await signServiceToken(vouchedFor, serviceTokenSecret)}`,
    );
  }
  if (init.client) headers.set('x-forwarded-for', init.client);
  const timeout = AbortSignal.timeout(backendTimeoutMs);
  /** A failure of the call, not the caller's own abort: the backend out, or too slow. */
  const failure = (cause: unknown) => {
    if (init.signal?.aborted) return cause;
    markBackendOutage();
    return timeout.aborted
      ? new BackendTimeoutError(`${path}: no answer within ${backendTimeoutMs} ms`, { cause })
      : cause;
  };
  try {
    const response = await fetch(new URL(path, backendUrl), {
      method: init.method ?? 'GET',
      headers,
      body: init.body,
      signal: init.signal ? AbortSignal.any([init.signal, timeout]) : timeout,
      cache: 'no-store',
    });
    // A page that fails while the backend is out answers 503 (serve.ts), as when it is down.
    if (OUTAGE_STATUSES.has(response.status)) markBackendOutage();
    return watchBody(response, failure);
  } catch (cause) {
    throw failure(cause);
  }
}

/**
 * `response` with a body whose failure (a backend that sent its head and then stalled past the
 * timeout, or dropped the connection) counts as the backend's outage, as a failure before the
 * head does: the page reading it then answers 503, not 500.
 */
function watchBody(response: Response, failure: (cause: unknown) => unknown): Response {
  if (response.body === null) return response;
  const reader = response.body.getReader();
  const body = new ReadableStream<Uint8Array>({
    async pull(controller) {
      try {
        const { done, value } = await reader.read();
        if (done) controller.close();
        else controller.enqueue(value);
      } catch (cause) {
        controller.error(failure(cause));
      }
    },
    cancel: (reason) => reader.cancel(reason),
  });
  return new Response(body, {
    status: response.status,
    statusText: response.statusText,
    headers: response.headers,
  });
}
