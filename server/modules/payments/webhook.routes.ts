/**
 * POST /webhooks/{provider}: where the payment provider tells us what happened. The body is read
 * raw (the signature covers its exact bytes), verified by the provider (signature and timestamp
 * tolerance) and applied exactly once (events.service.ts). Answers 200 once applied or already
 * seen (or, for a genuine event that means nothing to us, ignored), 400 for a refused signature or
 * body (the provider may retry a genuine one), and 500 when reading or applying it failed, so the
 * provider retries.
 */
import type { FastifyInstance } from 'fastify';
import type { ServerConfig } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import type { Clock } from '../../core/clock.ts';
import { outcomeLabel, paymentEvents } from '../../core/metrics.ts';
import { applyProviderEvent } from './events.service.ts';
import { randomIds } from './ids.ts';
import type { PaymentProvider } from './providers/provider.ts';
import type { StoredChatMessage } from '../chat/chat-store.ts';

/** A provider event is small (Stripe's carry a whole object, a few KiB); anything larger is not one. */
const WEBHOOK_BODY_LIMIT = 256 * 1024;

export interface WebhookRouteDeps {
  db: Database;
  config: ServerConfig;
  clock: Clock;
  /** The process's provider (app.ts), which verifies the events it sends. */
  provider: PaymentProvider;
  /** Told which users' entitlements an event changed (the media routes forget what they knew). */
  onEntitlementsChanged?: (userIds: readonly number[]) => void;
  /** Told of the chat messages an event posted (a paid tip from the chat), to deliver them live. */
  onChatMessages?: (messages: readonly StoredChatMessage[]) => void;
}

export async function webhookRoutes(app: FastifyInstance, deps: WebhookRouteDeps) {
  const { provider } = deps;
  // The raw text, in this route's scope only: the API's form and JSON parsers stay as they are.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser(
    '*',
    { parseAs: 'string', bodyLimit: WEBHOOK_BODY_LIMIT },
    (_request, body, done) => done(null, body),
  );
  app.post(`/webhooks/${provider.name}`, async (request, reply) => {
    reply.header('Cache-Control', 'no-store');
    const raw = typeof request.body === 'string' ? request.body : '';
    const now = deps.clock.now();
    const event = await provider.verifyWebhook(raw, request.headers, now);
    if ('refused' in event) {
      request.log.warn({ refused: event.refused }, 'webhook refused');
      paymentEvents.inc({ type: 'unknown', outcome: 'refused' });
      return reply.code(400).send({ error: event.refused });
    }
    if ('ignored' in event) {
      request.log.info({ ignored: event.ignored }, 'webhook ignored');
      // Not one of ours: its type may be any of the provider's, so it is not a label.
      paymentEvents.inc({ type: 'other', outcome: 'ignored' });
      return reply.send({ received: true, outcome: `ignored: ${event.ignored}` });
    }
    const result = await applyProviderEvent(
      { db: deps.db, config: deps.config, now: () => deps.clock.now(), provider, ids: randomIds },
      event,
    );
    if (result.changed.length > 0) deps.onEntitlementsChanged?.(result.changed);
    if (result.chatMessages.length > 0) deps.onChatMessages?.(result.chatMessages);
    request.log.info({ event: event.id, type: event.type, outcome: result.outcome }, 'webhook applied');
    paymentEvents.inc({ type: event.type, outcome: outcomeLabel(result.outcome) });
    return reply.send({ received: true, outcome: result.outcome });
  });
}
