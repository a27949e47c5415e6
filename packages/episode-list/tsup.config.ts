import { defineConfig } from 'tsup';

export default defineConfig({
  entry: ['src/index.ts'],
  format: ['esm'],
  dts: true,
  clean: true,
  sourcemap: true,
  target: 'es2022',
  // Workspace packages and zod stay imports: the app bundles one copy of each.
  external: ['react', 'react-dom', /^@cw\//, 'zod'],
});
