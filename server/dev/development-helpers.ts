/**
 * The development helpers: the mail outbox and the feedback list. Registered outside production
 * only, so in production their paths do not exist at all (whatever the client's address).
 */
import type { FastifyInstance } from 'fastify';
import type { ServerConfig } from '../config.ts';
import type { Database } from '../db/client.ts';
import { devFeedbackRoutes } from './feedback.routes.ts';
import { devOutboxRoutes } from './outbox.routes.ts';

export interface DevelopmentHelperDeps {
  config: ServerConfig;
  db: Database;
}

/** Registers the development helpers, unless this is production. */
export async function developmentHelperRoutes(app: FastifyInstance, deps: DevelopmentHelperDeps) {
  if (deps.config.nodeEnv === 'production') return;
  await app.register(devOutboxRoutes, deps);
  await app.register(devFeedbackRoutes, deps);
}
