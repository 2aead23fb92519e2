/**
 * The health endpoints a load balancer or orchestrator polls (docs/operations.md, "Process layout"):
 * - `GET /livez`: the process answers (its event loop runs); nothing else is asked, so a database
 *   outage never gets every process restarted at once;
 * - `GET /readyz`: the process can serve: the database answers, every committed migration is
 *   applied, Redis answers (when REDIS_URL is set), and the process is not stopping;
 * - `GET /healthz`: the older check, the database only, kept for the monitors that use it.
 */
import type { FastifyInstance, FastifyReply } from 'fastify';
import { Redis } from 'ioredis';
import type { DatabaseHandle } from '../db/client.ts';
import { migrationsApplied } from '../db/migration-state.ts';

/** Set by the process when it begins to stop (SIGTERM): `/readyz` answers 503 from then on. */
export interface ServingState {
  stopping: boolean;
}

export interface HealthRouteOptions {
  database: DatabaseHandle;
  redisUrl: string | undefined;
  serving: ServingState;
}

/** Why a process is not ready, as `/readyz` names it. */
export type NotReadyReason = 'stopping' | 'database unreachable' | 'migrations pending' | 'redis unreachable';

/** Longest a readiness check waits for one answer: a hung dependency is as bad as a dead one. */
const CHECK_TIMEOUT_MS = 2000;

function withinTimeout<T>(work: Promise<T>): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error('no answer in time')), CHECK_TIMEOUT_MS);
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

/**
 * A connection of its own for the readiness PING: the rate limits' and the chat's connections
 * queue or fall back while Redis is away, so they cannot say whether it answers now.
 */
function redisProbe(url: string) {
  const redis = new Redis(url, {
    lazyConnect: true,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    connectTimeout: CHECK_TIMEOUT_MS,
    commandTimeout: CHECK_TIMEOUT_MS,
  });
  // Unreachable shows in the readiness answer; unheard, the 'error' event would end the process.
  redis.on('error', () => undefined);
  void redis.connect().catch(() => undefined);
  return {
    async answers(): Promise<boolean> {
      try {
        return (await withinTimeout(redis.ping())) === 'PONG';
      } catch {
        return false;
      }
    },
    close: () =>
      redis.quit().then(
        () => undefined,
        () => redis.disconnect(),
      ),
  };
}

/** What keeps the process from serving now; empty when it is ready. */
async function notReadyReasons(
  options: HealthRouteOptions,
  redis: ReturnType<typeof redisProbe> | undefined,
): Promise<NotReadyReason[]> {
  const reasons: NotReadyReason[] = [];
  if (options.serving.stopping) reasons.push('stopping');
  const [database, redisAnswers] = await Promise.all([
    withinTimeout(migrationsApplied(options.database.db)).then(
      (applied): NotReadyReason | undefined => (applied ? undefined : 'migrations pending'),
      (): NotReadyReason => 'database unreachable',
    ),
    redis?.answers() ?? true,
  ]);
  if (database) reasons.push(database);
  if (!redisAnswers) reasons.push('redis unreachable');
  return reasons;
}

const noStore = (reply: FastifyReply) => reply.header('Cache-Control', 'no-store');

export async function healthRoutes(app: FastifyInstance, options: HealthRouteOptions) {
  const redis = options.redisUrl ? redisProbe(options.redisUrl) : undefined;
  app.addHook('onClose', async () => {
    await redis?.close();
  });

  app.get('/livez', async (_request, reply) => {
    noStore(reply);
    return { status: 'ok' };
  });

  app.get('/readyz', async (request, reply) => {
    noStore(reply);
    const reasons = await notReadyReasons(options, redis);
    if (reasons.length === 0) return { status: 'ready' };
    if (!options.serving.stopping) request.log.warn({ reasons }, 'not ready');
    return reply.code(503).send({ status: 'unavailable', reasons });
  });

  app.get('/healthz', async (request, reply) => {
    noStore(reply);
    try {
      await options.database.ping();
      return { status: 'ok' };
    } catch (error) {
      request.log.error({ err: error }, 'health check failed');
      return reply.code(503).send({ status: 'unavailable' });
    }
  });
}
