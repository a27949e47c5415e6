import { readdirSync } from 'node:fs';
import { defineConfig } from 'tsup';

// One entry per subpath of `exports`.
const publicEntries = {
  index: 'src/client/index.ts',
  'queries/index': 'src/queries/index.ts',
};

// The modules behind `queries` as entries of their own, so that its index re-exports each
// from a chunk of its own: an app that uses one query ships that query, not every mutation
// option beside it. Not in `exports`: reached through the index only.
const apartModules = Object.fromEntries(
  readdirSync('src/queries')
    .filter((file) => /^(?!index\.)[^.]+\.ts$/.test(file))
    .map((file) => [`queries/${file.replace(/\.ts$/, '')}`, `src/queries/${file}`]),
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
  // The contract stays an import: the client loads `@cw/contract/endpoints` (zod and every
  // schema) with a dynamic `import()` on its first call.
  external: ['zod', '@tanstack/react-query', /^@cw\/contract(\/|$)/],
});
