/**
 * What the site does with a request before routing it (the app's `proxy.ts`): the few checks
 * every page and `/api` route share, as a pure decision so it is tested without a server.
 */
export type Screening =
  | { kind: 'pass' }
  | { kind: 'redirect'; location: string }
  | { kind: 'method-not-allowed' }
  | { kind: 'bad-request' }
  | { kind: 'body-too-large'; message: string };

/** Methods any route of the site answers; others (TRACE, CONNECT, …) are refused up front. */
export const ALLOWED_METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'DELETE', 'OPTIONS'] as const;

const isReadMethod = (method: string) => method === 'GET' || method === 'HEAD';

/** Longer than any code, id or slug of the site, and within a file name's 255 bytes. */
export const MAX_SEGMENT_LENGTH = 120;

/** Largest `/api` request body read by default: every call of the API sends a few hundred bytes. */
export const API_BODY_LIMIT_BYTES = 64 * 1024;

/** Whether every percent escape of `path` decodes to UTF-8 (`%ZZ`, `%E0%A4%A` do not). */
function decodes(path: string): boolean {
  try {
    decodeURIComponent(path);
    return true;
  } catch {
    return false;
  }
}

/**
 * `search` with every name and value whose percent-encoding is malformed taken literally: its
 * `%` signs escaped (`?q=%` → `?q=%25`, a search for "%"). Well-formed parts are kept as sent.
 *
 * @example
 * literalQuery('?q=%E3%81&page=2'); //=> '?q=%25E3%2581&page=2'
 */
export function literalQuery(search: string): string {
  if (search === '') return search;
  const literal = (part: string) => (decodes(part) ? part : part.replaceAll('%', '%25'));
  return `?${search
    .slice(1)
    .split('&')
    .map((pair) => pair.split('=').map(literal).join('='))
    .join('&')}`;
}

/** A Host header's value: a name or IPv4 address, or an IPv6 address in brackets, and a port. */
const HOST_PATTERN =
  /^(?:[A-Za-z0-9](?:[A-Za-z0-9.-]*[A-Za-z0-9])?|\[[0-9A-Fa-f:.]+\])(?::\d{1,5})?$/;

/**
 * The URL a request names, from its Host header and its target, or null when it names none this
 * server answers: a malformed or empty Host (`a b`, `[::1`, ``), or a target not in origin form
 * (`GET http://evil.example/`, as to a proxy, or `OPTIONS *`). With no Host at all (HTTP/1.0),
 * `localhost`.
 *
 * @example
 * requestUrl('localhost:3000', '/ranking?x=1'); //=> 'http://localhost:3000/ranking?x=1'
 * requestUrl('a b', '/'); //=> null
 * requestUrl('localhost:3000', 'http://evil.example/'); //=> null
 */
export function requestUrl(host: string | undefined, target: string | undefined): string | null {
  const name = host ?? 'localhost';
  if (!HOST_PATTERN.test(name) || !target?.startsWith('/')) return null;
  return URL.parse(`http://${name}${target}`)?.href ?? null;
}

/**
 * The decision for one request:
 * - a method no route answers: 405;
 * - a path whose percent-encoding is malformed, or a path segment longer than any id of the
 *   site (`MAX_SEGMENT_LENGTH`): 400, as nothing can be named so (the page cache would also
 *   try to store such a page under a file name the disk refuses); the same for the query of an
 *   `/api` call;
 * - a page read whose query's percent-encoding is malformed (`/search?q=%`, typed or pasted):
 *   a redirect to the same query taken literally (`literalQuery`), which the page answers;
 * - a body over the limit, or of no declared length (chunked): 413, decided from the headers
 *   before a byte of the body is read, on `/api` and on pages alike (no page takes a body);
 * - a page read under another host name of the same server (`127.0.0.1` for a site on
 *   `localhost`): a permanent redirect to the configured origin, so cookies, sign-in and
 *   canonical URLs all see one site. `/api` and assets are left alone (they are not pages
 *   a reader bookmarks, and health checks reach instances by address).
 *
 * @example
 * screenRequest({ method: 'GET', url: 'http://127.0.0.1:3000/ranking', host: '127.0.0.1:3000' },
 *   'http://localhost:3000');
 * //=> { kind: 'redirect', location: 'http://localhost:3000/ranking' }
 */
export function screenRequest(
  request: {
    method: string;
    url: string;
    host: string | null;
    contentLength?: string | null;
    chunked?: boolean;
  },
  siteOrigin: string,
  bodyLimit = API_BODY_LIMIT_BYTES,
): Screening {
  if (!(ALLOWED_METHODS as readonly string[]).includes(request.method)) {
    return { kind: 'method-not-allowed' };
  }
  const url = new URL(request.url);
  const isApi = url.pathname.startsWith('/api/');
  if (
    !decodes(url.pathname) ||
    (isApi && !decodes(url.search)) ||
    url.pathname.split('/').some((segment) => segment.length > MAX_SEGMENT_LENGTH)
  ) {
    return { kind: 'bad-request' };
  }
  if (!decodes(url.search)) {
    const literal = `${url.pathname}${literalQuery(url.search)}`;
    if (!isReadMethod(request.method)) return { kind: 'bad-request' };
    return { kind: 'redirect', location: `${new URL(siteOrigin).origin}${literal}` };
  }
  if (!isReadMethod(request.method)) {
    const length = Number(request.contentLength ?? 0);
    if (request.chunked || !Number.isSafeInteger(length) || length > bodyLimit) {
      return {
        kind: 'body-too-large',
        message: `A request body must declare its length and stay within ${bodyLimit} bytes`,
      };
    }
  }
  const site = new URL(siteOrigin);
  const isPage = !isApi && !url.pathname.startsWith('/_next/');
  if (isPage && isReadMethod(request.method) && request.host && request.host !== site.host) {
    return { kind: 'redirect', location: `${site.origin}${url.pathname}${url.search}` };
  }
  return { kind: 'pass' };
}
