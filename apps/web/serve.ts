// The web app's HTTP server: Next.js's request handler behind the checks every request shares
// (`screenRequest`), run by `npm start` on Node 24 (which runs this TypeScript as is).
//
// Why not `next start` with a proxy.ts: Next.js builds a fetch `Request` for every request
// before any proxy runs, and that throws on what a fetch Request cannot hold (TRACE, CONNECT,
// malformed percent-encoding in a path parameter), answering 500. Here such requests get their
// 4xx before Next.js sees them, and request bodies are bounded before anything reads them.
// Every response also gets its security headers here, a page's Content-Security-Policy from
// the HTML actually sent (`secureResponse`).
import { createServer, type IncomingMessage, request, type ServerResponse } from 'node:http';
import type { TLSSocket } from 'node:tls';
import next from 'next';
import { backendUnreachable } from './server/backendHealth.ts';
import { CLIENT_ADDRESS_HEADER, clientAddress } from './server/clientAddress.ts';
import { documentLang } from './server/documentLang.ts';
import { compression, releaseCompressionStream } from './server/nextCompression.ts';
import { isNotFoundPage, notFoundPagePath } from './server/notFoundPage.ts';
import { listenHostname, publishedSecretProblems } from './server/publishedSecrets.ts';
import {
  ALLOWED_METHODS,
  API_BODY_LIMIT_BYTES,
  requestUrl,
  screenRequest,
} from './server/screenRequest.ts';
import { securedPages, secureResponse } from './server/secureResponse.ts';
import {
  requestIsHttps,
  SERVICE_WORKER_CONTENT_SECURITY_POLICY,
  SERVICE_WORKER_PATH,
} from './server/securityHeaders.ts';
import { siteOrigin } from './server/siteOrigin.ts';
import { staticIntegrity } from './server/staticIntegrity.ts';

// Installed before `secureResponse`, it compresses a page after its scripts have been hashed.
const compress = compression();

// A site others can reach never runs on the secrets published with the code.
const secretProblems = publishedSecretProblems(process.env);
if (secretProblems.length > 0) {
  console.error(`[web] refusing to start:\n  ${secretProblems.join('\n  ')}`);
  process.exit(1);
}

const port = Number(process.env.PORT ?? 3000);
const hostname = listenHostname(process.env);
const origin = siteOrigin(process.env);
const bodyLimit = Number(process.env.API_BODY_LIMIT_BYTES ?? API_BODY_LIMIT_BYTES);
/** Behind a reverse proxy that appends the client to X-Forwarded-For (see the README). */
const trustProxy = process.env.TRUST_PROXY === '1';
// A tag manager container configured (`GTM_CONTAINER_ID`, checked by server/env.ts): pages allow
// its hosts. Nothing of it loads before the reader's consent.
const tagManager = Boolean(process.env.GTM_CONTAINER_ID?.trim());
/**
 * Pages as they last left (their policy and gzip), so a page served again from the cache is not
 * hashed and compressed again: the bytes of the pages sent most recently.
 */
const pages = securedPages(Number(process.env.SECURED_PAGES_BYTES ?? 64 * 1024 * 1024));

const app = next({ dev: false, dir: import.meta.dirname, hostname, port });
const handle = app.getRequestHandler();

/** The server-error page on its own (app/500). */
const SERVER_ERROR_PATH = '/500';

function apiError(res: ServerResponse, status: number, code: string, message: string) {
  res.writeHead(status, {
    'content-type': 'application/json',
    'cache-control': 'no-store',
    allow: ALLOWED_METHODS.join(', '),
  });
  res.end(JSON.stringify({ error: { code, message } }));
}

/**
 * Changes the status `res` leaves with, whatever writes its head (`end` without `writeHead`
 * writes it through `writeHead` too); `change` may also set headers, on `this`.
 */
function changeStatus(
  res: ServerResponse,
  change: (this: ServerResponse, status: number) => number,
) {
  const writeHead = res.writeHead as (...args: unknown[]) => ServerResponse;
  res.writeHead = function (this: ServerResponse, statusCode: number, ...rest: unknown[]) {
    const status = change.call(this, statusCode);
    // Without the reason phrase of the status replaced, if one was given.
    const headers = status !== statusCode && typeof rest[0] === 'string' ? rest.slice(1) : rest;
    return writeHead.call(this, status, ...headers);
  } as ServerResponse['writeHead'];
}

/**
 * A page that fails to render while the backend is down is the backend's outage, not a bug of
 * the site: 503 with Retry-After (the site's error page is the body either way), so caches and
 * crawlers come back later instead of keeping an error.
 */
function outageAs503(this: ServerResponse, status: number) {
  if (status !== 500 || !backendUnreachable()) return status;
  this.setHeader('retry-after', '5');
  return 503;
}

/** `/500`, the server-error page on its own (rendered per request, never cached), is a 500. */
const serverErrorPage = (status: number) => (status === 200 ? 500 : status);

/** A not-found page asked for as a page (`/not-found`, `/en/not-found`…) is a 404 too. */
const notFoundPageStatus = (status: number) => (status === 200 ? 404 : status);

/** A path that names nothing (the catch-all route answers it 404). */
const UNROUTED_PATH = '/_unrouted';

/** This server, as it asks itself for a page. */
const selfHost = hostname === '0.0.0.0' ? '127.0.0.1' : hostname === '::' ? '::1' : hostname;

