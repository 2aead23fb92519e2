/**
 * The two identity photos of a creator application, for the reviewer looking at it (issue 23:
 * "shown only to reviewers and admins, through short-lived URLs bound to the operator's session,
 * never cached by the browser, and every view is recorded"). `ops/application` hands out
 * `GET /ops-documents/<application id>/<id|face>?exp=…&sig=…`; the route serves the photo only to
 * the live console session the URL was signed for, while its operator may work the applications
 * queue, and writes a `document.view` audit row for every photo it serves.
 *
 * Not the generic /ops-files/ route (operator-files.ts): that one serves any operator session and
 * records nothing, which is right for feedback images and not enough for identity documents. The
 * scope below keeps the two signatures apart, so neither URL opens the other route.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { DOCUMENT_URL_MINUTES } from '../../../../src/contract/calls/ops-applications.ts';
import { mayWork } from '../../../../src/contract/operators.ts';
import { OPERATOR_COOKIE, resolveOperator } from '../../../auth/operator-sessions.ts';
import type { Clock } from '../../../core/clock.ts';
import type { Database } from '../../../db/client.ts';
import { creatorApplications, creatorDocuments } from '../../../db/schema.ts';
import { cookieValue } from '../../../media/media-pass.ts';
import { STORED_FILE_POLICY, contentTypeOf, type MediaStorage } from '../../../media/storage.ts';
import { appendAuditRow } from '../audit.service.ts';

/** Where the photos are served. */
export const DOCUMENT_ROUTE = '/ops-documents/';

/** The two photos of an application: the identity document, and the face holding it. */
export const APPLICATION_DOCUMENTS = ['id', 'face'] as const;
export type ApplicationDocument = (typeof APPLICATION_DOCUMENTS)[number];

/** Keeps these signatures apart from every other use of the media signing key. */
const SCOPE = 'ops-document';

/** Only pictures are ever stored as documents; anything else is "not found". */
const SHOWN_TYPES: ReadonlySet<string> = new Set(['image/jpeg', 'image/png', 'image/gif', 'image/webp']);

function signature(secret: string, applicationId: number, document: string, exp: number, sessionId: number) {
  return createHmac('sha256', secret)
    .update(`${SCOPE}\n${applicationId}\n${document}\n${exp}\n${sessionId}`)
    .digest('base64url');
}

/** The URL of one photo of an application, for one operator session, valid DOCUMENT_URL_MINUTES. */
export function documentUrl(
  secret: string,
  applicationId: number,
  document: ApplicationDocument,
  sessionId: number,
  now: Date,
): { url: string; exp: number } {
  const exp = Math.floor(now.getTime() / 1000) + DOCUMENT_URL_MINUTES * 60;
  const sig = signature(secret, applicationId, document, exp, sessionId);
  return { url: `${DOCUMENT_ROUTE}${applicationId}/${document}?exp=${exp}&sig=${sig}`, exp };
}

/** True when the signature is this session's, for this photo, and has not expired. */
function verified(
  secret: string,
  applicationId: number,
  document: string,
  query: { exp?: unknown; sig?: unknown },
  sessionId: number,
  now: Date,
): boolean {
  const { exp, sig } = query;
  if (typeof exp !== 'string' || typeof sig !== 'string' || !/^\d{1,12}$/.test(exp)) return false;
  if (Number(exp) * 1000 < now.getTime()) return false;
  const expected = Buffer.from(signature(secret, applicationId, document, Number(exp), sessionId));
  const given = Buffer.from(sig);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

/** The storage key of one photo of an application, or undefined. */
async function storageKeyOf(db: Database, applicationId: number, document: ApplicationDocument) {
  const column = document === 'id' ? creatorApplications.idDocumentId : creatorApplications.faceDocumentId;
  const [row] = await db
    .select({ key: creatorDocuments.storageKey })
    .from(creatorApplications)
    .innerJoin(creatorDocuments, eq(creatorDocuments.id, column))
    .where(eq(creatorApplications.id, applicationId));
  return row?.key;
}

export interface DocumentRouteDeps {
  db: Database;
  storage: MediaStorage;
  /** The media signing key (MEDIA_SIGNING_KEY). */
  secret: string;
  clock: Clock;
}

function refuse(reply: FastifyReply, code: 403 | 404) {
  return reply
    .code(code)
    .header('Cache-Control', 'no-store, private')
    .type('text/plain; charset=utf-8')
    .send(code === 403 ? 'Forbidden' : 'Not found');
}

/** GET /ops-documents/:application/:document: the photo, to the session its URL was signed for. */
export async function applicationDocumentRoutes(app: FastifyInstance, deps: DocumentRouteDeps) {
  app.get(`${DOCUMENT_ROUTE}:application/:document`, async (request, reply) => {
    const params = request.params as { application: string; document: string };
    const applicationId = Number(params.application);
    const document = params.document as ApplicationDocument;
    if (!/^\d{1,10}$/.test(params.application) || !APPLICATION_DOCUMENTS.includes(document)) {
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
      !mayWork(operator.role, 'applications') ||
      !verified(deps.secret, applicationId, document, request.query as object, operator.sessionId, now)
    ) {
      return refuse(reply, 403);
    }
    const key = await storageKeyOf(deps.db, applicationId, document);
    const object = key && SHOWN_TYPES.has(contentTypeOf(key)) ? await deps.storage.open(key) : null;
    if (!object) return refuse(reply, 404);
    await appendAuditRow(
      deps.db,
      operator,
      { clientAddress: request.ip, now: () => now },
      { action: 'document.view', targetType: 'application', targetId: applicationId, details: { document } },
    );
    return reply
      .header('Content-Type', object.contentType)
      .header('Content-Length', object.size)
      .header('Cache-Control', 'no-store, private')
      .header('X-Content-Type-Options', 'nosniff')
      .header('Content-Disposition', 'inline')
      .header('Content-Security-Policy', STORED_FILE_POLICY)
      .header('Referrer-Policy', 'no-referrer')
      .send(object.stream);
  });
}
