/** One error handler and one not-found handler for the whole server: 5xx details never leave it. */
import type { FastifyError, FastifyInstance } from 'fastify';
import type { ServerConfig } from '../config.ts';
import type { ServerMessages } from '../i18n/messages.ts';
import { localeOf, sendSealedError } from './envelope.ts';
import { serveAppShell } from './static-site.ts';

const isApi = (url: string) => url === '/api' || url.startsWith('/api/');

/** Installs the handlers; API errors are sealed answers, other errors plain text without internals. */
export function installErrorHandlers(
  app: FastifyInstance,
  deps: { config: ServerConfig; messages: ServerMessages; hasAppShell: boolean },
) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const statusCode = error.statusCode && error.statusCode >= 400 ? error.statusCode : 500;
    if (statusCode >= 500) request.log.error({ err: error }, 'request failed');
    else request.log.info({ code: error.code, statusCode }, error.message);

    if (isApi(request.url)) {
      const locale = localeOf(request);
      const id =
        statusCode === 413
          ? 'server.error.bodyTooLarge'
          : statusCode >= 500
            ? 'server.error.internal'
            : 'server.error.malformed';
      return sendSealedError(reply, deps, locale, id);
    }
    const text = statusCode >= 500 ? 'Internal Server Error' : error.message || 'Bad Request';
    return reply.code(statusCode).type('text/plain; charset=utf-8').send(text);
  });

  app.setNotFoundHandler((request, reply) => {
    if (isApi(request.url)) {
      const path = request.url.split('?')[0]!.replace(/^\/api\/?/, '');
      return sendSealedError(reply, deps, localeOf(request), 'server.error.unknownCall', { path });
    }
    const wantsHtml = (request.headers.accept ?? '').includes('text/html');
    const isOwnPrefix = /^\/(media|healthz)(\/|$|\?)/.test(request.url);
    if (
      deps.hasAppShell &&
      (request.method === 'GET' || request.method === 'HEAD') &&
      wantsHtml &&
      !isOwnPrefix
    ) {
      return serveAppShell(reply);
    }
    return reply.code(404).type('text/plain; charset=utf-8').send('Not Found');
  });
}
