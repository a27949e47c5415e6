import type { IncomingMessage, ServerResponse } from 'node:http';
import { withDocumentLang } from './documentLang.ts';
import { pageScripts } from './pageScripts.ts';
import {
  NON_PAGE_CONTENT_SECURITY_POLICY,
  pageContentSecurityPolicy,
  SECURITY_HEADERS,
  STRICT_TRANSPORT_SECURITY,
} from './securityHeaders.ts';

export type SecureResponseOptions = {
  /** The client reached the site over https (`requestIsHttps`): HSTS goes out too. */
  https: boolean;
  /** The integrity of a file of the build output by its path (`staticIntegrity`). */
  integrityOf: (path: string) => string | undefined;
  /** The `lang` a page of this path is served with (`documentLang`) when found; null keeps it. */
  lang?: string | null;
  /** A tag manager container is configured: pages allow its hosts (`TAG_MANAGER_SOURCES`). */
  tagManager?: boolean;
};

type Chunk = string | Uint8Array;
type Callback = (error?: Error | null) => void;

const isHtml = (type: unknown) => /^\s*text\/html\b/i.test(String(type ?? ''));

const toBuffer = (chunk: Chunk, encoding?: BufferEncoding) =>
  typeof chunk === 'string' ? Buffer.from(chunk, encoding ?? 'utf8') : Buffer.from(chunk);

/** The headers `writeHead` was given (an object, `[name, value]` pairs or a flat list), set on `res`. */
function setHeaders(res: ServerResponse, headers: unknown) {
  if (!headers || typeof headers !== 'object') return;
  if (!Array.isArray(headers)) {
    for (const [name, value] of Object.entries(headers)) {
      if (value !== undefined) res.setHeader(name, value as string | number | string[]);
    }
    return;
  }
  const pairs: unknown[][] = Array.isArray(headers[0])
    ? headers
    : headers.flatMap((_, at) => (at % 2 === 0 ? [[headers[at], headers[at + 1]]] : []));
  const values = new Map<string, string[]>();
  for (const [name, value] of pairs) {
    const key = String(name).toLowerCase();
    values.set(key, [...(values.get(key) ?? []), String(value)]);
  }
  for (const [name, list] of values)
    res.setHeader(name, list.length === 1 ? String(list[0]) : list);
}

/**
 * Puts the site's security headers on a response, whatever writes it, before its headers leave
 * (`SECURITY_HEADERS`, HSTS over https, and a Content-Security-Policy):
 *
 * - an HTML page is held back until it is whole (it is cached HTML, or streams in a few ms), so
 *   its policy can list the hashes of its inline scripts and its build scripts and stylesheets
 *   can carry `integrity` (`pageScripts`); it leaves with its new length in one write, and the
 *   compression behind this (installed on `res` before) compresses it as any other body;
 * - anything else gets `NON_PAGE_CONTENT_SECURITY_POLICY` and streams through untouched;
 * - a 304 and the answer to HEAD have no body, and no policy: a cache that freshens a stored
 *   page's headers from them keeps the policy of the page it stored.
 *
 * Install it before anything writes to `res`, and after anything that must see the final body
 * (compression).
 *
 * @example
 * compression(req, res, () => {});
 * secureResponse(req, res, { https: false, integrityOf: staticIntegrity('.next/static') });
 * handle(req, res);
 */
export function secureResponse(
  req: IncomingMessage,
  res: ServerResponse,
  options: SecureResponseOptions,
): void {
  const inner = {
    writeHead: res.writeHead,
    write: res.write,
    end: res.end,
    flushHeaders: res.flushHeaders,
  };
  const held: Buffer[] = [];
  let holding = false;

  /** Called when the headers would leave: sets them, and says whether the body is held back. */
  const decide = (): boolean => {
    for (const [name, value] of Object.entries(SECURITY_HEADERS)) {
      if (!res.hasHeader(name)) res.setHeader(name, value);
    }
    if (options.https) res.setHeader('strict-transport-security', STRICT_TRANSPORT_SECURITY);
    const bodiless = res.statusCode === 304 || req.method === 'HEAD';
    if (isHtml(res.getHeader('content-type'))) {
      holding = !bodiless;
    } else if (res.statusCode !== 304 && !res.hasHeader('content-security-policy')) {
      res.setHeader('content-security-policy', NON_PAGE_CONTENT_SECURITY_POLICY);
    }
    if (!holding) Object.assign(res, inner);
    return holding;
  };

  const hold = (chunk: Chunk, encoding: unknown) =>
    held.push(
      toBuffer(chunk, typeof encoding === 'string' ? (encoding as BufferEncoding) : undefined),
    );

  res.writeHead = function writeHead(statusCode: number, ...rest: unknown[]) {
    const [reason, headers] = typeof rest[0] === 'string' ? rest : [undefined, rest[0]];
    res.statusCode = statusCode;
    if (typeof reason === 'string') res.statusMessage = reason;
    setHeaders(res, headers);
    if (decide()) return res;
    const writeInner = inner.writeHead as (...args: unknown[]) => ServerResponse;
    return typeof reason === 'string'
      ? writeInner.call(res, statusCode, reason)
      : writeInner.call(res, statusCode);
  } as ServerResponse['writeHead'];

  res.flushHeaders = function flushHeaders() {
    if (!holding && !decide()) inner.flushHeaders.call(res);
  };

  res.write = function write(chunk: Chunk, ...rest: unknown[]) {
    if (!holding && !decide()) {
      return (inner.write as (...args: unknown[]) => boolean).call(res, chunk, ...rest);
    }
    hold(chunk, rest[0]);
    const callback = rest.find((arg) => typeof arg === 'function') as Callback | undefined;
    if (callback) process.nextTick(callback);
    return true;
  } as ServerResponse['write'];

  res.end = function end(...args: unknown[]) {
    if (!holding && !decide()) {
      return (inner.end as (...args: unknown[]) => ServerResponse).apply(res, args);
    }
    const callback = typeof args.at(-1) === 'function' ? (args.pop() as Callback) : undefined;
    if (args[0] !== undefined && args[0] !== null) hold(args[0] as Chunk, args[1]);
    const html = Buffer.concat(held).toString('utf8');
    const page = pageScripts(
      // The group's own pages; its 404 is the site's Japanese page.
      options.lang && res.statusCode === 200 ? withDocumentLang(html, options.lang) : html,
      options.integrityOf,
    );
    const body = Buffer.from(page.html, 'utf8');
    res.setHeader(
      'content-security-policy',
      pageContentSecurityPolicy(page.inlineScriptHashes, { tagManager: options.tagManager }),
    );
    // The whole page is known: its length goes out unless a framing was set explicitly. Never
    // `removeHeader('transfer-encoding')` when none is set: Node then refuses chunked framing for
    // good, and once compression drops the length (the compressed size differs) the body could
    // only end with the connection: a keep-alive client (a proxy, a load generator) waits forever.
    if (!res.hasHeader('transfer-encoding')) res.setHeader('content-length', body.length);
    Object.assign(res, inner);
    const endInner = inner.end as (...args: unknown[]) => ServerResponse;
    return callback ? endInner.call(res, body, callback) : endInner.call(res, body);
  } as ServerResponse['end'];
}
