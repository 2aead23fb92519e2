/**
 * Issue 24: readiness apart from liveness (docs/operations.md, "Process layout"). `GET /readyz`
 * answers 200 when the database answers, every committed migration is applied and Redis answers
 * (when REDIS_URL is set), and 503 naming what is not so; `GET /livez` answers 200 whenever the
 * process runs, so an outage of a dependency never gets every process restarted. The 503 while a
 * process stops is shown in shutdown.test.ts.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { freePort, waitUntil } from './helpers/server-process.ts';
import { startTestServer, type TestServer } from './helpers/test-server.ts';

async function health(server: TestServer, path: '/readyz' | '/livez') {
  const response = await fetch(`${server.baseUrl}${path}`);
  return {
    status: response.status,
    body: (await response.json()) as unknown,
    cache: response.headers.get('cache-control'),
  };
}

/** Polls `/readyz` until it answers `status`; answers its last body. */
async function readinessBecomes(server: TestServer, status: 200 | 503, timeoutMs: number) {
  let last: Awaited<ReturnType<typeof health>> | undefined;
  await waitUntil(
    async () => (last = await health(server, '/readyz')).status === status,
    timeoutMs,
    `/readyz answers ${status}`,
  );
  return last!.body;
}

/** The Redis test stops and starts a redis-server of its own (Debian's redis-server package). */
const hasRedisServer = spawnSync('redis-server', ['--version']).status === 0;
const NO_REDIS = 'skipped: needs the redis-server command (apt-get install redis-server)';
if (!hasRedisServer) console.warn(`tests/server/readyz.test.ts: the Redis case is ${NO_REDIS}`);

const servers: TestServer[] = [];
afterAll(async () => {
  for (const server of servers) await server.close();
});

describe('GET /readyz and GET /livez', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ seed: false });
    servers.push(server);
  }, 60_000);

  it('answers ready when the database answers and has every migration', async () => {
    expect(await health(server, '/readyz')).toEqual({
      status: 200,
      body: { status: 'ready' },
      cache: 'no-store',
    });
    expect(await health(server, '/livez')).toEqual({
      status: 200,
      body: { status: 'ok' },
      cache: 'no-store',
    });
  });

  it('answers 503 "migrations pending" when the database lacks the newest migration', async () => {
    const db = server.database.handle.db;
    const newest = (await db.execute(
      sql`delete from drizzle.__drizzle_migrations where created_at = (select max(created_at) from drizzle.__drizzle_migrations) returning hash, created_at`,
    )) as unknown as { rows: { hash: string; created_at: string }[] };
    expect(newest.rows).toHaveLength(1);
    try {
      expect(await health(server, '/readyz')).toMatchObject({
        status: 503,
        body: { status: 'unavailable', reasons: ['migrations pending'] },
      });
      expect((await health(server, '/livez')).status).toBe(200);
    } finally {
      const { hash, created_at: createdAt } = newest.rows[0]!;
      await db.execute(
        sql`insert into drizzle.__drizzle_migrations (hash, created_at) values (${hash}, ${createdAt})`,
      );
    }
    expect((await health(server, '/readyz')).status).toBe(200);
  });

  it('answers 503 "database unreachable" when the database is gone, while the process stays live', async () => {
    const gone = await startTestServer({ seed: false });
    servers.push(gone);
    await gone.database.handle.close();
    expect(await health(gone, '/readyz')).toMatchObject({
      status: 503,
      body: { status: 'unavailable', reasons: ['database unreachable'] },
    });
    expect((await health(gone, '/livez')).status).toBe(200);
  });
});

describe.skipIf(!hasRedisServer)(
  `GET /readyz with REDIS_URL${hasRedisServer ? '' : ` (${NO_REDIS})`}`,
  () => {
    let redis: ChildProcess | undefined;
    let port: number;
    /** A Redis of this test's own, so stopping it touches nobody else's. */
    const startRedis = async () => {
      redis = spawn(
        'redis-server',
        ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
        {
          stdio: 'ignore',
        },
      );
      await once(redis, 'spawn');
    };
    const stopRedis = async () => {
      if (!redis || redis.exitCode !== null) return;
      const exited = once(redis, 'exit');
      redis.kill('SIGKILL');
      await exited;
    };
    afterEach(stopRedis);

    it('answers 503 "redis unreachable" while Redis is away, and ready once it is back', async () => {
      port = await freePort();
      await startRedis();
      const server = await startTestServer({ seed: false, env: { REDIS_URL: `redis://127.0.0.1:${port}` } });
      servers.push(server);
      expect(await readinessBecomes(server, 200, 10_000)).toEqual({ status: 'ready' });

      await stopRedis();
      expect(await readinessBecomes(server, 503, 5000)).toEqual({
        status: 'unavailable',
        reasons: ['redis unreachable'],
      });
      expect((await health(server, '/livez')).status).toBe(200);

      await startRedis();
      expect(await readinessBecomes(server, 200, 15_000)).toEqual({ status: 'ready' });
    }, 60_000);
  },
);
