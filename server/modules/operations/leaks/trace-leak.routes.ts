/**
 * POST /ops-upload/trace-leak: the console's leak tracer (issue 26). A multipart form whose `file`
 * is a leaked copy of an image, sent with the operator cookie (SameSite=Strict keeps another site
 * from sending it) by an operator of the leaks page (moderator, admin). Answers plain JSON, as the
 * uploads do: `{code: 1, data: {found, trace?}}`, or `{code: 0, msg}` with an HTTP status and the
 * reason in the console's language (docs/api.md). Every trace, found or not, is written to the
 * audit log; a file that is not an image is refused (415), never answered as a server error.
 */
import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  TRACE_LEAK_FIELD,
  TRACE_LEAK_MAX_BYTES,
  TRACE_LEAK_PATH,
  type TraceLeakAnswer,
} from '../../../../src/contract/calls/ops-leaks.ts';
import { mayWork } from '../../../../src/contract/operators.ts';
import { OPERATOR_COOKIE, resolveOperator } from '../../../auth/operator-sessions.ts';
import type { Clock } from '../../../core/clock.ts';
import type { Database } from '../../../db/client.ts';
import { localeOf } from '../../../http/envelope.ts';
import {
  acceptRawBodies,
  discardUnreadBody,
  fileFieldOf,
  FormUnreadable,
  readMultipartForm,
} from '../../../http/multipart-form.ts';
import type { MessageId, MessageValues, ServerMessages } from '../../../i18n/messages.ts';
import { cookieValue } from '../../../media/media-pass.ts';
import type { Watermarker } from '../../../media/watermark/watermark.ts';
import { appendAuditRow } from '../audit.service.ts';
import { traceLeak } from './trace-leak.service.ts';

/** What the multipart framing may add around the file. */
const FORM_OVERHEAD_BYTES = 64 * 1024;

export interface TraceLeakRouteDeps {
  db: Database;
  clock: Clock;
  messages: ServerMessages;
  watermarker: Watermarker;
}

class TraceRefused extends Error {
  constructor(
    readonly httpStatus: 400 | 401 | 403 | 413 | 415,
    readonly messageId: MessageId,
    readonly values: MessageValues = {},
  ) {
    super(messageId);
  }
}

/** The form's file, read under the cap; refuses a body that is no form, too large, or fileless. */
async function copyOf(request: FastifyRequest): Promise<Buffer> {
  const tooLarge = new TraceRefused(413, 'server.upload.fileTooLarge', {
    megabytes: TRACE_LEAK_MAX_BYTES / (1024 * 1024),
  });
  let form: FormData;
  try {
    form = await readMultipartForm(request, TRACE_LEAK_MAX_BYTES + FORM_OVERHEAD_BYTES);
  } catch (error) {
    if (!(error instanceof FormUnreadable)) throw error;
    throw error.problem === 'tooLarge' ? tooLarge : new TraceRefused(400, 'server.error.malformed');
  }
  const file = await fileFieldOf(form, TRACE_LEAK_FIELD);
  if (!file) throw new TraceRefused(400, 'server.upload.fileMissing');
  if (file.length > TRACE_LEAK_MAX_BYTES) throw tooLarge;
  return file;
}

export async function traceLeakRoutes(app: FastifyInstance, deps: TraceLeakRouteDeps) {
  // This scope only: the body reaches the handler as the raw stream, read under the cap above.
  acceptRawBodies(app);

  const refuse = (request: FastifyRequest, reply: FastifyReply, refusal: TraceRefused) => {
    discardUnreadBody(request, reply);
    return reply
      .code(refusal.httpStatus)
      .header('Cache-Control', 'no-store')
      .send({ code: 0, msg: deps.messages.format(localeOf(request), refusal.messageId, refusal.values) });
  };

  app.post(TRACE_LEAK_PATH, async (request, reply) => {
    const now = deps.clock.now();
    try {
      const operator = await resolveOperator(
        deps.db,
        cookieValue(request.headers.cookie, OPERATOR_COOKIE),
        request.headers['user-agent'],
        now,
      );
      if (!operator) throw new TraceRefused(401, 'server.ops.signInRequired');
      if (!mayWork(operator.role, 'leaks')) throw new TraceRefused(403, 'server.ops.roleRefused');
      const copy = await copyOf(request);
      const digest = createHash('sha256').update(copy).digest('hex');
      const traced = await traceLeak(deps.db, deps.watermarker, copy).catch(() => {
        throw new TraceRefused(415, 'server.ops.traceNotImage');
      });
      await appendAuditRow(
        deps.db,
        operator,
        { clientAddress: request.ip, now: () => now },
        {
          action: 'leak.trace',
          targetType: traced ? 'member' : 'leak',
          targetId: traced ? `${traced.mark.viewerId} post ${traced.mark.postId}` : 'no mark',
          details: traced
            ? {
                found: true,
                viewerId: traced.mark.viewerId,
                postId: traced.mark.postId,
                score: traced.mark.score,
                scale: traced.mark.scale,
                bytes: copy.length,
                sha256: digest,
              }
            : { found: false, bytes: copy.length, sha256: digest },
        },
      );
      const answer: TraceLeakAnswer = traced
        ? {
            code: 1,
            data: {
              found: true,
              trace: {
                viewerId: traced.mark.viewerId,
                viewerUsername: traced.viewer?.username ?? null,
                postId: traced.mark.postId,
                post: traced.post,
                score: traced.mark.score,
                scale: traced.mark.scale,
              },
            },
          }
        : { code: 1, data: { found: false } };
      return reply.header('Cache-Control', 'no-store').send(answer);
    } catch (error) {
      if (error instanceof TraceRefused) return refuse(request, reply, error);
      request.log.error({ err: error }, 'leak trace failed');
      return reply
        .code(500)
        .header('Cache-Control', 'no-store')
        .send({ code: 0, msg: deps.messages.format(localeOf(request), 'server.error.internal') });
    }
  });
}
