/**
 * A small local stand-in for the few Stripe API endpoints the Stripe provider calls, so the
 * provider runs against real HTTP with no network: customers, setup intents, checkout sessions,
 * payment intents (a saved card charged, declined like Stripe's test cards), payment methods,
 * charges and refunds. It records every request (method, path, form fields, idempotency key) for
 * the tests to assert, answers a repeated idempotency key with the first answer as Stripe does,
 * and builds the signed webhook events Stripe would send about what it holds.
 */
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import type { TestServer } from './test-server.ts';

export const STRIPE_TEST_ENV = {
  PAYMENT_PROVIDER: 'stripe',
  STRIPE_SECRET_KEY: 'sk_test_51FanVaultFakeSecretKey00',
  STRIPE_PUBLISHABLE_KEY: 'pk_test_51FanVaultFakePublishable0',
  STRIPE_WEBHOOK_SECRET: 'whsec_FanVaultFakeWebhookSecret00',
} as const;

export interface RecordedRequest {
  method: string;
  path: string;
  /** The form fields as Stripe's client encodes them (`metadata[fanvault_order]`, `line_items[0][…]`). */
  form: Record<string, string>;
  idempotencyKey: string | undefined;
  authorization: string | undefined;
}

/** How a saved card behaves when charged (as Stripe's test cards 4242, 0341 and 3155 do). */
export type CardBehaviour = 'succeeds' | 'declines' | 'needsAuthentication';

type StripeObject = Record<string, unknown> & { id: string };