/**
 * The not-found page of `path`'s frame (the site's or its language group's), drawn on the
 * server, asked of this server itself (it is a cached page), or null if it cannot be had.
 */
function notFoundPage(path: string, host: string | undefined): Promise<string | null> {
  return new Promise((resolve) => {
    const ask = request(
      {
        host: selfHost,
        port,
        path: notFoundPagePath(path),
        headers: { host: host ?? `localhost:${port}`, 'accept-encoding': 'identity' },
      },
      (answer) => {
        const chunks: Buffer[] = [];
        answer.on('data', (chunk: Buffer) => chunks.push(chunk));
        answer.on('end', () =>
          resolve(answer.statusCode === 404 ? Buffer.concat(chunks).toString('utf8') : null),
        );
        answer.on('error', () => resolve(null));
      },
    );
    ask.on('error', () => resolve(null));
    ask.end();
  });
}

/** A client's value in a log line: quoted, control characters escaped, at most 100 characters. */
const logged = (value: string | undefined) => JSON.stringify(value?.slice(0, 100) ?? null);

/**
 * A request that names no URL of this server (`requestUrl`): 400 at once, the connection closed,
 * and one line in the log (no stack: it is the client's mistake, not the server's).
 */
function refuseMalformed(req: IncomingMessage, res: ServerResponse) {
  console.warn(
    `[web] 400 malformed request: host ${logged(req.headers.host)}, target ${logged(req.url)}`,
  );
  res.writeHead(400, {
    'content-type': 'text/plain; charset=utf-8',
    'cache-control': 'no-store',
    connection: 'close',
  });
  res.end('リクエストの形式が正しくありません。\n');
}

function serve(req: IncomingMessage, res: ServerResponse) {
  const url = requestUrl(req.headers.host, req.url);
  if (url === null) return refuseMalformed(req, res);
  compress(req, res, () => {});
  // On a client's disconnect the middleware never ends its stream, which then leaks (as Next.js
  // does after it).
  res.once('close', () => {
    if (!res.writableFinished) releaseCompressionStream(res);
  });
  // Before `secureResponse`, which writes a page's head itself once the page is whole.
  changeStatus(res, outageAs503);
  const path = req.url?.split('?')[0] ?? '/';
  if (path === SERVER_ERROR_PATH) changeStatus(res, serverErrorPage);
  const notFoundItself = isNotFoundPage(path);
  if (notFoundItself) changeStatus(res, notFoundPageStatus);
  // The worker's script carries the policy of what the worker may fetch.
  if (path === SERVICE_WORKER_PATH) {
    res.setHeader('content-security-policy', SERVICE_WORKER_CONTENT_SECURITY_POLICY);
  }
  secureResponse(req, res, {
    https: requestIsHttps({
      encrypted: (req.socket as TLSSocket).encrypted === true,
      forwardedProto: req.headers['x-forwarded-proto'] as string | undefined,
      trustProxy,
    }),
    integrityOf,
    lang: documentLang(path),
    tagManager,
    pages,
    notFoundPage: notFoundItself ? undefined : () => notFoundPage(path, req.headers.host),
  });
  const decision = screenRequest(
    {
      method: req.method ?? 'GET',
      url,
      host: (req.headers['x-forwarded-host'] as string | undefined) ?? req.headers.host ?? null,
      contentLength: req.headers['content-length'] ?? null,
      chunked: req.headers['transfer-encoding'] !== undefined,
    },
    origin,
    bodyLimit,
  );
  const isApi = req.url?.startsWith('/api/') ?? false;
  // Per-client limits at the backend key on this, whatever the client claims.
  req.headers[CLIENT_ADDRESS_HEADER] = clientAddress({
    socket: req.socket.remoteAddress,
    forwardedFor: req.headers['x-forwarded-for'] as string | undefined,
    trustProxy,
  });
  switch (decision.kind) {
    case 'pass':
      return handle(req, res);
    case 'redirect':
      res.writeHead(308, { location: decision.location, 'cache-control': 'no-store' });
      return res.end();
    case 'method-not-allowed':
      if (isApi) return apiError(res, 405, 'METHOD_NOT_ALLOWED', `${req.method} is not allowed`);
      res.writeHead(405, {
        'content-type': 'text/plain; charset=utf-8',
        allow: ALLOWED_METHODS.join(', '),
      });
      return res.end('この方法ではアクセスできません。\n');
    case 'body-too-large':
      // Nothing of the body is read: the connection closes after the answer.
      res.setHeader('connection', 'close');
      if (isApi) return apiError(res, 413, 'PAYLOAD_TOO_LARGE', decision.message);
      res.writeHead(413, { 'content-type': 'text/plain; charset=utf-8' });
      return res.end('送信された内容が大きすぎます。\n');
    case 'bad-request':
      if (isApi) return apiError(res, 400, 'BAD_REQUEST', 'Malformed percent-encoding in the URL');
      // A path no route names: Next.js answers it 404, and `secureResponse` sends the
      // not-found page of the original path's frame.
      req.url = UNROUTED_PATH;
      return handle(req, res);
  }
}

await app.prepare();
/** Integrity of the build's scripts and stylesheets, from the files served (read once). */
const integrityOf = staticIntegrity(`${import.meta.dirname}/.next/static`);
createServer(serve).listen(port, hostname, () => {
  console.log(`[web] ${origin} (listening on ${hostname}:${port})`);
});
