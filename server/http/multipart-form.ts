/**
 * A multipart form read under a byte cap, for the routes that take a file outside the sealed
 * envelope (members' image uploads, the console's leak tracer): the body reaches the route as the
 * raw stream (acceptRawBodies), is read no further than the cap, and is parsed by the platform's
 * own FormData. What cannot be read is a FormUnreadable, which each route answers in its own way.
 */
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/** Why a form could not be read: no multipart form, or more bytes than the cap. */
export class FormUnreadable extends Error {
  constructor(readonly problem: 'malformed' | 'tooLarge') {
    super(problem);
  }
}

/** In the calling plugin's scope only: every body reaches its handlers as the raw stream. */
export function acceptRawBodies(app: FastifyInstance) {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', (_request, payload, done) => done(null, payload));
}

/** The whole body, or null as soon as it passes `limit` bytes (the rest is discarded). */
function readLimited(stream: IncomingMessage, limit: number): Promise<Buffer | null> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    let over = false;
    stream.on('data', (chunk: Buffer) => {
      if (over) return;
      size += chunk.length;
      if (size > limit) {
        over = true;
        chunks.length = 0;
        resolve(null);
        return;
      }
      chunks.push(chunk);
    });
    stream.on('end', () => {
      if (!over) resolve(Buffer.concat(chunks, size));
    });
    stream.on('error', (error) => {
      if (!over) reject(error);
    });
  });
}

/** The request's multipart form, its body read to at most `limit` bytes. */
export async function readMultipartForm(request: FastifyRequest, limit: number): Promise<FormData> {
  const contentType = request.headers['content-type'] ?? '';
  const raw = request.body as IncomingMessage | undefined;
  if (!/^multipart\/form-data;.*boundary=/i.test(contentType) || !raw) throw new FormUnreadable('malformed');
  if (Number(request.headers['content-length'] ?? 0) > limit) throw new FormUnreadable('tooLarge');
  const body = await readLimited(raw, limit);
  if (!body) throw new FormUnreadable('tooLarge');
  try {
    // Buffer.concat gives a Buffer over a plain ArrayBuffer, which Response takes as it is.
    return await new Response(body as Uint8Array<ArrayBuffer>, {
      headers: { 'content-type': contentType },
    }).formData();
  } catch {
    throw new FormUnreadable('malformed');
  }
}

/** A file field's bytes, or null when the form has no such file or it is empty. */
export async function fileFieldOf(form: FormData, name: string): Promise<Buffer | null> {
  const file = form.get(name);
  if (!(file instanceof Blob) || file.size === 0) return null;
  return Buffer.from(await file.arrayBuffer());
}

/**
 * Before answering a refusal: a body not read yet is discarded, and the connection closes after
 * the answer, so a client that keeps sending cannot hold it.
 */
export function discardUnreadBody(request: FastifyRequest, reply: FastifyReply) {
  const raw = request.body as IncomingMessage | undefined;
  if (raw && !raw.readableEnded) {
    raw.resume();
    reply.header('Connection', 'close');
  }
}
