import { request } from 'node:http';
import { connect } from 'node:net';
import { describe, expect, inject, it } from 'vitest';

/**
 * A raw HTTP request (fetch refuses methods like TRACE and lets no body go undeclared). A server
 * that answers before the body is sent closes the connection with the body still arriving, and
 * the client's kernel may then drop the answer with the reset (seen on a busy machine): a request
 * whose connection ends with no answer is sent again, up to three times.
 */
async function raw(
  method: string,
  path: string,
  options: { body?: Buffer; chunked?: boolean; headers?: Record<string, string> } = {},
) {
  for (let attempt = 1; ; attempt++) {
    const answer = await rawOnce(method, path, options);
    if (answer || attempt === 3) {
      if (!answer) throw new Error(`${method} ${path}: the connection ended with no answer`);
      return answer;
    }
  }
}

/** One raw request: its answer, or null when the connection ended without one. */
function rawOnce(
  method: string,
  path: string,
  options: { body?: Buffer; chunked?: boolean; headers?: Record<string, string> },
) {
  const site = new URL(inject('baseUrl'));
  return new Promise<{ status: number; body: string } | null>((done, fail) => {
    let answered = false;
    const call = request(
      {
        host: site.hostname,
        port: site.port,
        method,
        path,
        headers: { origin: site.origin, 'content-type': 'application/json', ...options.headers },
      },
      (response) => {
        answered = true;
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
    call.on('close', () => {
      if (!answered) done(null);
    });
    if (options.chunked) {
      call.setHeader('transfer-encoding', 'chunked');
      call.write(options.body ?? Buffer.from('{}'));
      call.end();
    } else call.end(options.body);
  });
}

/**
 * The bytes of a request as written, and what the server sends back until it closes the
 * connection (a server that keeps it open fails the test by its timeout).
 */
function rawBytes(head: string): Promise<string> {
  const site = new URL(inject('baseUrl'));
  return new Promise((done, fail) => {
    const socket = connect(Number(site.port), site.hostname, () => socket.write(head));
    const chunks: Buffer[] = [];
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('end', () => done(Buffer.concat(chunks).toString()));
    socket.on('error', fail);
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

  it('refuses a page POST of an oversized or undeclared body with 413, as /api', async () => {
    const big = Buffer.alloc(1024 * 1024, 'a');
    for (const path of ['/', '/ranking']) {
      const declared = await raw('POST', path, { body: big });
      expect(declared.status, path).toBe(413);
      expect(declared.body).toContain('大きすぎます');
      expect((await raw('POST', path, { body: big, chunked: true })).status, path).toBe(413);
    }
    // 500 MB announced as chunked: the answer comes before the body does, and ends it.
    const head = 'POST / HTTP/1.1\r\nHost: localhost\r\nTransfer-Encoding: chunked\r\n\r\n';
    expect(
      await rawBytes(`${head}${(500 * 1024 * 1024).toString(16)}\r\n${'a'.repeat(1024)}`),
    ).toMatch(/^HTTP\/1\.1 413 /);
  });

  it('answers a malformed Host or a proxy-style target 400 at once, and closes', async () => {
    for (const head of [
      'GET / HTTP/1.1\r\nHost: a b\r\n\r\n',
      'GET / HTTP/1.1\r\nHost: [::1\r\n\r\n',
      'GET / HTTP/1.1\r\nHost: \r\n\r\n',
      'GET http://evil.example/ HTTP/1.1\r\nHost: evil.example\r\n\r\n',
      'GET /ranking HTTP/1.1\r\nHost: a@evil.example\r\n\r\n',
    ]) {
      expect(await rawBytes(head), JSON.stringify(head)).toMatch(/^HTTP\/1\.1 400 /);
    }
  });

  it('never redirects /app/redirect to another host, whatever the dot segments', async () => {
    for (const path of [
      '/.//evil.example',
      '/x/..//evil.example',
      '/%252e//evil.example',
      '%2F.%2F%2Fevil.example',
      '/./%5Cevil.example',
    ]) {
      const response = await fetch(`${inject('baseUrl')}/app/redirect?path=${path}`, {
        redirect: 'manual',
      });
      expect(response.status, path).toBe(307);
      const location = response.headers.get('location') ?? '';
      expect(location, path).not.toMatch(/^\/[/\\]/);
      expect(new URL(location, inject('baseUrl')).origin, path).toBe(inject('baseUrl'));
    }
  });

  it('gives names of the object machinery in queries the site page, not a 500', async () => {
    for (const code of ['__proto__', 'constructor', 'toString']) {
      const response = await fetch(`${inject('baseUrl')}/auth/error?error=${code}`);
      expect(response.status, code).toBe(200);
    }
  });
});
