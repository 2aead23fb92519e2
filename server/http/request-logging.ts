/**
 * The server's log (docs/operations.md, "Metrics and logs"): JSON lines from pino, each line of a
 * request carrying its request id (`requestId`), the id the answer carries in X-Request-Id. No
 * line may carry a secret: request and answer bodies are never logged, the credential headers are
 * censored wherever they appear, and the values of a URL's query (an OAuth code, a signature) are
 * left out.
 */
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { LogController, type FastifyRequest, type FastifyServerOptions } from 'fastify';
import type { ServerConfig } from '../config.ts';
import { trustedPeerOf } from './trusted-proxy.ts';

export const REQUEST_ID_HEADER = 'x-request-id';

/** Log levels at which every request is logged (Fastify's own lines). */
const REQUEST_LOG_LEVELS: ReadonlySet<string> = new Set(['debug', 'trace']);

/** nginx's `$request_id` (32 hex digits), a UUID, or any id of letters, digits and `._:-`. */
const WELL_FORMED_REQUEST_ID = /^[A-Za-z0-9][A-Za-z0-9._:-]{0,127}$/;

/**
 * Paths pino censors in every line. Headers show up when something logs a request, an answer or an
 * HTTP client's error (`err.headers`); the field names catch a credential logged by mistake.
 */
const REDACTED_LOG_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'req.headers["set-cookie"]',
  'res.headers["set-cookie"]',
  'headers.authorization',
  'headers.cookie',
  'headers["set-cookie"]',
  '*.headers.authorization',
  '*.headers.cookie',
  '*.headers["set-cookie"]',
  // A failed query's parameters (Drizzle's error) may hold what was being written.
  'err.params',
  'err.cause.params',
  ...['password', 'token', 'secret', 'totpSecret', 'cardNumber', 'cvc'].flatMap((field) => [
    field,
    `*.${field}`,
  ]),
];

/** pino's redaction of those paths; the worker's log uses it too. */
export const LOG_REDACTION = { paths: REDACTED_LOG_PATHS, censor: '[redacted]' };

/** The id of a request: a trusted proxy's well-formed X-Request-Id, else a new one. */
export function requestIdsOf(config: Pick<ServerConfig, 'trustProxy'>): (raw: IncomingMessage) => string {
  const trusted = trustedPeerOf(config.trustProxy);
  return (raw) => {
    const sent = raw.headers[REQUEST_ID_HEADER];
    if (typeof sent === 'string' && WELL_FORMED_REQUEST_ID.test(sent) && trusted(raw.socket.remoteAddress))
      return sent;
    return randomUUID();
  };
}

/** A URL with the names of its query parameters and none of their values. */
export function urlForLog(url: string): string {
  const mark = url.indexOf('?');
  if (mark < 0) return url;
  const names = url
    .slice(mark + 1)
    .split('&')
    .map((pair) => pair.split('=')[0])
    .filter((name) => name !== '');
  return `${url.slice(0, mark)}?${names.map((name) => `${name}=…`).join('&')}`;
}

/** Fastify's own request serializer, with the URL as urlForLog writes it. */
function requestForLog(request: FastifyRequest) {
  return {
    method: request.method,
    url: urlForLog(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

/** Fastify's logging options: where lines go, at which level, censored how, with which ids. */
export function loggingOptionsOf(
  config: Pick<ServerConfig, 'logLevel' | 'nodeEnv' | 'trustProxy'>,
  stream?: { write(line: string): void },
): Pick<FastifyServerOptions, 'logger' | 'genReqId' | 'requestIdHeader' | 'logController'> {
  const common = {
    redact: LOG_REDACTION,
    serializers: { req: requestForLog },
  };
  return {
    logger: stream
      ? { ...common, level: config.logLevel, stream }
      : { ...common, level: config.nodeEnv === 'test' ? 'silent' : config.logLevel },
    // The header is read by genReqId, which checks who sent it; Fastify would take any value.
    requestIdHeader: false,
    genReqId: requestIdsOf(config),
    logController: new LogController({
      // Fastify's two lines per request ("incoming request", "request completed") cost more CPU
      // than a small call itself (docs/decisions.md): they are written only at LOG_LEVEL debug or
      // trace. Errors, refused requests and everything a service logs are unaffected.
      disableRequestLogging: !REQUEST_LOG_LEVELS.has(config.logLevel),
      requestIdLogLabel: 'requestId',
    }),
  };
}
