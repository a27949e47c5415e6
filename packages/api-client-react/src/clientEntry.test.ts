import { readFileSync } from 'node:fs';
import { staticallyLoaded } from '@cw/vitest-config/bundle';
import { describe, expect, it } from 'vitest';

const source = (file: string) => readFileSync(new URL(file, import.meta.url), 'utf8');

describe('@cw/api-client-react', () => {
  it('loads no zod and no schema before the first call', async () => {
    // Every module a browser bundle of `src/index.ts` loads before anything runs.
    const { modules } = await staticallyLoaded(new URL('./index.ts', import.meta.url), {
      external: ['zod', 'react', 'react-dom', '@tanstack/react-query'],
    });
    expect(modules).not.toContain('zod');
    expect(
      modules.filter((path) => /\/schemas\/|\/endpoints\.ts$|provisionalSchemas/.test(path)),
    ).toEqual([]);
  });

  it("marks the entry and every hook module 'use client'", () => {
    for (const file of ['./index.ts', './useReadHistory.ts', './useApiMutations.ts']) {
      expect(source(file).startsWith("'use client';"), file).toBe(true);
    }
  });
});
