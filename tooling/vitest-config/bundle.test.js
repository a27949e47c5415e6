import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { staticallyLoaded, staticImports } from './bundle.js';

describe('staticallyLoaded', () => {
  const dir = mkdtempSync(join(tmpdir(), 'cw-bundle-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const files = {
    'entry.js':
      "import { shared } from './shared.js';\n" +
      "export const later = () => import('./later.js').then((m) => m.later + shared);\n",
    'shared.js': "export const shared = 'shared';\n",
    'later.js': "import { z } from 'zod';\nexport const later = z.string().parse('later');\n",
  };
  for (const [file, source] of Object.entries(files)) writeFileSync(join(dir, file), source);
  const names = (paths) => paths.map((path) => path.split('/').at(-1)).sort();

  it('lists what the entry imports statically, and leaves the dynamic import for later', async () => {
    const { modules, lazy } = await staticallyLoaded(pathToFileURL(join(dir, 'entry.js')), {
      external: ['zod'],
    });
    expect(names(modules)).toEqual(['entry.js', 'shared.js']);
    expect(lazy).toHaveLength(1);
  });

  it('lists an external by its name where it is imported statically', async () => {
    const { modules } = await staticallyLoaded(join(dir, 'later.js'), { external: ['zod'] });
    expect(modules).toContain('zod');
  });
});

describe('staticImports', () => {
  const output = (inputs, imports = [], entryPoint) => ({
    inputs: Object.fromEntries(inputs.map((input) => [input, { bytesInOutput: 1 }])),
    imports,
    exports: [],
    bytes: 1,
    ...(entryPoint ? { entryPoint } : {}),
  });

  it('follows static imports of chunks, not dynamic ones', () => {
    const metafile = {
      inputs: {},
      outputs: {
        'out/chunk-lazy.js': output(['src/lazy.ts']),
        'out/chunk-shared.js': output(
          ['src/shared.ts'],
          [{ path: 'zod', kind: 'import-statement', external: true }],
        ),
        'out/index.js': output(
          ['src/index.ts'],
          [
            { path: 'out/chunk-shared.js', kind: 'import-statement' },
            { path: 'out/chunk-lazy.js', kind: 'dynamic-import' },
          ],
          'src/index.ts',
        ),
      },
    };
    const { modules, lazy } = staticImports(metafile);
    expect(modules.sort()).toEqual(['src/index.ts', 'src/shared.ts', 'zod']);
    expect(lazy).toEqual(['out/chunk-lazy.js']);
  });

  it('throws without an entry output', () => {
    expect(() => staticImports({ inputs: {}, outputs: { 'out/a.js': output(['a.ts']) } })).toThrow(
      'no entry output',
    );
  });
});
