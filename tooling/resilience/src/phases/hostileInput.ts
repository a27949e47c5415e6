import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { type EndpointDefinition, endpoints } from '@cw/contract/endpoints';
import { signServiceToken } from '@cw/service-token';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { Context } from '../context.ts';
import {
  type FuzzCase,
  type FuzzRoute,
  fuzzCases,
  HOSTILE_MEDIA_IDS,
  HOSTILE_MEDIA_VARIANTS,
  type Plausible,
  SCRIPT_MARKERS,
} from '../fuzz.ts';
import { type Answer, call, json } from '../http.ts';
import { mintReaders, type Reader } from '../readers.ts';

type Finding = { where: string; what: string; status: number; detail: string };

/** Runs `work` over `items` with at most `limit` at once. */
async function pool<T>(items: T[], limit: number, work: (item: T, index: number) => Promise<void>) {
  let next = 0;
  await Promise.all(
    Array.from({ length: limit }, async () => {
      while (next < items.length) {
        const index = next++;
        await work(items[index] as T, index);
      }
    }),
  );
}

/** What the answer must not be: a 5xx, no answer at all, or the script marker unescaped. */
function check(answer: Answer, where: string, what: string, findings: Finding[]) {
  if (answer.status === 0 || answer.status >= 500) {
    findings.push({
      where,
      what,
      status: answer.status,
      detail: answer.error ?? answer.body.slice(0, 200),
    });
  }
  const type = String(answer.headers['content-type'] ?? '');
  for (const marker of SCRIPT_MARKERS) {
    if (!answer.body.includes(marker)) continue;
    // Only HTML runs scripts; JSON and images do not (and say so with nosniff).
    const harmless =
      /^application\/json/.test(type) && answer.headers['x-content-type-options'] === 'nosniff';
    if (!harmless || type.includes('html')) {
      findings.push({ where, what, status: answer.status, detail: `reflected in ${type}` });
    }
  }
}

const schemaOf = (schema: z.ZodType | undefined) =>
  schema ? (z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as object) : undefined;

/** The web app's `/api/*` routes, from the contract's endpoint table. */
function apiRoutes(): FuzzRoute[] {
  return Object.values(endpoints).map((definition: EndpointDefinition) => {
    const query = schemaOf(definition.query) as { properties?: Record<string, object> } | undefined;
    return {
      method: definition.method,
      path: definition.path,
      pathParams: [...definition.path.matchAll(/\{(\w+)\}/g)].map((match) => match[1] ?? ''),
      queryParams: Object.entries(query?.properties ?? {}).map(([name, schema]) => ({
        name,
        schema,
      })),
      body: schemaOf(definition.body),
    };
  });
}

type OpenApi = {
  paths: Record<
    string,
    Record<
      string,
      {
        parameters?: { name: string; in: string; schema?: object }[];
        requestBody?: { content?: Record<string, { schema?: object }> };
      }
    >
  >;
  components?: { schemas?: Record<string, object> };
};

/** Replaces `$ref`s by the schemas they name. */
function resolveRefs(schema: unknown, components: Record<string, object>, depth = 0): unknown {
  if (depth > 20 || schema === null || typeof schema !== 'object') return schema;
  if (Array.isArray(schema)) return schema.map((item) => resolveRefs(item, components, depth + 1));
  const ref = (schema as { $ref?: string }).$ref;
  if (ref) return resolveRefs(components[ref.split('/').at(-1) ?? ''], components, depth + 1);
  return Object.fromEntries(
    Object.entries(schema).map(([key, value]) => [key, resolveRefs(value, components, depth + 1)]),
  );
}

/** Backend v3's routes, from its own OpenAPI document. */
function backendRoutes(document: OpenApi): FuzzRoute[] {
  const components = document.components?.schemas ?? {};
  return Object.entries(document.paths).flatMap(([path, operations]) =>
    Object.entries(operations).map(([method, operation]) => ({
      method: method.toUpperCase(),
      path,
      pathParams: (operation.parameters ?? []).filter((p) => p.in === 'path').map((p) => p.name),
      queryParams: (operation.parameters ?? [])
        .filter((p) => p.in === 'query')
        .map((p) => ({ name: p.name, schema: resolveRefs(p.schema, components) as object })),
      body: resolveRefs(operation.requestBody?.content?.['application/json']?.schema, components) as
        | object
        | undefined,
    })),
  );
}

function plausibleValues(context: Context): Plausible {
  const work = context.catalog.works[1] ?? context.catalog.works[0];
  const episode = work?.episodes[0];
  const label = context.catalog.labels[0];
  return {
    workCode: work?.code,
    episodeCode: episode?.code,
    labelCode: label?.code,
    workId: String(work?.id),
    seriesId: String(work?.id),
    episodeId: String(episode?.id),
    labelId: String(label?.id),
    topicId: '1',
    genreId: String(context.catalog.genres[0]),
    tagId: '1',
    authorId: '1',
    token: 'anniversary',
    dev: 'web',
    page: 1,
    perPage: 20,
    q: 'あ',
    kind: 'covers',
    id: '1',
    index: '0',
    variant: 'w180.webp',
    workIds: [work?.id],
    labelIds: [label?.id],
    episodeIds: [episode?.id],
    notification: true,
    level: 'error',
    code: 'CLIENT_FUZZ_CASE',
    message: 'fuzz',
  };
}

/** Files under a directory, recursively (the rendered images of a backend's media cache). */
function countFiles(dir: string): number {
  try {
    return readdirSync(dir, { recursive: true, withFileTypes: true }).filter((e) => e.isFile())
      .length;
  } catch {
    return 0;
  }
}

