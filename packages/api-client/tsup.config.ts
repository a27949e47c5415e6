import { defineConfig } from 'tsup';

export default defineConfig({
  entry: {
    'schemas/index': 'src/schemas/index.ts',
    'constants/index': 'src/constants/index.ts',
    'client/index': 'src/client/index.ts',
    'endpoints/index': 'src/endpoints/index.ts',
    'fixtures/index': 'src/fixtures/index.ts',
    'queries/index': 'src/react/queries.ts',
    'react/index': 'src/react/index.ts',
    serviceToken: 'src/serviceToken.ts',
  },
  format: ['esm'],
  dts: true,
  clean: true,
  sourcemap: true,
  target: 'es2022',
  external: ['zod', 'react', 'react-dom', '@tanstack/react-query', 'jose'],
});
