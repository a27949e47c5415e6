import { readdirSync } from 'node:fs';
import { defineConfig } from 'tsup';

const publicEntries = { index: 'src/index.ts' };

// Each hook module as an entry of its own, so that the index re-exports each from a chunk of
// its own: an app that uses one hook ships that hook, not every mutation hook (with
// TanStack's MutationObserver) beside it. Not in `exports`: reached through the index only.
const apartModules = Object.fromEntries(
  readdirSync('src')
    .filter((file) => /^(?!index\.)[^.]+\.ts$/.test(file))
    .map((file) => [file.replace(/\.ts$/, ''), `src/${file}`]),
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
  external: [
    'zod',
    'react',
    'react-dom',
    '@tanstack/react-query',
    /^@cw\/(api-client|contract)(\/|$)/,
  ],
});
