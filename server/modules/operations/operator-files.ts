/**
 * Private files an operator looks at (feedback images, and any like them whose viewing needs no
 * record; identity documents have their own route, applications/application-documents.ts): they
 * live under `documents/` in the media storage, which no media route serves. A console call that
 * shows one hands out `GET /ops-files/<key after documents/>?exp=…&sig=…`, a URL that works for a
 * few minutes and only with the cookie of the operator session it was made for, so a URL copied
 * out of the console (a screenshot, a shared link, a proxy log) opens nothing. Answers are
 * `no-store`: no browser or proxy keeps a copy.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { OPERATOR_COOKIE, resolveOperator } from '../../auth/operator-sessions.ts';
import type { Clock } from '../../core/clock.ts';
import type { Database } from '../../db/client.ts';
import { cookieValue } from '../../media/media-pass.ts';
import { STORED_FILE_POLICY, contentTypeOf, type MediaStorage } from '../../media/storage.ts';

/** Where the files are served. */
export const OPERATOR_FILE_ROUTE = '/ops-files/';
/** How long a file URL works: long enough to look, too short to pass around. */
export const OPERATOR_FILE_MINUTES = 5;

const DOCUMENTS_PREFIX = 'documents/';
/** Keeps these signatures apart from every other use of the media signing key. */
const SCOPE = 'ops-file';

/** Only pictures are ever shown to an operator; any other stored type is "not found". */
const SHOWN_TYPES: ReadonlySet<string> = new Set(['image/jpeg', 'image/png', 'image/gif', 'image/webp']);

export interface OperatorFileUrl {
  url: string;
  /** When the URL stops working: a page open longer asks for the item again. */
  expiresAt: Date;
}

function signature(secret: string, rest: string, exp: number, sessionId: number): string {
  return createHmac('sha256', secret).update(`${SCOPE}\n${rest}\n${exp}\n${sessionId}`).digest('base64url');
}

/** The URL of a stored file under `documents/` for one operator session. */
export function operatorFileUrl(secret: string, key: string, sessionId: number, now: Date): OperatorFileUrl {
  if (!key.startsWith(DOCUMENTS_PREFIX)) throw new Error(`Not a document key: ${key}`);
  const rest = key.slice(DOCUMENTS_PREFIX.length);
  const exp = Math.floor(now.getTime() / 1000) + OPERATOR_FILE_MINUTES * 60;
  const path = rest.split('/').map(encodeURIComponent).join('/');
  return {
    url: `${OPERATOR_FILE_ROUTE}${path}?exp=${exp}&sig=${signature(secret, rest, exp, sessionId)}`,
    expiresAt: new Date(exp * 1000),
  };
}

/** True when the signature is this session's, for this file, and has not expired. */
export function verifyOperatorFile(
  secret: string,
  rest: string,
  query: { exp?: unknown; sig?: unknown },
  sessionId: number,
  now: Date,
): boolean {
  const { exp, sig } = query;
  if (typeof exp !== 'string' || typeof sig !== 'string' || !/^\d{1,12}$/.test(exp)) return false;
  if (Number(exp) * 1000 < now.getTime()) return false;
  const expected = Buffer.from(signature(secret, rest, Number(exp), sessionId));
  const given = Buffer.from(sig);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

export interface OperatorFileRouteDeps {
  db: Database;
  storage: MediaStorage;
  /** The media signing key (MEDIA_SIGNING_KEY). */
  secret: string;
  clock: Clock;
}

function refuse(reply: FastifyReply, code: 403 | 404) {
  return reply
    .code(code)
    .header('Cache-Control', 'no-store')
    .type('text/plain; charset=utf-8')
    .send(code === 403 ? 'Forbidden' : 'Not found');
}

/** GET /ops-files/*: the file, to the operator session its URL was made for. */
export async function operatorFileRoutes(app: FastifyInstance, deps: OperatorFileRouteDeps) {
  app.get(`${OPERATOR_FILE_ROUTE}*`, async (request, reply) => {
    const rest = (request.params as { '*': string })['*'];
    if (rest.split('/').some((segment) => segment === '' || segment === '.' || segment === '..')) {
      return refuse(reply, 404);
    }
    const now = deps.clock.now();
    const operator = await resolveOperator(
      deps.db,
      cookieValue(request.headers.cookie, OPERATOR_COOKIE),
      request.headers['user-agent'],
      now,
    );
    if (
      !operator ||
      !verifyOperatorFile(deps.secret, rest, request.query as object, operator.sessionId, now)
    ) {
      return refuse(reply, 403);
    }
    const key = `${DOCUMENTS_PREFIX}${rest}`;
    const object = SHOWN_TYPES.has(contentTypeOf(key)) ? await deps.storage.open(key) : null;
    if (!object) return refuse(reply, 404);
    return reply
      .header('Content-Type', object.contentType)
      .header('Content-Length', object.size)
      .header('Cache-Control', 'no-store')
      .header('X-Content-Type-Options', 'nosniff')
      .header('Content-Disposition', 'inline')
      .header('Content-Security-Policy', STORED_FILE_POLICY)
      .send(object.stream);
  });
}
