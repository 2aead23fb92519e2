/**
 * The sandbox as a PaymentProvider: the adapter our payments code talks to, as it would to
 * Stripe's. Requests go to the sandbox's own functions (its own tables); answers come back only
 * as signed webhook events, read here by `verifyWebhook`.
 */
import { z } from 'zod';
import { PAYMENT_TYPE } from '../../../../../src/contract/enums.ts';
import type { IdSource } from '../../ids.ts';
import type { PaymentProvider, ProviderEvent, WebhookRefusal } from '../provider.ts';
import { openCheckoutSession } from './sandbox-checkout.ts';
import { queueDelivery, type SandboxEventSink } from './sandbox-events.ts';
import {
  chargePaymentMethod,
  createSetupIntent,
  detachPaymentMethod,
  reversePayment,
  userIdOfCustomer,
} from './sandbox-payments.ts';
import { checkSandboxSignature, SANDBOX_SIGNATURE_HEADER } from './webhook-signature.ts';

/** The sandbox's publishable key: not a secret, and the same everywhere. */
export const SANDBOX_PUBLISHABLE_KEY = 'pk_sandbox_fanvault';

const money = { amount_cents: z.number().int().positive(), currency: z.string().min(3).max(3) };
const payment = { order_ref: z.string().min(1).max(64), reference: z.string().min(1).max(64) };

const eventSchema = z.discriminatedUnion('type', [
  z.object({
    id: z.string(),
    type: z.literal('payment.succeeded'),
    data: z.object({ ...payment, ...money }),
  }),
  z.object({
    id: z.string(),
    type: z.literal('payment.failed'),
    data: z.object({ ...payment, reason: z.string().max(64) }),
  }),
  z.object({ id: z.string(), type: z.literal('payment.expired'), data: z.object(payment) }),
  z.object({ id: z.string(), type: z.literal('payment.refunded'), data: z.object({ ...payment, ...money }) }),
  z.object({ id: z.string(), type: z.literal('payment.disputed'), data: z.object({ ...payment, ...money }) }),
  z.object({
    id: z.string(),
    type: z.literal('card.attached'),
    data: z.object({
      customer: z.string(),
      payment_method: z.object({
        id: z.string().min(1).max(64),
        brand: z.string().max(32),
        last4: z.string().regex(/^\d{4}$/),
        exp_month: z.number().int().min(1).max(12),
        exp_year: z.number().int().min(2000).max(2200),
      }),
    }),
  }),
]);

/** Reads a sandbox event body into what it means to us; undefined when it is not one. */
export function readSandboxEvent(body: string): ProviderEvent | undefined {
  let json: unknown;
  try {
    json = JSON.parse(body);
  } catch {
    return undefined;
  }
  const parsed = eventSchema.safeParse(json);
  if (!parsed.success || parsed.data.id.length === 0 || parsed.data.id.length > 128) return undefined;
  const event = parsed.data;
  switch (event.type) {
    case 'payment.succeeded':
    case 'payment.refunded':
    case 'payment.disputed':
      return {
        id: event.id,
        type: event.type,
        orderRef: event.data.order_ref,
        reference: event.data.reference,
        amountCents: event.data.amount_cents,
        currency: event.data.currency.toUpperCase(),
      };
    case 'payment.failed':
      return {
        id: event.id,
        type: event.type,
        orderRef: event.data.order_ref,
        reference: event.data.reference,
        reason: event.data.reason,
      };
    case 'payment.expired':
      return {
        id: event.id,
        type: event.type,
        orderRef: event.data.order_ref,
        reference: event.data.reference,
      };
    case 'card.attached': {
      const userId = userIdOfCustomer(event.data.customer);
      if (userId === undefined) return undefined;
      const method = event.data.payment_method;
      return {
        id: event.id,
        type: event.type,
        userId,
        card: {
          methodId: method.id,
          brand: method.brand,
          last4: method.last4,
          expMonth: method.exp_month,
          expYear: method.exp_year,
        },
      };
    }
  }
}

export interface SandboxProviderOptions {
  /** The webhook signing secret (resolveSandboxSecret). */
  secret: () => Promise<string>;
  ids: IdSource;
  /** What becomes of the sandbox's events; default: delivered to our webhook by the job queue. */
  sink?: SandboxEventSink;
}

export function createSandboxProvider(options: SandboxProviderOptions): PaymentProvider {
  const sandbox = { ids: options.ids, sink: options.sink ?? queueDelivery };
  return {
    name: 'sandbox',
    // The sandbox's page takes every way, so the pay-way tabs, ranges and languages are all real.
    paymentTypes: new Set(Object.values(PAYMENT_TYPE)),
    async createCheckout(tx, order, at) {
      const session = await openCheckoutSession(tx, sandbox, order, at);
      return { reference: session.id, url: `/sandbox/checkout/${session.id}` };
    },
    chargeSavedCard: (tx, order, methodId, at) => chargePaymentMethod(tx, sandbox, order, methodId, at),
    async createCardSetup(tx, userId, at) {
      const intent = await createSetupIntent(tx, sandbox, userId, at);
      return {
        publishableKey: SANDBOX_PUBLISHABLE_KEY,
        clientSecret: intent.clientSecret,
        confirmUrl: `/sandbox/api/setup_intents/${intent.id}/confirm`,
      };
    },
    detachCard: (tx, methodId, at) => detachPaymentMethod(tx, methodId, at),
    async refund(tx, order, at) {
      await reversePayment(tx, sandbox, order.reference, 'refund', at);
    },
    async verifyWebhook(rawBody, headers, at): Promise<ProviderEvent | WebhookRefusal> {
      const header = headers[SANDBOX_SIGNATURE_HEADER];
      const signature = Array.isArray(header) ? header.join(',') : header;
      const checked = checkSandboxSignature(
        await options.secret(),
        signature,
        rawBody,
        Math.floor(at.getTime() / 1000),
      );
      if (checked !== 'ok') return { refused: checked };
      return readSandboxEvent(rawBody) ?? { refused: 'body' };
    },
  };
}
