/**
 * POST /api/upload/image (app/config's img_upload_url), POST /api/upload/document (a creator
 * application's identity documents) and POST /api/upload/feedback (images for user/feedback, from
 * visitors too): a multipart form with the file `cover`, `timestamp` and `sign`, the session token
 * in `Authorization: Bearer` (a visitor's feedback image names its guest id in `oauth_id`
 * instead). Answers plain JSON `{code: 1, msg: "<path>"}` or `{code: 0, msg: "<reason>"}` with an
 * HTTP status (docs/api.md).
 *
 * Who is asking and how many uploads they made this hour are checked before a byte of the body is
 * read; the body is then read up to UPLOAD_IMAGE_MAX_BYTES plus the framing and cut off past it.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { RateLimits } from '../../auth/rate-limits.ts';
import type { Clock } from '../../core/clock.ts';
import { hasControlCharacters } from '../../../src/contract/strings.ts';
import { FEEDBACK_UPLOADS_PER_ADDRESS, FEEDBACK_UPLOADS_PER_SENDER } from '../../auth/rate-limits.ts';
import { ServiceError } from '../../core/service-error.ts';
import { localeOf } from '../../http/envelope.ts';
import {
  acceptRawBodies,
  discardUnreadBody,
  fileFieldOf,
  FormUnreadable,
  readMultipartForm,
} from '../../http/multipart-form.ts';
import type { ServerConfig } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import type { ServerMessages } from '../../i18n/messages.ts';
import type { MediaStorage } from '../../media/storage.ts';
import {
  MULTIPART_OVERHEAD_BYTES,
  UploadRefused,
  bearerTokenOf,
  checkHourlyLimit,
  checkSignedFields,
  senderKeyOf,
  storeImage,
  uploaderOf,
  type UploadSender,
} from './uploads.service.ts';

/** The image upload path app/config names as img_upload_url. */
export const IMAGE_UPLOAD_PATH = '/api/upload/image';
/** Where creator documents are uploaded (private; docs/api.md, creator document upload). */
export const DOCUMENT_UPLOAD_PATH = '/api/upload/document';
/** Where feedback images are uploaded, by visitors too (private; docs/api.md, feedback image upload). */
export const FEEDBACK_UPLOAD_PATH = '/api/upload/feedback';
/** The form field of the file, app/config's upload_img_key (the document upload uses it too). */
export const IMAGE_FIELD = 'cover';
/** The form field in which a visitor's feedback image names its guest id (the calls' `oauth_id`). */
export const GUEST_ID_FIELD = 'oauth_id';

export interface UploadRouteDeps {
  config: ServerConfig;
  db: Database;
  storage: MediaStorage;
  messages: ServerMessages;
  clock: Clock;
  limits: RateLimits;
  /**
   * Keeps a creator document and answers its reference (creator-applications, wired by app.ts:
   * uploads receives the file, the module that owns documents stores it).
   */
  storeCreatorDocument(
    deps: { db: Database; config: ServerConfig; storage: MediaStorage },
    userId: number,
    bytes: Buffer,
    now: Date,
  ): Promise<string>;
  /** Keeps a feedback image and answers its reference (the feedback module, wired by app.ts). */
  storeFeedbackImage(
    deps: { db: Database; config: ServerConfig; storage: MediaStorage },
    sender: UploadSender,
    bytes: Buffer,
    now: Date,
  ): Promise<string>;
}

/** The member behind the token, else the visitor the form's `oauth_id` names; refuses neither (400). */
function feedbackSenderOf(userId: number | undefined, form: FormData): UploadSender {
  if (userId !== undefined) return { userId };
  const guestId = form.get(GUEST_ID_FIELD);
  if (typeof guestId !== 'string' || guestId === '' || guestId.length > 64 || hasControlCharacters(guestId)) {
    throw new UploadRefused(400, 'server.error.malformed');
  }
  return { guestId };
}

