import { defineConfig } from 'tsup';

export default defineConfig({
  // One entry per folder of src; `.` and `./client` in `exports` share `index`.
  entry: {
    index: 'src/client/index.ts',
    'schemas/index': 'src/schemas/index.ts',
    'constants/index': 'src/constants/index.ts',
    'endpoints/index': 'src/endpoints/index.ts',
    'fixtures/index': 'src/fixtures/index.ts',
    'queries/index': 'src/queries/index.ts',
    'react/index': 'src/react/index.ts',
    'serviceToken/index': 'src/serviceToken/index.ts',
  },
  format: ['esm'],
  dts: true,
  clean: true,
  sourcemap: true,
  target: 'es2022',
  external: ['zod', 'react', 'react-dom', '@tanstack/react-query', 'jose'],
});
