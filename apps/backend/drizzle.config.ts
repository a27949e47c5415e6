import { defineConfig } from 'drizzle-kit';

// One set of migrations serves PGlite and PostgreSQL; the service applies them at start
// (src/db/client.ts), so drizzle-kit is only used to generate them.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema.ts',
  out: './drizzle',
  strict: true,
  verbose: true,
});
