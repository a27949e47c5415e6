import { defineConfig } from 'tsup';

export default defineConfig({
  entry: ['src/index.ts'],
  format: ['esm'],
  dts: true,
  clean: true,
  sourcemap: true,
  target: 'es2022',
  // Workspace packages stay imports: the app and its service worker bundle one copy of each.
  external: [/^@cw\//],
});
