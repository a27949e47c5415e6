import { request } from 'node:http';
import { describe, expect, inject, it } from 'vitest';

/** A raw HTTP request (fetch refuses methods like TRACE and lets no body go undeclared). */
function raw(
  method: string,
  path: string,
  options: { body?: Buffer; chunked?: boolean; headers?: Record<string, string> } = {},
) {
  const site = new URL(inject('baseUrl'));
  return new Promise<{ status: number; body: string }>((done, fail) => {
    const call = request(
      {
        host: site.hostname,
        port: site.port,
        method,
        path,
        headers: { origin: site.origin, 'content-type': 'application/json', ...options.headers },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          done({ status: response.statusCode ?? 0, body: Buffer.concat(chunks).toString() }),
        );
      },
    );
    // The server may answer and close before the whole body is sent.
    call.on('error', (error: NodeJS.ErrnoException) =>
      error.code === 'EPIPE' || error.code === 'ECONNRESET' ? undefined : fail(error),
    );
    if (options.chunked) {
      call.setHeader('transfer-encoding', 'chunked');
      call.write(options.body ?? Buffer.from('{}'));
      call.end();
    } else call.end(options.body);
  });
}

/** Hostile but harmless requests: a 4xx with a message, never a 5xx. */
describe('hostile requests', () => {
  it('answers methods no route takes with 405, on pages and on /api', async () => {
    for (const path of ['/', '/ranking', '/api/hello', '/api/follows/series']) {
      for (const method of ['TRACE', 'PROPFIND', 'PATCH']) {
        const { status, body } = await raw(method, path);
        expect(status, `${method} ${path}`).toBe(405);
        if (path.startsWith('/api/'))
          expect(JSON.parse(body).error.code).toBe('METHOD_NOT_ALLOWED');
      }
    }
  });

  it('refuses an oversized or undeclared /api body with 413 before reading it', async () => {
    const big = Buffer.alloc(1024 * 1024, 'a');
    const declared = await raw('POST', '/api/follows/series', { body: big });
    expect(declared.status).toBe(413);
    expect(JSON.parse(declared.body).error.code).toBe('PAYLOAD_TOO_LARGE');
    const chunked = await raw('POST', '/api/follows/series', { body: big, chunked: true });
    expect(chunked.status).toBe(413);
  });

  it('gives names of the object machinery in queries the site page, not a 500', async () => {
    for (const code of ['__proto__', 'constructor', 'toString']) {
      const response = await fetch(`${inject('baseUrl')}/auth/error?error=${code}`);
      expect(response.status, code).toBe(200);
    }
  });
});
