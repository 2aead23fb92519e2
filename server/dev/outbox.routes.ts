/**
 * Development outbox: GET /dev/outbox lists the mail kept instead of sent (no SMTP_URL), newest
 * first; GET /dev/outbox.json is the same for scripts and end-to-end tests, which read sign-up
 * and sign-in codes from it. Never registered in production (development-helpers.ts), and
 * answered only to a client on this machine (local-client.ts): mail holds working sign-in codes.
 */
import type { FastifyInstance } from 'fastify';
import type { ServerConfig } from '../config.ts';
import type { Database } from '../db/client.ts';
import { listOutbox, type StoredOutboxMessage } from '../mail/outbox.ts';
import { escapeHtml } from '../mail/render-mail.ts';
import { isLocalClient } from './local-client.ts';

export { isLoopbackAddress } from './local-client.ts';

export interface DevOutboxDeps {
  config: ServerConfig;
  db: Database;
}

interface OutboxQuery {
  to?: string;
}

export async function devOutboxRoutes(app: FastifyInstance, deps: DevOutboxDeps) {
  // Anyone else gets the same 404 as an unknown path: the outbox does not exist for them.
  app.addHook('onRequest', async (request, reply) => {
    if (!isLocalClient(request, deps.config.trustProxy)) return reply.callNotFound();
  });

  app.get<{ Querystring: OutboxQuery }>('/dev/outbox.json', async (request, reply) => {
    const messages = await listOutbox(deps.db, request.query.to);
    return reply.header('Cache-Control', 'no-store').send({ messages: messages.map(toJson) });
  });

  app.get<{ Querystring: OutboxQuery }>('/dev/outbox', async (request, reply) => {
    const messages = await listOutbox(deps.db, request.query.to);
    return reply
      .header('Cache-Control', 'no-store')
      .type('text/html; charset=utf-8')
      .send(outboxPage(messages, request.query.to));
  });
}

function toJson(message: StoredOutboxMessage) {
  return {
    id: message.id,
    to: message.to,
    subject: message.subject,
    text: message.text,
    html: message.html,
    locale: message.locale,
    created_at: message.createdAt.toISOString(),
  };
}

function outboxPage(messages: StoredOutboxMessage[], to: string | undefined): string {
  const items = messages.map(
    (message) => `<li>
<article>
<h2>${escapeHtml(message.subject)}</h2>
<p>To <strong>${escapeHtml(message.to)}</strong>, <time datetime="${message.createdAt.toISOString()}">${escapeHtml(message.createdAt.toISOString())}</time>, ${escapeHtml(message.locale)}</p>
<pre>${escapeHtml(message.text)}</pre>
</article>
</li>`,
  );
  const heading = to ? `Outbox for ${escapeHtml(to)}` : 'Outbox';
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${heading} · FanVault development</title></head>
<body>
<main>
<h1>${heading}</h1>
<p>Mail kept by the server because SMTP_URL is not set, newest first. This page does not exist in production.</p>
${items.length === 0 ? '<p>No mail yet.</p>' : `<ol reversed>\n${items.join('\n')}\n</ol>`}
</main>
</body>
</html>
`;
}
