import { readFileSync } from 'node:fs';
import { build, type Metafile } from 'esbuild';
import { describe, expect, it } from 'vitest';

/** Every module a browser bundle of `src/index.ts` loads before anything runs (static imports). */
async function staticallyLoaded(entry: string): Promise<string[]> {
  const result = await build({
    entryPoints: [new URL(entry, import.meta.url).pathname],
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'browser',
    // Workspace packages from their sources, as the tests read them.
    conditions: ['@cw/source'],
    outdir: '/virtual-out',
    write: false,
    metafile: true,
    external: ['zod', 'react', 'react-dom', '@tanstack/react-query'],
    logLevel: 'silent',
  });
  const outputs: Metafile['outputs'] = result.metafile.outputs;
  const entryOutput = Object.keys(outputs).find((path) => outputs[path]?.entryPoint);
  if (!entryOutput) throw new Error('no entry output');
  const seen = new Set<string>();
  const modules = new Set<string>();
  const pending = [entryOutput];
  while (pending.length > 0) {
    const path = pending.pop() as string;
    if (seen.has(path)) continue;
    seen.add(path);
    const output = outputs[path];
    if (!output) {
      modules.add(path);
      continue;
    }
    for (const input of Object.keys(output.inputs)) modules.add(input);
    for (const imported of output.imports)
      if (imported.kind !== 'dynamic-import') pending.push(imported.path);
  }
  return [...modules];
}

const source = (file: string) => readFileSync(new URL(file, import.meta.url), 'utf8');

describe('@cw/api-client-react', () => {
  it('loads no zod and no schema before the first call', async () => {
    const modules = await staticallyLoaded('./index.ts');
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
