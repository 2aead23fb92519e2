/**
 * GET /media/p/* (public, cached for a year), GET /media/o/* (originals, signed URLs), GET
 * /media/e/* (originals of locked image posts, signed, served AES-GCM encrypted: image-cipher.ts)
 * and GET /media/h/{exp}/{viewer}/{sig}/* (HLS playlists and segments, the signature covering the
 * video's HLS folder). A signed URL bound to a viewer also needs that viewer's media pass on the
 * request itself (media-pass.ts), and that viewer's entitlement to the file now (`entitled`: a
 * subscription that ended or a refund closes even an unexpired URL); anything else is 403.
 * An image of a post reached through a URL bound to a member goes out with that member's
 * invisible mark (watermark/marked-images.ts), in place of the stored original.
 */
import { buffer } from 'node:stream/consumers';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Clock } from '../core/clock.ts';
import { livePassFor, type MediaPass } from './media-pass.ts';
import { isOperatorViewerKey, type OperatorMediaPass } from './operator-media-pass.ts';
import { SERVABLE_CONTENT_TYPES, STORED_FILE_POLICY, contentTypeOf, type MediaStorage } from './storage.ts';
import type { ImageCipher } from './image-cipher.ts';
import type { MarkedImages } from './watermark/marked-images.ts';
import { hlsFolderOf, UNBOUND_VIEWER, type MediaUrls } from './signing.ts';

/**
 * Sends a stored file only when its type is on the allow-list (images, video, HLS): a stored file
 * with any other type (HTML, SVG, a script) is "not found", never served as an active document.
 * nosniff keeps browsers to the declared type, `inline` shows it rather than downloading it, and
 * the sandboxing policy disarms anything a browser would still try to run from the response.
 */
async function send(reply: FastifyReply, storage: MediaStorage, key: string, cacheControl: string) {
  const object = SERVABLE_CONTENT_TYPES.has(contentTypeOf(key)) ? await storage.open(key) : null;
  if (!object) return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
  return asStoredFile(reply, object.contentType, object.size, cacheControl).send(object.stream);
}

/** The headers every stored file goes out with: its own type, inline, sniffing and scripts off. */
function asStoredFile(reply: FastifyReply, contentType: string, size: number, cacheControl: string) {
  return reply
    .header('Content-Type', contentType)
    .header('Content-Length', size)
    .header('Cache-Control', cacheControl)
    .header('X-Content-Type-Options', 'nosniff')
    .header('Content-Disposition', 'inline')
    .header('Content-Security-Policy', STORED_FILE_POLICY);
}

/**
 * Sends a stored image encrypted (IV ‖ ciphertext ‖ tag), as bytes no browser would render:
 * `application/octet-stream`, never the image's type. Encrypted on each request (about a
 * millisecond per megabyte, docs/benchmarks.md), so storage keeps one plain original that an
 * access level change or a key rotation never has to rewrite. Only images are encrypted.
 */
async function sendEncrypted(
  reply: FastifyReply,
  deps: MediaRouteDeps,
  key: string,
  cacheControl: string,
  marked: Buffer | null,
) {
  const object = marked || !contentTypeOf(key).startsWith('image/') ? null : await deps.storage.open(key);
  const plain = marked ?? (object ? await buffer(object.stream) : null);
  if (!plain) return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
  const body = deps.cipher.encrypt(plain);
  return reply
    .header('Content-Type', 'application/octet-stream')
    .header('Content-Length', body.length)
    .header('Cache-Control', cacheControl)
    .header('X-Content-Type-Options', 'nosniff')
    .header('Content-Security-Policy', STORED_FILE_POLICY)
    .send(body);
}

/** An image marked for its viewer (watermark/marked-images.ts), with the headers `send` gives a stored one. */
function sendMarked(reply: FastifyReply, key: string, body: Buffer, cacheControl: string) {
  return asStoredFile(reply, contentTypeOf(key), body.length, cacheControl).send(body);
}

/**
 * The image at `key` with the invisible mark of the member a bound URL was signed for, or null
 * (an unbound URL, an operator's, no marking wired, or a file the mark does not apply to).
 */
function markedFor(deps: MediaRouteDeps, viewer: string, key: string): Promise<Buffer | null> {
  const member = /^u(\d{1,12})$/.exec(viewer);
  if (!deps.marks || !member) return Promise.resolve(null);
  return deps.marks.open(key, Number(member[1]));
}

/** 403 with nothing to learn from it: the one refusal of every viewer-bound URL. */
export function forbidden(reply: FastifyReply) {
  return reply
    .code(403)
    .header('Cache-Control', 'no-store')
    .type('text/plain; charset=utf-8')
    .send('Forbidden');
}

/** A private file as the entitlement check names it: an original or poster by key, or an HLS folder. */
export type MediaTarget = { key: string } | { hlsFolder: string };

