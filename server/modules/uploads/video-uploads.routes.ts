/**
 * Video uploads (docs/api.md "Uploads: videos"), plain JSON like the image upload:
 * - POST upload_multipart_start / upload_mp4_big_key: signed JSON, Bearer token; a session.
 * - PUT /api/upload/part/{session}/{n} and PUT upload_mobile_big_mp4_upload/{session}: the local
 *   driver's signed part and single-file URLs (the signature in the query is the permission).
 * - POST upload_multipart_complete: signed JSON; assembles, checks and records the upload.
 */
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { localeOf } from '../../http/envelope.ts';
import { PartTooLarge } from '../../media/storage.ts';
import type { UploadRouteDeps } from './uploads.routes.ts';
import { UploadRefused, bearerTokenOf, checkSignedFields, uploaderOf } from './uploads.service.ts';
import { completeVideoUpload } from './video-uploads.complete.ts';
import { receivePut } from './video-uploads.part.ts';
import { SLICE_BYTES, VIDEO_PART_PATH, VIDEO_PUT_PATH, checkPutSignature } from './video-uploads.service.ts';
import { startVideoUpload } from './video-uploads.start.ts';

/** app/config's upload_multipart_start, upload_mp4_big_key and upload_multipart_complete. */
export const MULTIPART_START_PATH = '/api/upload/multipart/start';
export const SINGLE_SIGN_PATH = '/api/upload/video/sign';
export const MULTIPART_COMPLETE_PATH = '/api/upload/multipart/complete';
export { VIDEO_PUT_PATH };

/** A start or complete body: fields and up to ~1,000 part tags, far below this. */
const JSON_BODY_LIMIT = 256 * 1024;

export async function videoUploadRoutes(
  app: FastifyInstance,
  deps: Omit<UploadRouteDeps, 'storeCreatorDocument' | 'storeFeedbackImage' | 'limits'>,
) {
  // This scope only: JSON for the signed calls, the raw stream for PUT bodies (read under our limit).
  app.removeAllContentTypeParsers();
  app.addContentTypeParser(
    'application/json',
    { parseAs: 'string', bodyLimit: JSON_BODY_LIMIT },
    (_r, body, done) => {
      try {
        done(null, JSON.parse(body as string));
      } catch {
        done(null, undefined);
      }
    },
  );
  app.addContentTypeParser('*', (_request, payload, done) => done(null, payload));

  const refuse = (request: FastifyRequest, reply: FastifyReply, error: unknown) => {
    let refusal: UploadRefused;
    if (error instanceof UploadRefused) refusal = error;
    else if (error instanceof PartTooLarge) refusal = new UploadRefused(413, 'server.upload.incomplete');
    else {
      request.log.error({ err: error }, 'video upload failed');
      refusal = new UploadRefused(500, 'server.error.internal');
    }
    const raw = request.raw as IncomingMessage;
    if (!raw.readableEnded) {
      // Refused before the body was read: discard it and close the connection after answering.
      raw.resume();
      reply.header('Connection', 'close');
    }
    return reply
      .code(refusal.httpStatus)
      .header('Cache-Control', 'no-store')
      .send({ code: 0, msg: deps.messages.format(localeOf(request), refusal.messageId, refusal.values) });
  };

  /** Who is asking, from the Bearer token and the signed fields of a JSON body. */
  const signedCaller = async (request: FastifyRequest) => {
    const now = deps.clock.now();
    const token = bearerTokenOf(request.headers.authorization);
    const userId = await uploaderOf(deps.db, token, now);
    const body = request.body;
    if (!body || typeof body !== 'object' || Array.isArray(body))
      throw new UploadRefused(400, 'server.error.malformed');
    const fields = body as Record<string, unknown>;
    checkSignedFields(
      { timestamp: String(fields.timestamp ?? ''), sign: fields.sign },
      token!,
      deps.config.keys,
      now,
    );
    return { userId, fields };
  };

  const start = (single: boolean) => async (request: FastifyRequest, reply: FastifyReply) => {
    try {
      const { userId, fields } = await signedCaller(request);
      const answer = await startVideoUpload(
        deps,
        userId,
        {
          total: fields.total,
          fileHash: fields.file_hash,
          fileName: fields.file_name,
          fileType: fields.file_type,
        },
        single,
      );
      return reply.header('Cache-Control', 'no-store').send({ code: 1, msg: '', data: answer });
    } catch (error) {
      return refuse(request, reply, error);
    }
  };
  app.post(MULTIPART_START_PATH, start(false));
  app.post(SINGLE_SIGN_PATH, start(true));

  app.post(MULTIPART_COMPLETE_PATH, async (request, reply) => {
    try {
      const { userId, fields } = await signedCaller(request);
      const answer = await completeVideoUpload(deps, userId, {
        uploadName: fields.upload_name,
        uploadId: fields.upload_id,
        sliceTag: fields.slice_tag,
      });
      return reply.header('Cache-Control', 'no-store').send({ code: 1, msg: answer.publicUrl, data: answer });
    } catch (error) {
      return refuse(request, reply, error);
    }
  });

  const put = async (
    request: FastifyRequest<{
      Params: { session: string; number?: string };
      Querystring: Record<string, unknown>;
    }>,
    reply: FastifyReply,
  ) => {
    try {
      const number = request.params.number === undefined ? 0 : Number(request.params.number);
      if (!Number.isSafeInteger(number) || number < 0)
        throw new UploadRefused(403, 'server.upload.partLinkInvalid');
      checkPutSignature(deps.config, request.params.session, number, request.query, deps.clock.now());
      const lengthHeader = request.headers['content-length'];
      const length = lengthHeader === undefined ? undefined : Number(lengthHeader);
      if (length !== undefined && length > Math.max(SLICE_BYTES, deps.config.uploads.videoMaxBytes))
        throw new UploadRefused(413, 'server.upload.incomplete');
      const raw = request.raw as IncomingMessage;
      const etag = await receivePut(deps, request.params.session, number, raw, length);
      return reply.header('Cache-Control', 'no-store').header('ETag', `"${etag}"`).send({ code: 1, msg: '' });
    } catch (error) {
      return refuse(request, reply, error);
    }
  };
  app.put(`${VIDEO_PART_PATH}/:session/:number`, put);
  app.put(`${VIDEO_PUT_PATH}/:session`, put);
}
