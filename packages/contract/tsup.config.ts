import { defineConfig } from 'tsup';

// One entry per subpath of `exports`; `./openapi.json` ships as it is.
const publicEntries = {
  'schemas/index': 'src/schemas/index.ts',
  'constants/index': 'src/constants/index.ts',
  'endpoints/index': 'src/endpoints/index.ts',
};

export default defineConfig({
  entry: publicEntries,
  format: ['esm'],
  // `npm start` builds only what it serves: no type declarations (CW_SKIP_DECLARATIONS, root
  // package.json); every other build writes them.
  dts: process.env.CW_SKIP_DECLARATIONS === '1' ? false : { entry: publicEntries },
  clean: true,
  sourcemap: true,
  target: 'es2022',
  external: ['zod'],
});
