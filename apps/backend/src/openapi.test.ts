import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from './test/app';

/**
 * The backend's OpenAPI document is published with @cw/contract (packages/contract/
 * openapi.json) for other teams. This test fails when the published copy drifts from the
 * routes; `npm run openapi` (UPDATE_OPENAPI=1) rewrites it.
 */
const PUBLISHED = join(import.meta.dirname, '../../../packages/contract/openapi.json');

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('GET /v3/openapi.json', () => {
  it('documents every route group and matches the copy published with @cw/contract', async () => {
    const response = await t.app.request('/v3/openapi.json');
    expect(response.status).toBe(200);
    const document = (await response.json()) as { paths: Record<string, unknown> };
    for (const path of [
      '/v3/library/works/{workCode}',
      '/v3/library/rankings',
      '/v3/library/search',
      '/v3/library/viewer/{episodeCode}',
      '/v3/membership/follows/series',
      '/v3/membership/history',
    ]) {
      expect(Object.keys(document.paths)).toContain(path);
    }
    const text = `${JSON.stringify(document, null, 2)}\n`;
    if (process.env.UPDATE_OPENAPI === '1') writeFileSync(PUBLISHED, text);
    expect(readFileSync(PUBLISHED, 'utf8')).toBe(text);
  });
});
