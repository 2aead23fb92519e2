/** Assembles the Fastify server from its plugins; main.ts and the tests both build it here. */
import formbody from '@fastify/formbody';
import Fastify, { type FastifyInstance } from 'fastify';
import type { ServerConfig } from './config.ts';
import type { DatabaseHandle } from './db/client.ts';
import { envelopeRoutes } from './http/envelope.ts';
import { installErrorHandlers } from './http/errors.ts';
import { securityHeaders } from './http/security.ts';
import { hasBuiltApp, staticSite } from './http/static-site.ts';
import { loadServerMessages, type ServerMessages } from './i18n/messages.ts';
import { mediaRoutes } from './media/media.routes.ts';
import { createMediaUrls } from './media/signing.ts';
import { createLocalDiskStorage, type MediaStorage } from './media/storage.ts';
import { buildHandlers } from './modules/index.ts';

/** Largest accepted request body; the envelope of any call is far smaller. Uploads get their own limit. */
export const API_BODY_LIMIT = 256 * 1024;

export interface AppDeps {
  database: DatabaseHandle;
  storage?: MediaStorage;
  messages?: ServerMessages;
}

/** Builds the server without listening, so tests can start it on port 0. */
export async function buildApp(config: ServerConfig, deps: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({
    logger: { level: config.nodeEnv === 'test' ? 'silent' : config.logLevel },
    bodyLimit: API_BODY_LIMIT,
    // Let in-flight requests finish on close while refusing new keep-alive requests.
    return503OnClosing: true,
    forceCloseConnections: 'idle',
  });
  const storage = deps.storage ?? createLocalDiskStorage(config.mediaDir);
  const messages = deps.messages ?? loadServerMessages();
  const media = createMediaUrls(config.mediaSigningKey);
  const hasAppShell = hasBuiltApp(config.distDir);

  installErrorHandlers(app, { config, messages, hasAppShell });
  await securityHeaders(app, config);
  await app.register(formbody, { bodyLimit: API_BODY_LIMIT });

  app.get('/healthz', async (request, reply) => {
    reply.header('Cache-Control', 'no-store');
    try {
      await deps.database.ping();
      return { status: 'ok' };
    } catch (error) {
      request.log.error({ err: error }, 'health check failed');
      return reply.code(503).send({ status: 'unavailable' });
    }
  });

  await app.register(mediaRoutes, { storage, urls: media });
  await app.register(envelopeRoutes, {
    config,
    db: deps.database.db,
    media,
    messages,
    handlers: buildHandlers(),
  });
  if (hasAppShell) await app.register(staticSite, { distDir: config.distDir });
  return app;
}
