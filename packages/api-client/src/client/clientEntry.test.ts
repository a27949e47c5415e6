import { build, type Metafile } from 'esbuild';
import { describe, expect, it } from 'vitest';

/**
 * What a browser bundle of `@cw/api-client` and `/queries` loads before the first call:
 * everything reachable through static imports from the entry. zod (and every schema) must not
 * be among it, only behind the dynamic import the client follows on its first request.
 */
async function staticallyLoaded(entry: string): Promise<{ modules: string[]; lazy: string[] }> {
  const result = await build({
    entryPoints: [new URL(entry, import.meta.url).pathname],
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'browser',
    outdir: '/virtual-out',
    write: false,
    metafile: true,
    // Workspace packages (@cw/contract) from their sources, as the tests read them.
    conditions: ['@cw/source'],
    external: ['zod', 'react', 'react-dom', '@tanstack/react-query'],
    logLevel: 'silent',
  });
  const outputs: Metafile['outputs'] = result.metafile.outputs;
  const entryOutput = Object.keys(outputs).find((path) => outputs[path]?.entryPoint);
  if (!entryOutput) throw new Error('no entry output');
  const seen = new Set<string>();
  const lazy: string[] = [];
  const pending = [entryOutput];
  const modules = new Set<string>();
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
    for (const imported of output.imports) {
      if (imported.kind === 'dynamic-import') lazy.push(imported.path);
      else pending.push(imported.path);
    }
  }
  return { modules: [...modules], lazy };
}

const schemaModule = /\/schemas\/|\/endpoints\.ts$|provisionalSchemas/;

describe('browser entries', () => {
  it('@cw/api-client loads zod and the schemas only behind a dynamic import', async () => {
    const { modules, lazy } = await staticallyLoaded('./index.ts');
    expect(modules).not.toContain('zod');
    expect(modules.filter((path) => schemaModule.test(path))).toEqual([]);
    expect(lazy.length).toBeGreaterThan(0);
  });

  it('@cw/api-client/queries loads no zod and no schema', async () => {
    const { modules } = await staticallyLoaded('../queries/index.ts');
    expect(modules).not.toContain('zod');
    expect(modules.filter((path) => schemaModule.test(path))).toEqual([]);
  });
});
