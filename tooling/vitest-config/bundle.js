// What a browser bundle of an entry loads before anything runs: the API packages check that
// zod and the endpoint schemas stay behind the dynamic import their client follows on its first
// call (`clientEntry.test.ts` of @cw/api-client and @cw/api-client-react).
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

/**
 * The modules an esbuild metafile's entry output loads through static imports, its own and its
 * chunks' inputs and the externals they import (`'zod'`), and the chunks it leaves behind a
 * dynamic `import()`.
 */
export function staticImports(metafile) {
  const { outputs } = metafile;
  const entryOutput = Object.keys(outputs).find((path) => outputs[path]?.entryPoint);
  if (!entryOutput) throw new Error('no entry output');
  const seen = new Set();
  const modules = new Set();
  const lazy = [];
  const pending = [entryOutput];
  while (pending.length > 0) {
    const path = pending.pop();
    if (seen.has(path)) continue;
    seen.add(path);
    const output = outputs[path];
    if (!output) {
      modules.add(path); // an external
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

/**
 * Bundles `entry` for the browser as an app would (ESM, code splitting), workspace packages
 * from their sources (`@cw/source`, as the tests read them), nothing written, and returns
 * {@link staticImports} of it.
 */
export async function staticallyLoaded(entry, { external = [] } = {}) {
  const result = await build({
    entryPoints: [entry instanceof URL ? fileURLToPath(entry) : entry],
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'browser',
    conditions: ['@cw/source'],
    outdir: '/virtual-out',
    write: false,
    metafile: true,
    external,
    logLevel: 'silent',
  });
  return staticImports(result.metafile);
}
