import { defineConfig } from 'drizzle-kit';

/**
 * drizzle-kit generates the committed SQL migrations that the server runs at start, from every
 * domain's schema file under server/db/schema/.
 */
export default defineConfig({
  dialect: 'postgresql',
  schema: './server/db/schema/',
  out: './server/migrations',
});