export interface MediaRouteDeps {
  storage: MediaStorage;
  urls: MediaUrls;
  pass: MediaPass;
  clock: Clock;
  cipher: ImageCipher;
  /**
   * Whether the user may open the file now, by the one access rule (server/modules/posts/
   * access/media-entitlement.ts, wired in app.ts); unset, the pass alone decides.
   */
  entitled?: (userId: number, target: MediaTarget, now: Date) => Promise<boolean>;
  /**
   * The operators' check for URLs the posts-to-review queue signed for them (`o<id>`,
   * operator-media-pass.ts); unset, such URLs are refused.
   */
  operators?: OperatorMediaPass;
  /**
   * Unlocked images with the invisible mark of their viewer and post, kept per viewer and image
   * (watermark/marked-images.ts); unset, originals are served as stored.
   */
  marks?: MarkedImages;
}

/**
 * True when the request may use a URL signed for `viewer` to reach `target`: anyone for
 * UNBOUND_VIEWER; for an operator's key, that operator's live console session; otherwise only a browser whose media pass is genuine, names that viewer and
 * belongs to a live session, of a user still entitled to the file.
 */
async function holdsPassFor(
  request: FastifyRequest,
  deps: MediaRouteDeps,
  viewer: string,
  target: MediaTarget,
): Promise<boolean> {
  if (viewer === UNBOUND_VIEWER) return true;
  const now = deps.clock.now();
  if (isOperatorViewerKey(viewer))
    return deps.operators ? deps.operators.allows(request, viewer, now) : false;
  const holder = await livePassFor(deps.pass, request.headers.cookie, viewer, now);
  if (!holder) return false;
  return deps.entitled ? deps.entitled(holder.userId, target, now) : true;
}

/**
 * How long caches may keep a signed response: until the URL expires. Bound responses are
 * `private` (the browser of that viewer only; no shared cache may answer someone else with them);
 * unbound ones (free posts) may sit in shared caches, as their URL is not a secret.
 */
function cacheControlOf(viewer: string, exp: string, nowSeconds: number): string {
  const maxAge = Math.max(0, Number(exp) - nowSeconds);
  return `${viewer === UNBOUND_VIEWER ? 'public' : 'private'}, max-age=${maxAge}`;
}

/** Registers the media routes; what may be signed was decided by the API (access/post-access.ts). */
export async function mediaRoutes(app: FastifyInstance, deps: MediaRouteDeps) {
  app.get<{ Params: { '*': string } }>('/media/p/*', async (request, reply) =>
    send(reply, deps.storage, `public/${request.params['*']}`, 'public, max-age=31536000, immutable'),
  );

  app.get<{ Params: { '*': string }; Querystring: Record<string, unknown> }>(
    '/media/o/*',
    async (request, reply) => {
      const rest = request.params['*'];
      const now = Math.floor(Date.now() / 1000);
      const { v, exp } = request.query;
      if (!deps.urls.verify(rest, request.query, now) || typeof v !== 'string' || typeof exp !== 'string') {
        return forbidden(reply);
      }
      if (!(await holdsPassFor(request, deps, v, { key: `private/${rest}` }))) return forbidden(reply);
      reply.header('Vary', 'Cookie');
      const marked = await markedFor(deps, v, `private/${rest}`);
      if (marked) return sendMarked(reply, `private/${rest}`, marked, cacheControlOf(v, exp, now));
      return send(reply, deps.storage, `private/${rest}`, cacheControlOf(v, exp, now));
    },
  );

  app.get<{ Params: { '*': string }; Querystring: Record<string, unknown> }>(
    '/media/e/*',
    async (request, reply) => {
      const rest = request.params['*'];
      const now = Math.floor(Date.now() / 1000);
      const { v, exp } = request.query;
      if (
        !deps.urls.verifyEncrypted(rest, request.query, now) ||
        typeof v !== 'string' ||
        typeof exp !== 'string'
      ) {
        return forbidden(reply);
      }
      if (!(await holdsPassFor(request, deps, v, { key: `private/${rest}` }))) return forbidden(reply);
      reply.header('Vary', 'Cookie');
      const marked = await markedFor(deps, v, `private/${rest}`);
      return sendEncrypted(reply, deps, `private/${rest}`, cacheControlOf(v, exp, now), marked);
    },
  );

  app.get<{ Params: { exp: string; v: string; sig: string; '*': string } }>(
    '/media/h/:exp/:v/:sig/*',
    async (request, reply) => {
      const { exp, v, sig } = request.params;
      const rest = request.params['*'];
      const now = Math.floor(Date.now() / 1000);
      const folder = hlsFolderOf(rest);
      if (!folder || !deps.urls.verifyHls(rest, { exp, v, sig }, now)) return forbidden(reply);
      if (!(await holdsPassFor(request, deps, v, { hlsFolder: folder }))) return forbidden(reply);
      reply.header('Vary', 'Cookie');
      return send(reply, deps.storage, `private/${rest}`, cacheControlOf(v, exp, now));
    },
  );
}
