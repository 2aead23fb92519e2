/**
 * One error handler and one not-found handler for the whole server: 5xx details never leave it.
 * Fastify's own answers (an over-long or broken URL, a broken request line, headers too large)
 * go through `frameworkErrorsOf` and `clientErrorHandlerOf`, so an API client never meets
 * Fastify's JSON.
 */
import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { STATUS_ERROR } from '../../src/contract/envelope.ts';
import type { ServerConfig } from '../config.ts';
import { resolveAcceptLanguage } from '../i18n/accept-language.ts';
import type { ServerMessages } from '../i18n/messages.ts';
import { envelopeCryptoOf } from './envelope-crypto.ts';
import { localeOf, sendSealedError } from './envelope.ts';
import { hasLocalePrefix, type AppShellDocument, type DocumentContent } from './app-shell.ts';
import { serveAppShell } from './static-site.ts';

const isApi = (url: string) => url === '/api' || url.startsWith('/api/');

/** At most this many characters of an unknown path are echoed back in the message. */
const ECHOED_PATH_LENGTH = 64;
const echoedPath = (url: string) => {
  const path = url.split('?')[0]!.replace(/^\/api\/?/, '');
  return path.length > ECHOED_PATH_LENGTH ? `${path.slice(0, ECHOED_PATH_LENGTH)}…` : path;
};

type ErrorDeps = { config: ServerConfig; messages: ServerMessages };

/**
 * Fastify's `frameworkErrors` option: a URL parameter over `maxParamLength` (414) or a URL that
 * does not decode (400). On the API it is the sealed "unknown call"; elsewhere plain text.
 */
export function frameworkErrorsOf(deps: ErrorDeps) {
  return (error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    request.log.info({ code: error.code }, 'refused url');
    if (isApi(request.url)) {
      return sendSealedError(reply, deps, localeOf(request), 'server.error.unknownCall', {
        path: echoedPath(request.url),
      });
    }
    const status = error.statusCode && error.statusCode >= 400 ? error.statusCode : 400;
    return reply.code(status).type('text/plain; charset=utf-8').send('Bad Request');
  };
}

/**
 * Node's `clientError` (a broken request line, headers over the size limit, a request timeout):
 * no request exists yet, so neither the path nor Accept-Language is known. The answer is the
 * sealed client-mistake answer in the default language, and the connection is closed.
 */
export function clientErrorHandlerOf(deps: ErrorDeps) {
  return (error: Error & { code?: string }, socket: Socket) => {
    if (error.code === 'ECONNRESET' || socket.destroyed) return;
    const id = error.code === 'HPE_HEADER_OVERFLOW' ? 'server.error.bodyTooLarge' : 'server.error.malformed';
    const msg = deps.messages.format(resolveAcceptLanguage(undefined), id, {});
    const body = envelopeCryptoOf(deps.config.keys).sealedBody({ status: STATUS_ERROR, msg, data: null });
    if (socket.writable) {
      socket.write(
        'HTTP/1.1 200 OK\r\n' +
          'Content-Type: application/json; charset=utf-8\r\n' +
          'Cache-Control: no-store\r\n' +
          'Connection: close\r\n' +
          `Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
      );
    }
    socket.destroy(error);
  };
}

/** Installs the handlers; API errors are sealed answers, other errors plain text without internals. */
export function installErrorHandlers(
  app: FastifyInstance,
  deps: ErrorDeps & { appShell: AppShellDocument | undefined; documentContent?: DocumentContent | undefined },
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
      return sendSealedError(reply, deps, localeOf(request), 'server.error.unknownCall', {
        path: echoedPath(request.url),
      });
    }
    const wantsHtml = (request.headers.accept ?? '').includes('text/html');
    const isOwnPrefix = /^\/(media|healthz)(\/|$|\?)/.test(request.url);
    // An app page (its path starts with a language) is the app's document whatever the client
    // accepts: link-preview robots send `Accept: */*` and must see a shared creator page or post
    // (its share tags, or its 404). Other unknown paths (assets, media) stay a plain 404.
    if (
      deps.appShell &&
      (request.method === 'GET' || request.method === 'HEAD') &&
      (wantsHtml || hasLocalePrefix(request.url)) &&
      !isOwnPrefix
    ) {
      return serveAppShell(request, reply, deps.appShell, deps.documentContent);
    }
    return reply.code(404).type('text/plain; charset=utf-8').send('Not Found');
  });
}