const newId = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`;

export interface StripeFake {
  url: string;
  requests: RecordedRequest[];
  /** Requests to one path (method and path, e.g. 'POST /v1/payment_intents'). */
  requestsTo(route: string): RecordedRequest[];
  /** Makes every request answer this HTTP status (Stripe down or refusing), until `undefined`. */
  failWith: number | undefined;
  /** A card Stripe holds, attached to `customer` (what a confirmed SetupIntent leaves). */
  addCard(
    customer: string,
    card?: Partial<{ brand: string; last4: string; exp_month: number; exp_year: number }>,
    behaviour?: CardBehaviour,
  ): string;
  setupIntent(id: string): StripeObject;
  session(id: string): StripeObject;
  paymentIntent(id: string): StripeObject;
  /** Completes a checkout session as a paying fan would: its PaymentIntent and charge now exist. */
  completeSession(id: string): { session: StripeObject; paymentIntent: StripeObject; charge: StripeObject };
  /** The charge of a succeeded PaymentIntent. */
  chargeOf(paymentIntentId: string): StripeObject;
  /** A webhook event about `object`, as Stripe renders one. */
  event(type: string, object: StripeObject): Record<string, unknown>;
  close(): Promise<void>;
}

function parseForm(body: string): Record<string, string> {
  return Object.fromEntries(new URLSearchParams(body));
}

/** The nested object a set of `prefix[key]` form fields describes (metadata). */
function mapOf(form: Record<string, string>, prefix: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(form)) {
    const match = new RegExp(`^${prefix.replace(/[[\]]/g, '\\$&')}\\[([^\\]]+)\\]$`).exec(key);
    if (match) out[match[1]!] = value;
  }
  return out;
}

export async function startStripeFake(): Promise<StripeFake> {
  const objects = new Map<string, StripeObject>();
  const behaviours = new Map<string, CardBehaviour>();
  const answered = new Map<string, { status: number; body: unknown }>();
  const requests: RecordedRequest[] = [];
  const created = () => Math.floor(Date.now() / 1000);
  const put = (object: StripeObject) => {
    objects.set(object.id, object);
    return object;
  };
  const missing = (id: string) => ({
    status: 404,
    body: {
      error: { type: 'invalid_request_error', code: 'resource_missing', message: `No such object: '${id}'` },
    },
  });

  function chargeFor(intent: StripeObject): StripeObject {
    return put({
      id: newId('ch'),
      object: 'charge',
      amount: intent.amount,
      amount_refunded: 0,
      currency: intent.currency,
      payment_intent: intent.id,
      refunded: false,
      status: 'succeeded',
      metadata: {},
      created: created(),
    });
  }

  function createPaymentIntent(form: Record<string, string>) {
    const method = form.payment_method ?? '';
    const behaviour = behaviours.get(method);
    if (!behaviour || !objects.has(method)) return missing(method);
    const intent: StripeObject = {
      id: newId('pi'),
      object: 'payment_intent',
      amount: Number(form.amount),
      amount_received: 0,
      currency: form.currency,
      customer: form.customer ?? null,
      payment_method: method,
      metadata: mapOf(form, 'metadata'),
      status: 'requires_payment_method',
      created: created(),
    };
    if (behaviour === 'succeeds') {
      intent.status = 'succeeded';
      intent.amount_received = intent.amount;
      put(intent);
      intent.latest_charge = chargeFor(intent).id;
      return { status: 200, body: intent };
    }
    put(intent);
    const code = behaviour === 'declines' ? 'card_declined' : 'authentication_required';
    return {
      status: 402,
      body: {
        error: {
          type: 'card_error',
          code,
          decline_code: behaviour === 'declines' ? 'generic_decline' : 'authentication_required',
          message:
            behaviour === 'declines' ? 'Your card was declined.' : 'Your card requires authentication.',
          payment_intent: intent,
        },
      },
    };
  }

  function route(
    method: string,
    path: string,
    form: Record<string, string>,
  ): { status: number; body: unknown } {
    const [, , resource, id, action] = path.split('/');
    const key = `${method} /v1/${resource}${resource === 'checkout' ? `/${id}` : ''}`;
    const checkoutId = resource === 'checkout' ? action : undefined;
    switch (key) {
      case 'POST /v1/customers':
        return {
          status: 200,
          body: put({ id: newId('cus'), object: 'customer', metadata: mapOf(form, 'metadata') }),
        };
      case 'POST /v1/setup_intents': {
        const intentId = newId('seti');
        return {
          status: 200,
          body: put({
            id: intentId,
            object: 'setup_intent',
            client_secret: `${intentId}_secret_${randomBytes(8).toString('hex')}`,
            customer: form.customer ?? null,
            metadata: mapOf(form, 'metadata'),
            payment_method: null,
            status: 'requires_payment_method',
            usage: form.usage ?? 'off_session',
          }),
        };
      }
      case 'POST /v1/checkout/sessions': {
        if (checkoutId) return missing(checkoutId);
        const sessionId = newId('cs_test');
        return {
          status: 200,
          body: put({
            id: sessionId,
            object: 'checkout.session',
            url: `https://checkout.stripe.com/c/pay/${sessionId}`,
            amount_total: Number(form['line_items[0][price_data][unit_amount]']),
            currency: form['line_items[0][price_data][currency]'],
            client_reference_id: form.client_reference_id ?? null,
            metadata: mapOf(form, 'metadata'),
            payment_intent_metadata: mapOf(form, 'payment_intent_data[metadata]'),
            payment_intent: null,
            payment_status: 'unpaid',
            status: 'open',
          }),
        };
      }
      case 'GET /v1/checkout/sessions':
        return objects.has(checkoutId ?? '')
          ? { status: 200, body: objects.get(checkoutId!) }
          : missing(checkoutId ?? '');
      case 'POST /v1/payment_intents':
        return id ? missing(id) : createPaymentIntent(form);
      case 'GET /v1/payment_intents':
      case 'GET /v1/payment_methods':
      case 'GET /v1/charges':
        return objects.has(id ?? '') ? { status: 200, body: objects.get(id!) } : missing(id ?? '');
      case 'POST /v1/payment_methods': {
        const card = objects.get(id ?? '');
        if (!card || action !== 'detach' || card.customer === null) return missing(id ?? '');
        card.customer = null;
        return { status: 200, body: card };
      }
      case 'POST /v1/refunds': {
        const intent = objects.get(form.payment_intent ?? '');
        if (!intent || intent.status !== 'succeeded') return missing(form.payment_intent ?? '');
        const charge = [...objects.values()].find(
          (object) => object.object === 'charge' && object.payment_intent === intent.id,
        )!;
        charge.refunded = true;
        charge.amount_refunded = charge.amount;
        return {
          status: 200,
          body: put({
            id: newId('re'),
            object: 'refund',
            amount: intent.amount,
            currency: intent.currency,
            payment_intent: intent.id,
            charge: charge.id,
            metadata: mapOf(form, 'metadata'),
            status: 'succeeded',
          }),
        };
      }
      default:
        return {
          status: 404,
          body: {
            error: {
              type: 'invalid_request_error',
              message: `Unrecognized request URL (${method}: ${path})`,
            },
          },
        };
    }
  }

  const fake: StripeFake = {
    url: '',
    requests,
    failWith: undefined,
    requestsTo: (wanted) => requests.filter((request) => `${request.method} ${request.path}` === wanted),
    addCard(customer, card = {}, behaviour = 'succeeds') {
      const id = newId('pm');
      put({
        id,
        object: 'payment_method',
        type: 'card',
        customer,
        card: {
          brand: card.brand ?? 'visa',
          last4: card.last4 ?? '4242',
          exp_month: card.exp_month ?? 12,
          exp_year: card.exp_year ?? new Date().getUTCFullYear() + 3,
        },
      });
      behaviours.set(id, behaviour);
      return id;
    },
    setupIntent: (id) => objects.get(id)!,
    session: (id) => objects.get(id)!,
    paymentIntent: (id) => objects.get(id)!,
    completeSession(id) {
      const session = objects.get(id)!;
      const paymentIntent = put({
        id: newId('pi'),
        object: 'payment_intent',
        amount: session.amount_total,
        amount_received: session.amount_total,
        currency: session.currency,
        metadata: session.payment_intent_metadata as Record<string, string>,
        status: 'succeeded',
      });
      const charge = chargeFor(paymentIntent);
      Object.assign(session, {
        payment_intent: paymentIntent.id,
        payment_status: 'paid',
        status: 'complete',
      });
      return { session, paymentIntent, charge };
    },
    chargeOf: (paymentIntentId) =>
      [...objects.values()].find(
        (object) => object.object === 'charge' && object.payment_intent === paymentIntentId,
      )!,
    event: (type, object) => ({
      id: newId('evt'),
      object: 'event',
      api_version: Stripe.API_VERSION,
      created: created(),
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      type,
      data: { object: structuredClone(object) },
    }),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };

  const server = http.createServer((request, response) => {
    let body = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => (body += chunk));
    request.on('end', () => {
      const path = (request.url ?? '').split('?')[0]!;
      const form = parseForm(body);
      const idempotencyKey = request.headers['idempotency-key'] as string | undefined;
      requests.push({
        method: request.method ?? '',
        path,
        form,
        idempotencyKey,
        authorization: request.headers.authorization,
      });
      const replayKey = idempotencyKey ? `${request.method} ${path} ${idempotencyKey}` : undefined;
      const answer =
        fake.failWith !== undefined
          ? {
              status: fake.failWith,
              body: {
                error: { type: 'invalid_request_error', message: 'The fake refuses every request now.' },
              },
            }
          : ((replayKey ? answered.get(replayKey) : undefined) ?? route(request.method ?? '', path, form));
      if (replayKey && fake.failWith === undefined) answered.set(replayKey, answer);
      response.writeHead(answer.status, { 'content-type': 'application/json', 'request-id': newId('req') });
      response.end(JSON.stringify(answer.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  fake.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return fake;
}

/** The Stripe-Signature header Stripe would send for `body` at `timestamp` (seconds). */
export function stripeSignature(
  body: string,
  timestamp: number,
  secret: string = STRIPE_TEST_ENV.STRIPE_WEBHOOK_SECRET,
) {
  return new Stripe(STRIPE_TEST_ENV.STRIPE_SECRET_KEY).webhooks.generateTestHeaderString({
    payload: body,
    secret,
    timestamp,
  });
}

/** POSTs an event to the server's Stripe webhook, signed now (the server's clock) unless told otherwise. */
export async function deliverStripeEvent(
  server: TestServer,
  event: Record<string, unknown>,
  options: { timestamp?: number; signature?: string; body?: string } = {},
) {
  const body = options.body ?? JSON.stringify(event);
  const timestamp = options.timestamp ?? Math.floor(server.clock.now().getTime() / 1000);
  const response = await fetch(`${server.baseUrl}/webhooks/stripe`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'stripe-signature': options.signature ?? stripeSignature(body, timestamp),
    },
    body,
  });
  return { status: response.status, json: (await response.json()) as Record<string, unknown> };
}
