import { mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { serve } from '@hono/node-server';
import openapiTS, { astToString } from 'openapi-typescript';
import ts from 'typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from './test/app';

/**
 * The published contract works for a team that has nothing of ours but `openapi.json` and a
 * standard generator: openapi-typescript makes its types, a client written against them with
 * openapi-fetch compiles under `strict`, and that client, talking HTTP to the running backend,
 * reads a work and an episode's viewer manifest and follows the work with a service token.
 */
const PUBLISHED = join(import.meta.dirname, '../../../packages/contract/openapi.json');
const ROOT_MODULES = join(import.meta.dirname, '../../../node_modules');

/** What the other team writes, against the generated `paths` only. */
const CLIENT = `import createClient from 'openapi-fetch';
import type { paths } from './schema';

export function contractClient(baseUrl: string, authorization: string) {
  const client = createClient<paths>({ baseUrl });
  return {
    async firstWorkCode(): Promise<string> {
      const { data } = await client.GET('/v3/library/works', { params: { query: { perPage: 1 } } });
      const work = data?.items[0];
      if (!work) throw new Error('no work listed');
      return work.code;
    },
    async work(workCode: string) {
      const { data, response } = await client.GET('/v3/library/works/{workCode}', {
        params: { path: { workCode } },
      });
      if (!data) throw new Error(\`work \${workCode}: \${response.status}\`);
      return { id: data.work.id, title: data.work.title, episodeCodes: data.episodes.map((episode) => episode.code) };
    },
    async pageCount(episodeCode: string): Promise<number | null> {
      const { data } = await client.GET('/v3/library/viewer/{episodeCode}', {
        params: { path: { episodeCode } },
      });
      return data ? data.pages.length : null;
    },
    async follow(workId: number) {
      const { data, error, response } = await client.POST('/v3/membership/follows/series', {
        body: { workId },
        headers: { authorization },
      });
      return { status: response.status, following: data?.isFollowing ?? false, error: error?.error.code };
    },
  };
}
`;

interface ContractClient {
  firstWorkCode(): Promise<string>;
  work(code: string): Promise<{ id: number; title: string; episodeCodes: string[] }>;
  pageCount(code: string): Promise<number | null>;
  follow(workId: number): Promise<{ status: number; following: boolean; error?: string }>;
}

let t: Awaited<ReturnType<typeof createTestApp>>;
let server: ReturnType<typeof serve>;
let baseUrl: string;
let directory: string;

beforeAll(async () => {
  t = await createTestApp();
  server = serve({ fetch: t.app.fetch, port: 0, hostname: '127.0.0.1' });
  await new Promise((resolve) => server.once('listening', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  // Outside the repository, as the other team's project would be, with our installed packages.
  directory = mkdtempSync(join(tmpdir(), 'cw-contract-client-'));
  symlinkSync(ROOT_MODULES, join(directory, 'node_modules'), 'dir');
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await t.close();
  rmSync(directory, { recursive: true, force: true });
});

describe('a client generated from the published openapi.json', () => {
  it('compiles, and reads a work and a viewer manifest and follows the work over HTTP', async () => {
    const document = JSON.parse(readFileSync(PUBLISHED, 'utf8'));
    writeFileSync(join(directory, 'schema.d.ts'), astToString(await openapiTS(document)));
    const clientFile = join(directory, 'client.ts');
    writeFileSync(clientFile, CLIENT);

    const program = ts.createProgram([clientFile], {
      strict: true,
      noEmit: true,
      target: ts.ScriptTarget.ES2022,
      module: ts.ModuleKind.ESNext,
      moduleResolution: ts.ModuleResolutionKind.Bundler,
      skipLibCheck: true,
      types: [],
    });
    const errors = ts
      .getPreEmitDiagnostics(program)
      .map((diagnostic) => ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'));
    expect(errors).toEqual([]);

    const { contractClient } = (await import(pathToFileURL(clientFile).href)) as {
      contractClient: (baseUrl: string, authorization: string) => ContractClient;
    };
    const { authorization } = await t.as('contract-client-reader');
    const client = contractClient(baseUrl, authorization);

    const work = await client.work(await client.firstWorkCode());
    expect(work.title).not.toBe('');
    const pageCounts = await Promise.all(work.episodeCodes.map((code) => client.pageCount(code)));
    expect(pageCounts.some((count) => count !== null && count > 0)).toBe(true);

    expect(await client.follow(work.id)).toEqual({ status: 200, following: true });
    const stranger = contractClient(baseUrl, '');
    expect(await stranger.follow(work.id)).toMatchObject({ status: 401, error: 'UNAUTHORIZED' });
  });
});
