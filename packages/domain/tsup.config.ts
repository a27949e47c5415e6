import { defineConfig } from 'tsup';

export default defineConfig({
  entry: ['src/index.ts'],
  format: ['esm', 'cjs'],
  // `npm start` builds only what it serves: no type declarations (CW_SKIP_DECLARATIONS, root
  // package.json); every other build writes them.
  dts: process.env.CW_SKIP_DECLARATIONS !== '1',
  clean: true,
  sourcemap: true,
  target: 'es2022',
});
