import { readdirSync } from 'node:fs';
import { defineConfig } from 'tsup';

// One entry per folder of src; `.` and `./client` in `exports` share `index`.
const publicEntries = {
  index: 'src/client/index.ts',
  'schemas/index': 'src/schemas/index.ts',
  'constants/index': 'src/constants/index.ts',
  'endpoints/index': 'src/endpoints/index.ts',
  'fixtures/index': 'src/fixtures/index.ts',
  'queries/index': 'src/queries/index.ts',
  'react/index': 'src/react/index.ts',
  'serviceToken/index': 'src/serviceToken/index.ts',
};

// The modules behind `queries` and `react` as entries of their own, so that their index
// re-exports each from a chunk of its own: an app that uses one query hook ships that hook
// and its query, not every mutation hook (with TanStack's MutationObserver) beside it. Not in
// `exports`: reached through the indexes only.
const apartModules = Object.fromEntries(
  ['queries', 'react'].flatMap((folder) =>
    readdirSync(`src/${folder}`)
      .filter((file) => /^(?!index\.)[^.]+\.ts$/.test(file))
      .map((file) => [`${folder}/${file.replace(/\.ts$/, '')}`, `src/${folder}/${file}`]),
  ),
);

export default defineConfig({
  entry: { ...publicEntries, ...apartModules },
  format: ['esm'],
  // `npm start` builds only what it serves: no type declarations (CW_SKIP_DECLARATIONS, root
  // package.json); every other build writes them.
  dts: process.env.CW_SKIP_DECLARATIONS === '1' ? false : { entry: publicEntries },
  clean: true,
  sourcemap: true,
  target: 'es2022',
  external: ['zod', 'react', 'react-dom', '@tanstack/react-query', 'jose'],
});
