import { createServer, request, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Duplex } from 'node:stream';
import { afterEach, describe, expect, it } from 'vitest';
import { compression, releaseCompressionStream } from './nextCompression';

let close: (() => void) | undefined;
afterEach(() => close?.());

/** A server that compresses its answers as serve.ts does and hands each response to `handler`. */
async function serve(handler: (res: ServerResponse) => void): Promise<string> {
  const compress = compression();
  const server = createServer((req, res) => {
    compress(req, res, () => {});
    handler(res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  close = () => server.close();
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

// serve.ts runs two private modules of Next.js: these fail when an upgrade moves them or
// changes what serve.ts relies on.
describe('the compression serve.ts borrows from Next.js', () => {
  it('gzips a page above a kilobyte for a client that accepts it', async () => {
    const url = await serve((res) => {
      res.setHeader('content-type', 'text/html; charset=utf-8');
      res.end('<p>ホーム</p>'.repeat(400));
    });
    const response = await fetch(url, { headers: { 'accept-encoding': 'gzip' } });
    expect(response.headers.get('content-encoding')).toBe('gzip');
    expect(await response.text()).toBe('<p>ホーム</p>'.repeat(400));
  });

  it('releases the gzip stream of a response its client left before the end', async () => {
    let gzip: Duplex | undefined;
    const released = new Promise<void>((resolve) => {
      void serve((res) => {
        res.setHeader('content-type', 'text/html; charset=utf-8');
        res.write('<p>ホーム</p>'.repeat(400));
        // Sent now, so the client has a first chunk to leave after (`flush` is the middleware's).
        (res as ServerResponse & { flush(): void }).flush();
        // What releaseCompressionStream reaches: the middleware answers `on('drain')` with its stream.
        const stream = res.on('drain', () => {});
        if (stream instanceof Duplex) gzip = stream;
        res.once('close', () => {
          if (!res.writableFinished) releaseCompressionStream(res);
          resolve();
        });
      }).then((url) => {
        const req = request(url, { headers: { 'accept-encoding': 'gzip' } }, (res) => {
          res.once('data', () => req.destroy());
        });
        req.end();
      });
    });
    await released;
    expect(gzip).toBeInstanceOf(Duplex);
    expect(gzip?.destroyed).toBe(true);
  });
});
