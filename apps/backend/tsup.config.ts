import { defineConfig } from 'tsup';

export default defineConfig({
  entry: {
    main: 'src/main.ts',
    renderWorker: 'src/media/renderWorker.ts',
    import: 'src/import/cli.ts',
    bench: 'src/bench/httpBench.ts',
    'bench-fsync': 'src/bench/fsyncBench.ts',
  },
  format: ['esm'],
  platform: 'node',
  target: 'node24',
  clean: true,
  sourcemap: true,
  // Workspace packages are bundled from their source (the '@cw/source' export condition), so
  // dist/main.js runs without their builds; npm dependencies (PGlite loads its WASM next to its
  // own module) stay external. dist/ sits beside drizzle/, where src/db/client.ts finds the
  // migrations.
  noExternal: [/^@cw\//],
  // Dev-only tools the bench script loads at run time.
  external: ['autocannon'],
  esbuildOptions(options) {
    options.conditions = ['@cw/source'];
  },
});
