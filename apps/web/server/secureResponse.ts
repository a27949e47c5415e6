import { createHash } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { gzipSync } from 'node:zlib';
import Negotiator from 'negotiator';
import { withDocumentLang } from './documentLang.ts';
import { isEmptyErrorDocument } from './notFoundPage.ts';
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
  /**
   * Pages already worked out (`securedPages`): a page sent again as it was (a cached page, the
   * common case) leaves with its policy, and compressed, without doing the work again.
   */
  pages?: SecuredPages;
  /**
   * The not-found page of the page's frame, drawn on the server (server/notFoundPage.ts): sent
   * instead of the empty document Next.js answers a page that called `notFound()` with, which
   * only the browser would fill. Null when it cannot be had: the empty document goes.
   */
  notFoundPage?: () => Promise<string | null>;
};

/** A page as it leaves: its bytes, its policy, and its bytes gzipped once a client asked. */
type SecuredPage = { body: Buffer; policy: string; gzip?: Buffer };

/** The pages `secureResponse` worked out, by the page as written and how it was sent. */
export type SecuredPages = {
  get(key: string): SecuredPage | undefined;
  set(key: string, page: SecuredPage): void;
};

/** Compression's own threshold: a smaller body is sent as it is (see `compression`). */
const COMPRESSION_THRESHOLD_BYTES = 1024;

/**
 * The pages of the last `maxBytes` (bodies and their gzip), least recently sent dropped first.
 * One per server: a cached page is the same bytes for every reader, so its work is done once per
 * version of the page instead of once per request.
 *
 * @example
 * const pages = securedPages(64 * 1024 * 1024);
 * secureResponse(req, res, { https, integrityOf, pages });
 */
export function securedPages(maxBytes: number): SecuredPages {
  const pages = new Map<string, SecuredPage>();
  let bytes = 0;
  const size = (page: SecuredPage) => page.body.length + (page.gzip?.length ?? 0);
  const drop = (key: string) => {
    const page = pages.get(key);
    if (page === undefined) return;
    bytes -= size(page);
    pages.delete(key);
  };
  return {
    get(key) {
      const page = pages.get(key);
      if (page === undefined) return undefined;
      // Most recently sent last.
      pages.delete(key);
      pages.set(key, page);
      return page;
    },
    set(key, page) {
      drop(key);
      if (size(page) > maxBytes) return;
      pages.set(key, page);
      bytes += size(page);
      for (const oldest of pages.keys()) {
        if (bytes <= maxBytes) break;
        drop(oldest);
      }
    },
  };
}

/**
 * Whether `compression` would gzip this page for this request: the client accepts gzip, the
 * body is over its threshold and nothing forbids transforming it.
 */
function gzipWanted(req: IncomingMessage, res: ServerResponse, length: number): boolean {
  if (length < COMPRESSION_THRESHOLD_BYTES) return false;
  if (/(?:^|,)\s*no-transform\s*(?:,|$)/i.test(String(res.getHeader('cache-control') ?? ''))) {
    return false;
  }
  if (res.hasHeader('content-encoding')) return false;
  return new Negotiator(req).encoding(['gzip']) === 'gzip';
}

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
 *   compression behind this (installed on `res` before) compresses it as any other body. With
 *   `pages`, a page sent before as it is now (a cached page) takes the policy and the gzip
 *   worked out then, and leaves already compressed;
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
  // As written: Next.js writes a cached page as one string, which is kept as it is.
  const held: Chunk[] = [];
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
      typeof chunk === 'string' && (encoding === undefined || encoding === 'utf8')
        ? chunk
        : toBuffer(chunk, typeof encoding === 'string' ? (encoding as BufferEncoding) : undefined),
    );

  /** The page as it leaves, worked out now or the last time the same page was sent. */
  const secured = (html: string): { page: SecuredPage; key: string | null } => {
    const key = options.pages
      ? [
          res.statusCode,
          options.lang ?? '',
          options.tagManager === true,
          createHash('sha256').update(html).digest('base64'),
        ].join(' ')
      : null;
    const known = key === null ? undefined : options.pages?.get(key);
    if (known) return { page: known, key };
    const page = pageScripts(
      // The group's own pages and not-found page; its server-error page is the site's.
      options.lang && (res.statusCode === 200 || res.statusCode === 404)
        ? withDocumentLang(html, options.lang)
        : html,
      options.integrityOf,
    );
    const worked = {
      body: Buffer.from(page.html, 'utf8'),
      policy: pageContentSecurityPolicy(page.inlineScriptHashes, {
        tagManager: options.tagManager,
      }),
    };
    if (key !== null) options.pages?.set(key, worked);
    return { page: worked, key };
  };

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
    const html = held.every((chunk) => typeof chunk === 'string')
      ? held.join('')
      : Buffer.concat(held.map((chunk) => toBuffer(chunk))).toString('utf8');
    if (res.statusCode === 404 && options.notFoundPage && isEmptyErrorDocument(html)) {
      options.notFoundPage().then(
        (page) => {
          // Its validator was the empty document's.
          if (page !== null) res.removeHeader('etag');
          send(page ?? html, callback);
        },
        () => send(html, callback),
      );
      return res;
    }
    return send(html, callback);
  } as ServerResponse['end'];

  /** Sends the whole page `html`, secured. */
  function send(html: string, callback: Callback | undefined): ServerResponse {
    const { page, key } = secured(html);
    res.setHeader('content-security-policy', page.policy);
    // Compressed here, once per page, where `compression` (behind this) would compress every
    // response: it passes a body that already has an encoding.
    let body = page.body;
    if (key !== null && gzipWanted(req, res, body.length)) {
      if (page.gzip === undefined) {
        page.gzip = gzipSync(body);
        options.pages?.set(key, page);
      }
      body = page.gzip;
      res.setHeader('content-encoding', 'gzip');
    }
    // The whole page is known: its length goes out unless a framing was set explicitly. Never
    // `removeHeader('transfer-encoding')` when none is set: Node then refuses chunked framing for
    // good, and once compression drops the length (the compressed size differs) the body could
    // only end with the connection: a keep-alive client (a proxy, a load generator) waits forever.
    if (!res.hasHeader('transfer-encoding')) res.setHeader('content-length', body.length);
    Object.assign(res, inner);
    const endInner = inner.end as (...args: unknown[]) => ServerResponse;
    return callback ? endInner.call(res, body, callback) : endInner.call(res, body);
  }
}
