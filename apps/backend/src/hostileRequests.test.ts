import { apiErrorBodySchema } from '@cw/contract/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_REQUEST_LIMITS } from './http/requestLimits';
import { createTestApp } from './test/app';

let t: Awaited<ReturnType<typeof createTestApp>>;
let reader: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp({
    // Small bodies; and writes enough for every request below to reach its handler.
    requestLimits: {
      ...DEFAULT_REQUEST_LIMITS,
      bodyBytes: 1024,
      membershipWrites: { limit: 1_000_000, windowSeconds: 60 },
    },
  });
  reader = await t.as('hostile-walker', 'walker@example.jp');
});
afterAll(() => t.close());

/** What a client may send where an id, a code or a number is expected. */
const HOSTILE_PARAMS = ['2147483648', '99999999999999999999', '-1', '0', '1.5', 'abc', '%00'];
const HOSTILE_JSON = [2147483648, 1e20, -1, 1.5, 'abc', 'a\u0000b', [2147483648], null, {}];

type JsonSchema = {
  $ref?: string;
  properties?: Record<string, unknown>;
  anyOf?: JsonSchema[];
  enum?: string[];
  example?: string;
};
type Operation = {
  parameters?: { name: string; in: 'path' | 'query'; schema: JsonSchema }[];
  requestBody?: { content: { 'application/json': { schema: JsonSchema } } };
};
type OpenApi = {
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, JsonSchema> };
};

/** Every route handler of the app (library, membership, media, health) by method and path. */
function routes() {
  const seen = new Map<string, { method: string; path: string }>();
  for (const { method, path } of t.app.routes) {
    if (method !== 'ALL') seen.set(`${method} ${path}`, { method, path });
  }
  return [...seen.values()];
}

/** A request as a client would make it, with a reader's token and a JSON body for writes. */
function send(method: string, url: string, body?: string) {
  const hasBody = method !== 'GET' && method !== 'HEAD';
  return t.app.request(url, {
    method,
    headers: { ...reader, ...(hasBody ? { 'content-type': 'application/json' } : {}) },
    body: hasBody ? (body ?? '{}') : undefined,
  });
}

/**
 * TRACE as @hono/node-server hands it to the app: fetch's Request refuses to be built with
 * TRACE, so the server builds a GET whose `method` reads TRACE.
 */
function trace(url: string) {
  const request = new Request(new URL(url, 'http://localhost'), { headers: reader });
  Object.defineProperty(request, 'method', { value: 'TRACE' });
  return t.app.fetch(request);
}

