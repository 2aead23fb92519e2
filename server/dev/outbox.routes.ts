/**
 * Development outbox: GET /dev/outbox lists the mail kept instead of sent (no SMTP_URL), newest
 * first; GET /dev/outbox.json is the same for scripts and end-to-end tests, which read sign-up
 * and sign-in codes from it. Never registered in production, and answered only to a client on
 * this machine (loopback, not relayed by a proxy): mail holds working sign-in codes.
 */
import { isIP } from 'node:net';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ServerConfig } from '../config.ts';
import type { Database } from '../db/client.ts';
import { listOutbox, type StoredOutboxMessage } from '../mail/outbox.ts';
import { escapeHtml } from '../mail/render-mail.ts';

export interface DevOutboxDeps {
  config: ServerConfig;
  db: Database;
}

interface OutboxQuery {
  to?: string;
}

/** True for 127.0.0.0/8, ::1 and IPv4-mapped loopback (::ffff:127.x.x.x). */
export function isLoopbackAddress(address: string | undefined): boolean {
  if (!address) return false;
  const plain = address.startsWith('::ffff:') ? address.slice(7) : address;
  if (isIP(plain) === 4) return plain.startsWith('127.');
  return plain === '::1';
}

/**
 * A client on this machine: the connection comes from loopback and nothing relayed it. A local
 * reverse proxy connects from loopback for everyone, so a forwarding header disqualifies.
 */
export function isLocalClient(request: FastifyRequest): boolean {
  if (request.headers['x-forwarded-for'] !== undefined || request.headers.forwarded !== undefined)
    return false;
  return isLoopbackAddress(request.socket.remoteAddress) && isLoopbackAddress(request.ip);
}

export async function devOutboxRoutes(app: FastifyInstance, deps: DevOutboxDeps) {
  if (deps.config.nodeEnv === 'production') return;

  // Anyone else gets the same 404 as an unknown path: the outbox does not exist for them.
  app.addHook('onRequest', async (request, reply) => {
    if (!isLocalClient(request)) return reply.callNotFound();
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
