/**
 * GET /media/x/exports/{user}/{id}.zip?exp&v&sig: a member's data export, downloaded. The URL is
 * signed for its member (`user/getDataExport` hands it out) and, like a locked original's, works
 * only in a browser whose media pass names that member and belongs to a live session
 * (server/media/media-pass.ts); the export must be that member's and still within its days.
 * Anything else is 403, so nobody learns whether an export exists.
 */
import type { FastifyInstance } from 'fastify';
import type { Clock } from '../../core/clock.ts';
import type { Database } from '../../db/client.ts';
import { livePassFor, type MediaPass } from '../../media/media-pass.ts';
import { forbidden } from '../../media/media.routes.ts';
import { EXPORT_DOWNLOAD_PREFIX, type MediaUrls } from '../../media/signing.ts';
import { STORED_FILE_POLICY, type MediaStorage } from '../../media/storage.ts';
import { downloadableExport } from './data-exports.service.ts';

export interface DataExportRouteDeps {
  db: Database;
  storage: MediaStorage;
  urls: MediaUrls;
  pass: MediaPass;
  clock: Clock;
}

export async function dataExportRoutes(app: FastifyInstance, deps: DataExportRouteDeps) {
  app.get<{ Params: { '*': string }; Querystring: Record<string, unknown> }>(
    `${EXPORT_DOWNLOAD_PREFIX}*`,
    async (request, reply) => {
      const rest = request.params['*'];
      const now = deps.clock.now();
      const { v } = request.query;
      if (
        !deps.urls.verifyExport(rest, request.query, Math.floor(now.getTime() / 1000)) ||
        typeof v !== 'string'
      )
        return forbidden(reply);
      const holder = await livePassFor(deps.pass, request.headers.cookie, v, now);
      if (!holder) return forbidden(reply);
      const key = `private/${rest}`;
      const found = await downloadableExport(deps.db, key, now);
      if (!found || found.userId !== holder.userId) return forbidden(reply);
      const object = await deps.storage.open(key);
      if (!object) return forbidden(reply);
      const day = now.toISOString().slice(0, 10);
      return reply
        .header('Content-Type', 'application/zip')
        .header('Content-Length', object.size)
        .header('Content-Disposition', `attachment; filename="fanvault-export-${day}.zip"`)
        .header('Cache-Control', 'private, no-store')
        .header('X-Content-Type-Options', 'nosniff')
        .header('Content-Security-Policy', STORED_FILE_POLICY)
        .send(object.stream);
    },
  );
}