export async function uploadRoutes(app: FastifyInstance, deps: UploadRouteDeps) {
  // This scope only: the body reaches the handler as the raw stream, read under our own limit.
  acceptRawBodies(app);

  const tooLarge = () =>
    new UploadRefused(413, 'server.upload.fileTooLarge', {
      megabytes: Math.floor(deps.config.uploads.imageMaxBytes / (1024 * 1024)),
    });

  const refuse = (request: FastifyRequest, reply: FastifyReply, refusal: UploadRefused) =>
    reply
      .code(refusal.httpStatus)
      .header('Cache-Control', 'no-store')
      .send({ code: 0, msg: deps.messages.format(localeOf(request), refusal.messageId, refusal.values) });

  /** The multipart form of the request, read under the upload's byte limit. */
  const formOfRequest = async (request: FastifyRequest) => {
    try {
      return await readMultipartForm(request, deps.config.uploads.imageMaxBytes + MULTIPART_OVERHEAD_BYTES);
    } catch (error) {
      if (!(error instanceof FormUnreadable)) throw error;
      throw error.problem === 'tooLarge' ? tooLarge() : new UploadRefused(400, 'server.error.malformed');
    }
  };

  /** The file field's bytes; refuses a form without one. */
  const fileOf = async (form: FormData) => {
    const file = await fileFieldOf(form, IMAGE_FIELD);
    if (!file) throw new UploadRefused(400, 'server.upload.fileMissing');
    return file;
  };

  /**
   * Runs one upload: `work` answers the JSON sent back; a refusal is answered with its status and
   * message (and a body not read yet is discarded), anything else as the internal error.
   */
  const answer =
    (work: (request: FastifyRequest) => Promise<Record<string, unknown>>) =>
    async (request: FastifyRequest, reply: FastifyReply) => {
      try {
        const answered = await work(request);
        return reply.header('Cache-Control', 'no-store').send(answered);
      } catch (error) {
        if (!(error instanceof UploadRefused)) {
          request.log.error({ err: error }, 'upload failed');
          return refuse(request, reply, new UploadRefused(500, 'server.error.internal'));
        }
        discardUnreadBody(request, reply);
        return refuse(request, reply, error);
      }
    };

  /**
   * The steps every member's single-file upload shares: the uploader and their hourly limit before
   * a byte is read, the body under its limit, the signed fields, the file; `store` keeps it and answers.
   */
  const receive = (store: (userId: number, bytes: Buffer, now: Date) => Promise<Record<string, unknown>>) =>
    answer(async (request) => {
      const now = deps.clock.now();
      const token = bearerTokenOf(request.headers.authorization);
      const userId = await uploaderOf(deps.db, token, now);
      await checkHourlyLimit(deps.db, deps.config, userId, now);
      const form = await formOfRequest(request);
      checkSignedFields(
        { timestamp: form.get('timestamp'), sign: form.get('sign') },
        token!,
        deps.config.keys,
        now,
      );
      return store(userId, await fileOf(form), now);
    });

  /** Counts one feedback image against its limits; used up, refuses with 429. */
  const countFeedbackUpload = async (
    key: readonly ['feedbackUploadPerAddress' | 'feedbackUploadPerSender', string],
  ) => {
    try {
      await deps.limits.consume(key);
    } catch (error) {
      if (!(error instanceof ServiceError)) throw error;
      const rule =
        key[0] === 'feedbackUploadPerAddress' ? FEEDBACK_UPLOADS_PER_ADDRESS : FEEDBACK_UPLOADS_PER_SENDER;
      throw new UploadRefused(429, 'server.upload.tooManyUploads', { count: rule.points });
    }
  };

  app.post(
    IMAGE_UPLOAD_PATH,
    receive(async (userId, bytes, now) => {
      const stored = await storeImage(deps, userId, bytes, now);
      return {
        code: 1,
        msg: stored.path,
        data: { upload_id: stored.publicId, width: stored.width, height: stored.height },
      };
    }),
  );

  // A creator document: the same form and checks; the answer is a reference, never a path.
  app.post(
    DOCUMENT_UPLOAD_PATH,
    receive(async (userId, bytes, now) => {
      const ref = await deps.storeCreatorDocument(deps, userId, bytes, now);
      return { code: 1, msg: ref, data: { document_ref: ref } };
    }),
  );

  // A feedback image: the same form, a member by their token or a visitor by their guest id (which
  // the sign covers in the token's place), limited per client address before the body is read and
  // per sender after; the answer is a reference, never a path.
  app.post(
    FEEDBACK_UPLOAD_PATH,
    answer(async (request) => {
      const now = deps.clock.now();
      const token = bearerTokenOf(request.headers.authorization);
      const userId = token === undefined ? undefined : await uploaderOf(deps.db, token, now);
      await countFeedbackUpload(['feedbackUploadPerAddress', request.ip]);
      const form = await formOfRequest(request);
      const sender = feedbackSenderOf(userId, form);
      const signer = token ?? sender.guestId!;
      checkSignedFields(
        { timestamp: form.get('timestamp'), sign: form.get('sign') },
        signer,
        deps.config.keys,
        now,
      );
      await countFeedbackUpload(['feedbackUploadPerSender', senderKeyOf(sender)]);
      const ref = await deps.storeFeedbackImage(deps, sender, await fileOf(form), now);
      return { code: 1, msg: ref, data: { feedback_ref: ref } };
    }),
  );
}
