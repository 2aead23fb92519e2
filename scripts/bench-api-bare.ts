/**
 * The bare baseline of `npm run bench:api`: Fastify with the form-body parser and nothing else.
 * `POST /api/app/config` answers a fixed body (the very bytes our server sent for app/config);
 * `POST /api/article/getList` runs the SQL our feed page runs (captured from Drizzle by the
 * benchmark) through one pg pool of 10 connections and answers the rows as JSON. No envelope, no
 * validation, no logging: what Fastify and PostgreSQL cost on their own.
 *
 * Started by scripts/bench-api.ts with PORT, DATABASE_URL and BARE_SETUP (JSON, see BareSetup).
 */
import formbody from '@fastify/formbody';
import Fastify from 'fastify';
import pg from 'pg';

export interface BareSetup {
  /** The JSON body app/config answers. */
  configBody: string;
  /** The feed page's statements in order, with their parameters: the posts, then their media. */
  feed: { sql: string; params: unknown[] }[];
}

const setup = JSON.parse(process.env.BARE_SETUP ?? '') as BareSetup;
const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });
pool.on('error', () => undefined);

const app = Fastify({ logger: false });
await app.register(formbody);

app.post('/api/app/config', async (_request, reply) => {
  reply.header('content-type', 'application/json; charset=utf-8');
  return setup.configBody;
});

app.post('/api/article/getList', async () => {
  const results: unknown[][] = [];
  for (const statement of setup.feed) results.push((await pool.query(statement.sql, statement.params)).rows);
  return results;
});

app.get('/healthz', async () => ({ status: 'ok' }));

await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
process.on('SIGTERM', () => {
  void app
    .close()
    .then(() => pool.end())
    .then(() => process.exit(0));
});
