/** GET /media/p/* (public, cached for a year) and GET /media/o/* (originals, signed URLs only). */
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { MediaStorage } from './storage.ts';
import type { MediaUrls } from './signing.ts';

async function send(reply: FastifyReply, storage: MediaStorage, key: string, cacheControl: string) {
  const object = await storage.open(key);
  if (!object) return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
  return reply
    .header('Content-Type', object.contentType)
    .header('Content-Length', object.size)
    .header('Cache-Control', cacheControl)
    .header('X-Content-Type-Options', 'nosniff')
    .send(object.stream);
}

/** Registers the media routes; authorization happened when the API signed the URL. */
export async function mediaRoutes(app: FastifyInstance, opts: { storage: MediaStorage; urls: MediaUrls }) {
  app.get<{ Params: { '*': string } }>('/media/p/*', async (request, reply) =>
    send(reply, opts.storage, `public/${request.params['*']}`, 'public, max-age=31536000, immutable'),
  );

  app.get<{ Params: { '*': string }; Querystring: Record<string, unknown> }>(
    '/media/o/*',
    async (request, reply) => {
      const rest = request.params['*'];
      const now = Math.floor(Date.now() / 1000);
      if (!opts.urls.verify(rest, request.query, now)) {
        return reply
          .code(403)
          .header('Cache-Control', 'no-store')
          .type('text/plain; charset=utf-8')
          .send('Forbidden');
      }
      const maxAge = Math.max(0, Number(request.query.exp) - now);
      return send(reply, opts.storage, `private/${rest}`, `private, max-age=${maxAge}`);
    },
  );
}
