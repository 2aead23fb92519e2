/**
 * Every answer carries its request id (X-Request-Id) and is counted: by route pattern and status,
 * an API call by its contract path and envelope status (the envelope answers refusals with HTTP
 * 200, so only it knows), and media answers by the bytes they send.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { apiCalls, httpRequestSeconds, mediaBytesServed } from '../core/metrics.ts';

/** Media routes (media/media.routes.ts) by the kind of file they serve. */
const MEDIA_KINDS: Readonly<Record<string, string>> = {
  '/media/p/*': 'public',
  '/media/o/*': 'original',
  '/media/e/*': 'encrypted',
  '/media/h/:exp/:v/:sig/*': 'hls',
  // A member's data export (modules/data-exports/data-export.routes.ts).
  '/media/x/*': 'export',
};

/** The envelope's route (http/envelope.ts). */
const API_ROUTE = '/api/:group/:action';

/** What the envelope tells about the call it answered. */
interface CallNote {
  /** The contract's path (`user/getUserInfo`); unset for a path that names no call. */
  call?: string;
  /** The envelope's status: 1, 0 or 422. */
  status?: number;
}

const callNotes = new WeakMap<FastifyRequest, CallNote>();

function noteOf(request: FastifyRequest): CallNote {
  let note = callNotes.get(request);
  if (!note) {
    note = {};
    callNotes.set(request, note);
  }
  return note;
}

/** The envelope found the call this request names. */
export function noteApiCall(request: FastifyRequest, call: string): void {
  noteOf(request).call = call;
}

/** The envelope answered this request with `status`. */
export function noteApiStatus(request: FastifyRequest, status: number): void {
  noteOf(request).status = status;
}

function record(request: FastifyRequest, reply: FastifyReply) {
  const note = callNotes.get(request);
  const pattern = request.routeOptions.url;
  const statusCode = reply.statusCode;
  httpRequestSeconds.observe(
    {
      method: request.method,
      route: note?.call ? `/api/${note.call}` : (pattern ?? 'unmatched'),
      status_code: statusCode,
    },
    reply.elapsedTime / 1000,
  );
  // Any other sealed answer (a 404 of another path) is not an API call.
  if (note?.status !== undefined && (note.call !== undefined || pattern === API_ROUTE))
    apiCalls.inc({ call: note.call ?? 'unknown', status: note.status });
  const kind = pattern === undefined ? undefined : MEDIA_KINDS[pattern];
  if (kind !== undefined && statusCode < 300) {
    const length = Number(reply.getHeader('content-length'));
    if (length > 0) mediaBytesServed.inc({ kind }, length);
  }
}

/** Installs the id header and the counting on every route; call it before any route is registered. */
export function observeRequests(app: FastifyInstance): void {
  app.addHook('onRequest', (request, reply, done) => {
    reply.header('X-Request-Id', request.id);
    done();
  });
  app.addHook('onResponse', (request, reply, done) => {
    record(request, reply);
    done();
  });
}
