import { staticallyLoaded } from '@cw/vitest-config/bundle';
import { describe, expect, it } from 'vitest';

/**
 * What a browser bundle of `@cw/api-client` and `/queries` loads before the first call:
 * everything reachable through static imports from the entry. zod (and every schema) must not
 * be among it, only behind the dynamic import the client follows on its first request.
 */
const loadedBeforeFirstCall = (entry: string) =>
  staticallyLoaded(new URL(entry, import.meta.url), {
    external: ['zod', 'react', 'react-dom', '@tanstack/react-query'],
  });

const schemaModule = /\/schemas\/|\/endpoints\.ts$|provisionalSchemas/;

describe('browser entries', () => {
  it('@cw/api-client loads zod and the schemas only behind a dynamic import', async () => {
    const { modules, lazy } = await loadedBeforeFirstCall('./index.ts');
    expect(modules).not.toContain('zod');
    expect(modules.filter((path) => schemaModule.test(path))).toEqual([]);
    expect(lazy.length).toBeGreaterThan(0);
  });

  it('@cw/api-client/queries loads no zod and no schema', async () => {
    const { modules } = await loadedBeforeFirstCall('../queries/index.ts');
    expect(modules).not.toContain('zod');
    expect(modules.filter((path) => schemaModule.test(path))).toEqual([]);
  });
});
