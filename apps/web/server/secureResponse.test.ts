import { createHash } from 'node:crypto';
import { createServer, type IncomingMessage, request, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { compression } from './nextCompression';
import { inlineScriptHash } from './pageScripts';
import { type SecureResponseOptions, securedPages, secureResponse } from './secureResponse';
import { NON_PAGE_CONTENT_SECURITY_POLICY } from './securityHeaders';

const integrityOf = (path: string) =>
  path === '/_next/static/chunks/app.js' ? 'sha384-APP' : undefined;

const HEAD = '<!DOCTYPE html><html><head><script>window.a=1</script>';
const SCRIPT = '<script src="/_next/static/chunks/app.js" async=""></script>';
const BODY = '</head><body><p>ホーム</p><script>self.__next_f.push([1,"x"])</script></body></html>';
const PAGE = `${HEAD}${SCRIPT}${BODY}`;
const SERVED_PAGE = PAGE.replace('async=""', 'async="" integrity="sha384-APP"');

let close: (() => void) | undefined;
afterEach(() => close?.());

/** A server whose responses `handler` writes, behind compression and `secureResponse` as in serve.ts. */
async function serve(
  handler: (req: IncomingMessage, res: ServerResponse) => void,
  https = false,
  options: Partial<SecureResponseOptions> = {},
): Promise<string> {
  const compress = compression();
  const server = createServer((req, res) => {
    compress(req, res, () => {});
    secureResponse(req, res, { https, integrityOf, ...options });
    handler(req, res);
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  close = () => server.close();
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

/** What Next.js does with a page it renders: headers flushed, then chunks as they come. */
function streamPage(res: ServerResponse) {
  res.statusCode = 200;
  res.setHeader('content-type', 'text/html; charset=utf-8');
  res.setHeader('cache-control', 's-maxage=300, stale-while-revalidate');
  res.flushHeaders();
  res.write(new TextEncoder().encode(HEAD));
  setTimeout(() => {
    res.write(SCRIPT);
    res.write(Buffer.from(BODY));
    res.end();
  }, 10);
}

const policyOf = (response: Response) => response.headers.get('content-security-policy') ?? '';

describe('secureResponse', () => {
  it('gives a streamed page the hashes of its inline scripts and integrity on its chunks', async () => {
    const url = await serve((_req, res) => streamPage(res));
    const response = await fetch(url, { headers: { 'accept-encoding': 'identity' } });
    const html = await response.text();
    expect(html).toBe(SERVED_PAGE);
    expect(policyOf(response)).toContain(
      `script-src 'self' ${inlineScriptHash('window.a=1')} ${inlineScriptHash('self.__next_f.push([1,"x"])')};`,
    );
    expect(Number(response.headers.get('content-length'))).toBe(Buffer.byteLength(SERVED_PAGE));
    expect(response.headers.get('cache-control')).toBe('s-maxage=300, stale-while-revalidate');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('corrects the length of a page written whole, by writeHead or setHeader', async () => {
    for (const write of [
      (res: ServerResponse) => {
        res.writeHead(200, {
          'content-type': 'text/html; charset=utf-8',
          'content-length': Buffer.byteLength(PAGE),
        });
        res.end(PAGE);
      },
      (res: ServerResponse) => {
        res.setHeader('content-type', 'text/html; charset=utf-8');
        res.setHeader('content-length', Buffer.byteLength(PAGE));
        res.end(Buffer.from(PAGE), () => {});
      },
    ]) {
      const url = await serve((_req, res) => write(res));
      const response = await fetch(url, { headers: { 'accept-encoding': 'identity' } });
      expect(await response.text()).toBe(SERVED_PAGE);
      expect(policyOf(response)).toContain(inlineScriptHash('window.a=1'));
      close?.();
    }
  });

  it('compresses a page after hashing it, as any body', async () => {
    const big = PAGE.replace('<p>ホーム</p>', `<p>${'ホーム'.repeat(2000)}</p>`);
    const url = await serve((_req, res) => {
      res.setHeader('content-type', 'text/html; charset=utf-8');
      res.end(big);
    });
    const response = await fetch(url, { headers: { 'accept-encoding': 'gzip' } });
    expect(response.headers.get('content-encoding')).toBe('gzip');
    expect(response.headers.get('vary')).toContain('Accept-Encoding');
    expect(await response.text()).toBe(big.replace('async=""', 'async="" integrity="sha384-APP"'));
    expect(policyOf(response)).toContain(inlineScriptHash('window.a=1'));
  });

  it('streams what is not a page untouched, with a policy that allows nothing', async () => {
    let sendRest: () => void = () => {};
    const url = await serve((_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.write('{"items":[');
      sendRest = () => res.end('1]}');
    });
    // Uncompressed: compression holds small writes back until a flush (Next.js flushes).
    const response = await fetch(url, { headers: { 'accept-encoding': 'identity' } });
    expect(policyOf(response)).toBe(NON_PAGE_CONTENT_SECURITY_POLICY);
    // The first chunk arrives before the response ends: nothing is held back.
    const reader = (response.body as ReadableStream<Uint8Array>).getReader();
    expect(new TextDecoder().decode((await reader.read()).value)).toBe('{"items":[');
    sendRest();
    expect(new TextDecoder().decode((await reader.read()).value)).toBe('1]}');
  });

  it('frames a compressed page, so a keep-alive connection serves the next request', async () => {
    // Over compression's 1 kB threshold: compressed, so its length is not the page's.
    const long = `${HEAD}${SCRIPT}<p>${'ホーム'.repeat(1000)}</p>${BODY}`;
    const url = await serve((_req, res) => {
      res.statusCode = 200;
      res.setHeader('content-type', 'text/html; charset=utf-8');
      res.write(long);
      res.end();
    });
    const { Agent } = await import('node:http');
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    const sockets = new Set<unknown>();
    const get = () =>
      new Promise<{ framed: boolean; bytes: number }>((done, fail) => {
        const req = request(url, { agent, headers: { 'accept-encoding': 'gzip' } }, (res) => {
          sockets.add(res.socket);
          let bytes = 0;
          res.on('data', (chunk: Buffer) => {
            bytes += chunk.length;
          });
          res.on('end', () =>
            done({
              // Without a length or chunks the body could only end by closing the connection.
              framed:
                res.headers['content-length'] !== undefined ||
                res.headers['transfer-encoding'] === 'chunked',
              bytes,
            }),
          );
        });
        req.on('error', fail);
        req.end();
      });
    const first = await get();
    const second = await get();
    agent.destroy();
    expect(first.framed && second.framed).toBe(true);
    expect(second.bytes).toBe(first.bytes);
    // One connection for both: the first answer did not end it.
    expect(sockets.size).toBe(1);
  });

  it('keeps a policy a route set itself on what is not a page', async () => {
    const url = await serve((_req, res) => {
      res.setHeader('content-type', 'image/svg+xml');
      res.setHeader('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'");
      res.end('<svg xmlns="http://www.w3.org/2000/svg"/>');
    });
    expect(policyOf(await fetch(url))).toBe("default-src 'none'; style-src 'unsafe-inline'");
  });

  it('gives a 304 and the answer to HEAD no policy, so a cache keeps the stored page’s', async () => {
    const url = await serve((req, res) => {
      if (req.headers['if-none-match']) {
        res.statusCode = 304;
        res.setHeader('etag', '"a"');
        return res.end();
      }
      res.setHeader('content-type', 'text/html; charset=utf-8');
      res.end(req.method === 'HEAD' ? undefined : PAGE);
    });
    const notModified = await fetch(url, { headers: { 'if-none-match': '"a"' } });
    expect(notModified.status).toBe(304);
    expect(notModified.headers.has('content-security-policy')).toBe(false);
    expect(notModified.headers.get('x-content-type-options')).toBe('nosniff');
    const head = await fetch(url, { method: 'HEAD' });
    expect(head.headers.has('content-security-policy')).toBe(false);
    expect(head.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  });

  it('sends HSTS only to a client that came over https', async () => {
    let url = await serve((_req, res) => res.end('ok'), true);
    expect((await fetch(url)).headers.get('strict-transport-security')).toMatch(/^max-age=\d+/);
    close?.();
    url = await serve((_req, res) => res.end('ok'), false);
    expect((await fetch(url)).headers.has('strict-transport-security')).toBe(false);
  });

  it('puts its headers on answers written with writeHead and a flat header list', async () => {
    const url = await serve((_req, res) => {
      res.writeHead(308, 'Permanent Redirect', [
        'location',
        '/ranking',
        'cache-control',
        'no-store',
      ]);
      res.end();
    });
    const response = await fetch(url, { redirect: 'manual' });
    expect(response.status).toBe(308);
    expect(response.headers.get('location')).toBe('/ranking');
    expect(policyOf(response)).toBe(NON_PAGE_CONTENT_SECURITY_POLICY);
    expect(response.headers.get('permissions-policy')).toContain('camera=()');
  });

  it('hashes what the browser hashes: the bytes of each script as sent', async () => {
    const url = await serve((_req, res) => streamPage(res));
    const raw = await new Promise<Buffer>((done, fail) => {
      request(url, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => done(Buffer.concat(chunks)));
      })
        .on('error', fail)
        .end();
    });
    const text = /<script>(self[^<]*)<\/script>/.exec(raw.toString('utf8'))?.[1] ?? '';
    const digest = createHash('sha256').update(Buffer.from(text, 'utf8')).digest('base64');
    expect(inlineScriptHash(text)).toBe(`'sha256-${digest}'`);
  });

  describe('a page that called notFound()', () => {
    const EMPTY =
      '<!DOCTYPE html><html id="__next_error__"><head></head><body><div hidden=""></div><script>self.__next_f.push([1,"e"])</script></body></html>';
    const DRAWN = `<!DOCTYPE html><html lang="ja"><head>${SCRIPT}</head><body><h1>Page not found</h1><script>self.__next_f.push([1,"n"])</script></body></html>`;

    /** Next.js's answer to such a page: 404, the empty document with its own validator. */
    function answerNotFound(res: ServerResponse, html = EMPTY) {
      res.statusCode = 404;
      res.setHeader('content-type', 'text/html; charset=utf-8');
      res.setHeader('etag', '"empty"');
      res.end(html);
    }

    it("sends the frame's not-found page drawn on the server, secured, in the frame's language", async () => {
      const url = await serve((_, res) => answerNotFound(res), false, {
        lang: 'en',
        notFoundPage: async () => DRAWN,
      });
      const response = await fetch(url);
      expect(response.status).toBe(404);
      expect(response.headers.get('etag')).toBeNull();
      const html = await response.text();
      expect(html).toContain('<html lang="en">');
      expect(html).toContain('<h1>Page not found</h1>');
      expect(html).toContain('integrity="sha384-APP"');
      expect(policyOf(response)).toContain(inlineScriptHash('self.__next_f.push([1,"n"])'));
      expect(policyOf(response)).not.toContain(inlineScriptHash('self.__next_f.push([1,"e"])'));
    });

    it('keeps the empty document when the drawn page cannot be had, and a drawn 404 as it is', async () => {
      const url = await serve(
        (req, res) => answerNotFound(res, req.url === '/drawn' ? DRAWN : EMPTY),
        false,
        {
          notFoundPage: async () => null,
        },
      );
      const empty = await fetch(url);
      expect(empty.status).toBe(404);
      expect(empty.headers.get('etag')).toBe('"empty"');
      expect(await empty.text()).toContain('id="__next_error__"');
      close?.();
      let asked = 0;
      const drawnUrl = await serve((_, res) => answerNotFound(res, DRAWN), false, {
        notFoundPage: async () => {
          asked += 1;
          return null;
        },
      });
      expect(await (await fetch(drawnUrl)).text()).toContain('<h1>Page not found</h1>');
      expect(asked).toBe(0);
    });
  });

  describe('with the pages already worked out', () => {
    const LONG = PAGE.replace('<p>ホーム</p>', `<p>${'ホーム'.repeat(2000)}</p>`);
    const SERVED_LONG = LONG.replace('async=""', 'async="" integrity="sha384-APP"');

    /** A server writing `page()` as Next.js writes a cached page, counting the pages worked out. */
    async function serveCached(page: () => string, lang?: (req: IncomingMessage) => string) {
      const worked = { count: 0 };
      const pages = securedPages(1024 * 1024);
      const compress = compression();
      const server = createServer((req, res) => {
        compress(req, res, () => {});
        secureResponse(req, res, {
          https: false,
          // Asked once per build script of a page worked out.
          integrityOf: (path) => {
            worked.count += 1;
            return integrityOf(path);
          },
          lang: lang?.(req) ?? null,
          pages,
        });
        res.setHeader('content-type', 'text/html; charset=utf-8');
        res.end(page());
      });
      await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
      close = () => server.close();
      return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, worked };
    }

    it('sends a page again as it sent it, without working it out again', async () => {
      const { url, worked } = await serveCached(() => LONG);
      const first = await fetch(url, { headers: { 'accept-encoding': 'gzip' } });
      const second = await fetch(url, { headers: { 'accept-encoding': 'gzip' } });
      for (const response of [first, second]) {
        expect(response.headers.get('content-encoding')).toBe('gzip');
        expect(response.headers.get('vary')).toContain('Accept-Encoding');
        expect(policyOf(response)).toContain(inlineScriptHash('window.a=1'));
        expect(await response.text()).toBe(SERVED_LONG);
      }
      expect(worked.count).toBe(1);
    });

    it('sends it uncompressed to a client that does not take gzip, and small pages as they are', async () => {
      const { url } = await serveCached(() => LONG);
      await fetch(url, { headers: { 'accept-encoding': 'gzip' } });
      for (const encoding of ['identity', 'gzip;q=0, deflate;q=0']) {
        const response = await fetch(url, { headers: { 'accept-encoding': encoding } });
        expect(response.headers.get('content-encoding')).toBeNull();
        expect(Number(response.headers.get('content-length'))).toBe(Buffer.byteLength(SERVED_LONG));
        expect(await response.text()).toBe(SERVED_LONG);
      }
      close?.();
      const small = await serveCached(() => PAGE);
      const response = await fetch(small.url, { headers: { 'accept-encoding': 'gzip' } });
      expect(response.headers.get('content-encoding')).toBeNull();
      expect(await response.text()).toBe(SERVED_PAGE);
    });

    it('works out a page that changed, and the same page for another language group', async () => {
      let page = LONG.replace('<html>', '<html lang="ja">');
      const { url, worked } = await serveCached(
        () => page,
        (req) => (req.url === '/en' ? 'en' : 'ja'),
      );
      await fetch(url);
      page = page.replace('window.a=1', 'window.a=2');
      const changed = await fetch(url);
      expect(policyOf(changed)).toContain(inlineScriptHash('window.a=2'));
      expect(policyOf(changed)).not.toContain(inlineScriptHash('window.a=1'));
      const english = await fetch(`${url}/en`);
      expect(/<html[^>]*>/.exec(await english.text())?.[0]).toBe('<html lang="en">');
      expect(worked.count).toBe(3);
    });
  });
});

describe('securedPages', () => {
  const page = (bytes: number) => ({ body: Buffer.alloc(bytes), policy: '' });

  it('keeps the pages sent most recently within its bytes', () => {
    const pages = securedPages(300);
    pages.set('a', page(100));
    pages.set('b', page(100));
    pages.set('c', page(100));
    // Sent again: now the most recent.
    expect(pages.get('a')).toBeDefined();
    pages.set('d', page(100));
    expect(['a', 'b', 'c', 'd'].filter((key) => pages.get(key))).toEqual(['a', 'c', 'd']);
  });

  it('counts a page’s gzip in its bytes, and keeps no page larger than the whole', () => {
    const pages = securedPages(300);
    pages.set('a', page(100));
    pages.set('b', { ...page(100), gzip: Buffer.alloc(150) });
    expect(pages.get('a')).toBeUndefined();
    pages.set('huge', page(301));
    expect(pages.get('huge')).toBeUndefined();
    expect(pages.get('b')).toBeDefined();
  });
});