export function describeHostileInput(context: () => Context) {
  describe('hostile input', () => {
    it('answers every /api route fuzzed from its schema without a 5xx or a reflected script', async () => {
      const ctx = context();
      const site = ctx.cluster.siteUrl;
      const readers = await mintReaders(40, ctx.cluster.nextAuthSecret, ctx.catalog.works, 'fuzz');
      const cases = apiRoutes().flatMap((route) =>
        fuzzCases(route, plausibleValues(ctx), ctx.profile.fuzzCasesPerTarget),
      );
      const findings: Finding[] = [];
      const started = performance.now();
      await pool(cases, 16, async (fuzz: FuzzCase, i) => {
        const reader = readers[i % readers.length] as Reader;
        const answer = await call(`${site}${fuzz.path}`, {
          method: fuzz.method,
          headers: {
            origin: site,
            cookie: reader.cookie,
            ...(fuzz.body !== undefined ? { 'content-type': 'application/json' } : {}),
          },
          body: fuzz.body,
          localAddress: `127.3.${i % 200}.${1 + (i % 250)}`,
        });
        check(answer, `${fuzz.method} ${fuzz.path.slice(0, 120)}`, fuzz.what, findings);
      });
      ctx.figures.push(
        `hostile /api: ${cases.length} requests in ${Math.round((performance.now() - started) / 1000)} s, ${findings.length} 5xx, hangs or reflections`,
      );
      expect(findings.slice(0, 20)).toEqual([]);
    });

    it('answers every /v3 route fuzzed from its OpenAPI document without a 5xx or a reflected script', async () => {
      const ctx = context();
      const [backend] = ctx.cluster.backends;
      if (!backend) throw new Error('no backend');
      const document = json<OpenApi>(await call(`${backend.url}/v3/openapi.json`));
      if (!document) throw new Error('no OpenAPI document');
      const cases = backendRoutes(document).flatMap((route) =>
        fuzzCases(route, plausibleValues(ctx), ctx.profile.fuzzCasesPerTarget),
      );
      const findings: Finding[] = [];
      const started = performance.now();
      let token = { value: '', at: 0 };
      await pool(cases, 16, async (fuzz, i) => {
        // The web app's own kind of token, for a reader of the fuzzer's: membership routes
        // reach their validation; renewed before its 60 s run out.
        if (Date.now() - token.at > 20_000) {
          token = {
            value: await signServiceToken(
              { subject: `resilience|fuzz-v3-${Date.now()}`, email: null },
              ctx.cluster.serviceTokenSecret,
            ),
            at: Date.now(),
          };
        }
        const target = ctx.cluster.backends[i % ctx.cluster.backends.length] ?? backend;
        const answer = await call(`${target.url}${fuzz.path}`, {
          method: fuzz.method,
          headers: {
            authorization: `Bearer ${token.value}`,
            'x-forwarded-for': `127.4.${i % 200}.${1 + (i % 250)}`,
            ...(fuzz.body !== undefined ? { 'content-type': 'application/json' } : {}),
          },
          body: fuzz.body,
        });
        check(
          answer,
          `${target.name} ${fuzz.method} ${fuzz.path.slice(0, 120)}`,
          fuzz.what,
          findings,
        );
      });
      ctx.figures.push(
        `hostile /v3: ${cases.length} requests in ${Math.round((performance.now() - started) / 1000)} s, ${findings.length} 5xx, hangs or reflections`,
      );
      expect(findings.slice(0, 20)).toEqual([]);
    });

    it('refuses widths, formats, ids and paths outside the media list without rendering', async () => {
      const ctx = context();
      const kinds = ['covers', 'thumbnails', 'banners', 'label-icons', 'stores', 'pages/1', 'nope'];
      const paths = kinds.flatMap((kind) => [
        ...HOSTILE_MEDIA_VARIANTS.map((variant) => `/v3/media/${kind}/1/${variant}`),
        ...HOSTILE_MEDIA_IDS.map((id) => `/v3/media/${kind}/${id}/w180.webp`),
      ]);
      paths.push('/v3/media/../../../../etc/passwd', '/v3/media/%2e%2e/%2e%2e/etc/passwd');
      const caches = ctx.cluster.backends.map((backend) => join(backend.dir, 'media-cache'));
      const before = caches.map(countFiles);
      const findings: Finding[] = [];
      const answered: number[] = [];
      const targets = [ctx.cluster.siteUrl, ...ctx.cluster.backends.map((b) => b.url)];
      await pool(
        targets.flatMap((target) => paths.map((path) => ({ target, path }))),
        16,
        async ({ target, path }, i) => {
          const answer = await call(`${target}${path}`, {
            localAddress: `127.5.0.${1 + (i % 250)}`,
          });
          answered.push(answer.status);
          check(answer, `${target}${path}`, 'media', findings);
          // Refused (4xx), or a `..` segment resolved by a redirect within the site.
          const location = String(answer.headers.location ?? '');
          const refused =
            (answer.status >= 400 && answer.status < 500) ||
            (answer.status === 308 && location.startsWith('/') && !location.startsWith('//'));
          if (!refused) {
            findings.push({
              where: `${target}${path}`,
              what: 'media',
              status: answer.status,
              detail: 'not refused',
            });
          }
        },
      );
      expect(findings.slice(0, 20)).toEqual([]);
      expect(caches.map(countFiles), 'images rendered by refused requests').toEqual(before);
      ctx.figures.push(
        `hostile media: ${answered.length} requests, all refused (${[...new Set(answered)].sort().join(', ')}), nothing rendered`,
      );
    });
  });
}