describe('hostile but harmless requests', () => {
  it('never get a 5xx on any route: out-of-range ids, odd numbers, NUL, wrong types', async () => {
    const doc = (await (await t.app.request('/v3/openapi.json')).json()) as OpenApi;
    const resolve = (schema: JsonSchema): JsonSchema =>
      schema.$ref ? (doc.components.schemas[schema.$ref.split('/').at(-1) ?? ''] ?? {}) : schema;
    const failures: string[] = [];
    const expectNo5xx = async (method: string, url: string, body?: string) => {
      const response = await send(method, url, body);
      if (response.status >= 500)
        failures.push(`${method} ${url} ${body ?? ''} → ${response.status}`);
    };

    for (const { method, path } of routes()) {
      const operation = doc.paths[path.replace(/:(\w+)/g, '{$1}')]?.[method.toLowerCase()] ?? {};
      const parameters = operation.parameters ?? [];
      // A valid value for every path parameter, so each hostile one is met on its own.
      const valid = new Map(
        parameters.map((p) => [p.name, p.schema.example ?? p.schema.enum?.[0] ?? '1']),
      );
      const url = (hostile: Record<string, string> = {}) =>
        path.replace(/:(\w+)/g, (_, name: string) => hostile[name] ?? valid.get(name) ?? '1');

      await expectNo5xx(method, url());
      for (const name of path.match(/:(\w+)/g)?.map((p) => p.slice(1)) ?? []) {
        for (const value of HOSTILE_PARAMS) await expectNo5xx(method, url({ [name]: value }));
      }
      for (const { name } of parameters.filter((p) => p.in === 'query')) {
        for (const value of [...HOSTILE_PARAMS, '']) {
          await expectNo5xx(method, `${url()}?${name}=${value}`);
        }
      }
      const schema = operation.requestBody?.content['application/json'].schema;
      if (!schema) continue;
      const properties = [resolve(schema), ...(resolve(schema).anyOf ?? [])].flatMap((s) =>
        Object.keys(s.properties ?? {}),
      );
      for (const property of properties) {
        for (const value of HOSTILE_JSON) {
          await expectNo5xx(method, url(), JSON.stringify({ [property]: value }));
        }
      }
      for (const body of ['{"unterminated":', 'not json', '[]', 'null']) {
        await expectNo5xx(method, url(), body);
      }
    }
    expect(failures).toEqual([]);
  });

  it('answer 405 with Allow to TRACE and to methods a path does not serve, 404 off the map', async () => {
    const allowed = new Map<string, Set<string>>();
    for (const { method, path } of routes()) {
      const url = path.replace(/:(\w+)/g, '1');
      allowed.set(url, (allowed.get(url) ?? new Set()).add(method));
    }
    const failures: string[] = [];
    for (const [url, methods] of allowed) {
      const allow = [...methods, ...(methods.has('GET') ? ['HEAD'] : [])].sort().join(', ');
      const answers: [string, Response][] = [['TRACE', await trace(url)]];
      for (const method of ['GET', 'POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS']) {
        if (!methods.has(method)) answers.push([method, await send(method, url)]);
      }
      for (const [method, response] of answers) {
        const got = response.headers.get('allow')?.split(', ').sort().join(', ');
        if (response.status !== 405 || got !== allow) {
          failures.push(`${method} ${url} → ${response.status} Allow: ${got}; expected ${allow}`);
        } else {
          expect(apiErrorBodySchema.parse(await response.json()).error.code).toBe(
            'METHOD_NOT_ALLOWED',
          );
        }
      }
    }
    expect(failures).toEqual([]);
    for (const url of ['/v3/library/no-such-thing', '/no-such-thing']) {
      expect((await trace(url)).status).toBe(404);
      expect((await send('GET', url)).status).toBe(404);
    }
  });

  it('answer 400 to percent-encoding that does not decode, in a path or a query', async () => {
    for (const url of [
      '/v3/library/search?q=%E0%A4%A',
      '/v3/library/works?label=%',
      '/v3/library/works/%E0%A4%A',
      '/v3/media/covers/%zz/w360.avif',
      '/v3/membership/history?seriesId=1%',
      '/v3/no-such-thing/%E0',
    ]) {
      const response = await send('GET', url);
      expect(response.status, url).toBe(400);
      expect(apiErrorBodySchema.parse(await response.json()).error.code).toBe('BAD_REQUEST');
    }
    expect((await send('GET', '/v3/library/search?q=%E3%81%82')).status).toBe(200);
  });
});

describe('request bodies', () => {
  /** A body that never ends, counting what the app pulled from it. */
  function endlessBody() {
    const pulled = { bytes: 0 };
    const stream = new ReadableStream<Uint8Array>(
      {
        pull(controller) {
          pulled.bytes += 512;
          controller.enqueue(new Uint8Array(512).fill(0x20));
        },
      },
      // Nothing is pulled before someone reads.
      { highWaterMark: 0 },
    );
    return { stream, pulled };
  }

  const post = (url: string, body: ReadableStream | string, headers: Record<string, string> = {}) =>
    t.app.request(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body,
      duplex: 'half',
    } as RequestInit);

  it('past the configured limit answer 413 by Content-Length, before the body is read', async () => {
    for (const url of ['/v3/library/recommendations/candidate', '/healthz', '/no-such-thing']) {
      const { stream, pulled } = endlessBody();
      const response = await post(url, stream, { 'content-length': String(100 * 1024 * 1024) });
      expect(response.status, url).toBe(413);
      expect(apiErrorBodySchema.parse(await response.json()).error.code).toBe('PAYLOAD_TOO_LARGE');
      expect(pulled.bytes, url).toBe(0);
    }
  });

  it('sent chunked answer 413 once the limit is passed, reading no further', async () => {
    const { stream, pulled } = endlessBody();
    const response = await post('/v3/library/recommendations/candidate', stream);
    expect(response.status).toBe(413);
    expect(apiErrorBodySchema.parse(await response.json()).error.code).toBe('PAYLOAD_TOO_LARGE');
    expect(pulled.bytes).toBeLessThanOrEqual(1024 + 2 * 512);

    const within = JSON.stringify({ workIds: [1, 2, 3] }).padEnd(1024, ' ');
    expect((await post('/v3/library/recommendations/candidate', within)).status).toBe(200);
  });
});
