/**
 * Development feedback list: GET /dev/feedback.json answers the new feedback, oldest first, as
 * `npm run feedback -- list` prints it, for end-to-end tests and a developer checking what the
 * dialog sent. Never registered in production (development-helpers.ts), and answered only to a
 * client on this machine (local-client.ts): feedback holds the senders' emails.
 */
import type { FastifyInstance } from 'fastify';
import type { ServerConfig } from '../config.ts';
import type { Database } from '../db/client.ts';
import { listNewFeedback } from '../modules/feedback/feedback.ops.ts';
import { isLocalClient } from './local-client.ts';

export interface DevFeedbackDeps {
  config: ServerConfig;
  db: Database;
}

export async function devFeedbackRoutes(app: FastifyInstance, deps: DevFeedbackDeps) {
  // Anyone else gets the same 404 as an unknown path.
  app.addHook('onRequest', async (request, reply) => {
    if (!isLocalClient(request, deps.config.trustProxy)) return reply.callNotFound();
  });

  app.get('/dev/feedback.json', async (_request, reply) => {
    const feedback = await listNewFeedback(deps.db);
    return reply.header('Cache-Control', 'no-store').send({
      feedback: feedback.map((row) => ({
        id: row.id,
        sender: row.sender,
        guest_id: row.guestId,
        type: row.type,
        content: row.content,
        email: row.email,
        locale: row.locale,
        attachments: row.attachments.length,
        created_at: row.createdAt.toISOString(),
      })),
    });
  });
}
