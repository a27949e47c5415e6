import { defineConfig } from 'tsup';

export default defineConfig({
  entry: {
    serviceToken: 'src/serviceToken.ts',
    'schemas/index': 'src/schemas/index.ts',
  },
  format: ['esm'],
  dts: true,
  clean: true,
  sourcemap: true,
  target: 'es2022',
  external: ['zod'],
});
