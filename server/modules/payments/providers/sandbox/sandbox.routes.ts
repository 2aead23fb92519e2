/**
 * The sandbox provider's own HTTP surface, as a real provider's would be elsewhere:
 * - GET /sandbox/checkout/:id, the hosted checkout page (or its result once finished), and
 *   POST /sandbox/checkout/:id/{approve|decline|expire}, its buttons (303 back to the page);
 * - POST /sandbox/api/setup_intents/:id/confirm, the card API the app confirms a card setup with:
 *   JSON `{client_secret, card: {number, exp_month, exp_year, cvc}}`, answered 200
 *   `{status: 'succeeded'}` or `{error: {code, message}}` (402 a refused card, 404 an unknown setup,
 *   409 one already done, 400 a malformed request), the message in the caller's language.
 */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Clock } from '../../../../core/clock.ts';
import type { Database } from '../../../../db/client.ts';
import { resolveAcceptLanguage } from '../../../../i18n/accept-language.ts';
import type { MessageId, ServerMessages } from '../../../../i18n/messages.ts';
import { checkoutPage, missingPage, resultPage } from './checkout-page.ts';
import {
  findCheckoutSession,
  finishCheckoutSession,
  type CheckoutChoice,
  type SandboxDeps,
} from './sandbox-checkout.ts';
import { confirmSetupIntent } from './sandbox-payments.ts';

export interface SandboxRouteDeps {
  db: Database;
  messages: ServerMessages;
  clock: Clock;
  sandbox: SandboxDeps;
}

const CHOICES: ReadonlySet<string> = new Set<CheckoutChoice>(['approve', 'decline', 'expire']);
const ID = /^[A-Za-z]{2,4}_[0-9A-Za-z]{1,64}$/;

const confirmSchema = z.object({
  client_secret: z.string().min(1).max(200),
  card: z.object({
    number: z.string().max(40),
    exp_month: z.coerce.number(),
    exp_year: z.coerce.number(),
    cvc: z.string().max(8),
  }),
});

export async function sandboxRoutes(app: FastifyInstance, deps: SandboxRouteDeps) {
  // The card API answers in its own JSON shape, a body that is not JSON included; anything else
  // (a server fault) goes to the server's own handler.
  app.setErrorHandler((error: { statusCode?: number }, request, reply) => {
    const status = error.statusCode ?? 500;
    if (!request.url.startsWith('/sandbox/api/') || status >= 500) throw error;
    const locale = resolveAcceptLanguage(request.headers['accept-language']);
    return reply
      .code(status === 413 ? 413 : 400)
      .header('Cache-Control', 'no-store')
      .send({
        error: {
          code: 'invalid_request',
          message: deps.messages.format(locale, 'sandbox.card.invalid_request'),
        },
      });
  });

  const html = (reply: import('fastify').FastifyReply, code: number, body: string) =>
    reply.code(code).header('Cache-Control', 'no-store').type('text/html; charset=utf-8').send(body);

  app.get<{ Params: { id: string } }>('/sandbox/checkout/:id', async (request, reply) => {
    const session = ID.test(request.params.id)
      ? await findCheckoutSession(deps.db, request.params.id)
      : undefined;
    if (!session)
      return html(
        reply,
        404,
        missingPage(deps.messages, resolveAcceptLanguage(request.headers['accept-language'])),
      );
    const now = deps.clock.now();
    if (session.status === 'open' && now < session.expiresAt)
      return html(reply, 200, checkoutPage(deps.messages, session, now));
    // Past its time but not yet expired by the job: it is expired now, and says so by event.
    const finished =
      session.status === 'open'
        ? await finishCheckoutSession(deps.db, deps.sandbox, session.id, 'expire', now)
        : session;
    return html(reply, 200, resultPage(deps.messages, finished ?? session));
  });

  app.post<{ Params: { id: string; choice: string } }>(
    '/sandbox/checkout/:id/:choice',
    async (request, reply) => {
      const { id, choice } = request.params;
      if (!ID.test(id) || !CHOICES.has(choice))
        return html(
          reply,
          404,
          missingPage(deps.messages, resolveAcceptLanguage(request.headers['accept-language'])),
        );
      const finished = await finishCheckoutSession(
        deps.db,
        deps.sandbox,
        id,
        choice as CheckoutChoice,
        deps.clock.now(),
      );
      if (!finished)
        return html(
          reply,
          404,
          missingPage(deps.messages, resolveAcceptLanguage(request.headers['accept-language'])),
        );
      return reply
        .header('Cache-Control', 'no-store')
        .redirect(`/sandbox/checkout/${encodeURIComponent(id)}`, 303);
    },
  );

  app.post<{ Params: { id: string } }>('/sandbox/api/setup_intents/:id/confirm', async (request, reply) => {
    const locale = resolveAcceptLanguage(request.headers['accept-language']);
    const refuse = (status: number, code: string) =>
      reply
        .code(status)
        .header('Cache-Control', 'no-store')
        .send({
          error: { code, message: deps.messages.format(locale, `sandbox.card.${code}` as MessageId) },
        });
    const body = confirmSchema.safeParse(request.body);
    if (!body.success) return refuse(400, 'invalid_request');
    if (!ID.test(request.params.id)) return refuse(404, 'resource_missing');
    const outcome = await confirmSetupIntent(
      deps.db,
      deps.sandbox,
      request.params.id,
      { clientSecret: body.data.client_secret, card: body.data.card },
      deps.clock.now(),
    );
    if (!outcome.ok) return refuse(outcome.status, outcome.code);
    return reply
      .header('Cache-Control', 'no-store')
      .send({ status: 'succeeded', payment_method: outcome.paymentMethodId });
  });
}
