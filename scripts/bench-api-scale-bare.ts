/**
 * The bare baseline of `npm run bench:api:scale`: Fastify with the form-body parser and one pg
 * pool of 10 connections. `POST /bare/{name}` runs the statements our server ran for that call
 * (captured from Drizzle by the benchmark, with their parameters), all at once, and answers their
 * rows as JSON. No envelope, no validation, no mapping: what Fastify and PostgreSQL cost alone.
 *
 * Started by scripts/bench-api-scale.ts with PORT, DATABASE_URL and BARE_SETUP (JSON, ScaleBareSetup).
 */
import formbody from '@fastify/formbody';
import Fastify from 'fastify';
import pg from 'pg';

export interface ScaleBareSetup {
  /** Each call's statements, by the call's name in the benchmark. */
  calls: Record<string, { sql: string; params: unknown[] }[]>;
}

const setup = JSON.parse(process.env.BARE_SETUP ?? '') as ScaleBareSetup;
const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });
pool.on('error', () => undefined);

const app = Fastify({ logger: false });
await app.register(formbody);

for (const [name, statements] of Object.entries(setup.calls)) {
  app.post(`/bare/${name}`, async () =>
    Promise.all(
      statements.map(async (statement) => (await pool.query(statement.sql, statement.params)).rows),
    ),
  );
}

app.get('/healthz', async () => ({ status: 'ok' }));

await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
process.on('SIGTERM', () => {
  void app
    .close()
    .then(() => pool.end())
    .then(() => process.exit(0));
});
