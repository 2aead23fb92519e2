import { defineConfig } from 'drizzle-kit';

/** drizzle-kit generates the committed SQL migrations that the server runs at start. */
export default defineConfig({
  dialect: 'postgresql',
  schema: './server/db/schema.ts',
  out: './server/migrations',
});
