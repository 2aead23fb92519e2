/**
 * What Stripe's events mean to us (docs/api.md 5.16, "Stripe"): each verified event is read into
 * the same ProviderEvent the sandbox's become, or ignored (answered 200, not recorded) when it is
 * not about one of our orders or cards. A refund or dispute names a charge, not our order: the
 * order is read from the PaymentIntent's metadata, which we wrote, fetched from Stripe when the
 * charge does not carry it. A saved card's brand, last 4 digits and expiry are read from its
 * payment method, fetched from Stripe (events never include it).
 */
import { z } from 'zod';
import type { ProviderEvent, WebhookIgnored } from '../provider.ts';
import { STRIPE_METADATA } from './stripe-customers.ts';

/** What reading an event may need to ask Stripe. */
export interface StripeLookups {
  /** Our order's id in a PaymentIntent's metadata, or undefined when it is not one of ours. */
  orderOfPaymentIntent(id: string): Promise<string | undefined>;
  /** The PaymentIntent of a charge, or null. */
  paymentIntentOfCharge(id: string): Promise<string | null>;
  /** A card payment method: its customer and card, or undefined when it is not a card. */
  card(id: string): Promise<
    | {
        customer: string | null;
        brand: string;
        last4: string;
        expMonth: number;
        expYear: number;
      }
    | undefined
  >;
}

const metadata = z.record(z.string(), z.string()).nullish();
const id = z.string().min(1).max(255);
const idOf = z
  .union([id, z.object({ id })])
  .transform((value) => (typeof value === 'string' ? value : value.id));

const sessionSchema = z.object({
  id,
  metadata,
  payment_intent: idOf.nullish(),
  payment_status: z.string(),
  amount_total: z.number().int().nullish(),
  currency: z.string().nullish(),
});
const paymentIntentSchema = z.object({
  id,
  metadata,
  amount_received: z.number().int(),
  currency: z.string(),
});
const chargeSchema = z.object({
  id,
  metadata,
  payment_intent: idOf.nullish(),
  refunded: z.boolean(),
  amount: z.number().int(),
  currency: z.string(),
});
const disputeSchema = z.object({
  id,
  charge: idOf,
  payment_intent: idOf.nullish(),
  amount: z.number().int(),
  currency: z.string(),
});
const setupIntentSchema = z.object({
  id,
  metadata,
  customer: idOf.nullish(),
  payment_method: idOf.nullish(),
});

/** An event as Stripe sends it (only what we read). */
export const stripeEventSchema = z.object({
  id,
  type: z.string(),
  data: z.object({ object: z.record(z.string(), z.unknown()) }),
});
export type StripeEventBody = z.infer<typeof stripeEventSchema>;

const ignore = (why: string): WebhookIgnored => ({ ignored: why });
const orderOf = (meta: Record<string, string> | null | undefined) => meta?.[STRIPE_METADATA.order];

type Read = Promise<ProviderEvent | WebhookIgnored>;

function readSession(event: StripeEventBody): ProviderEvent | WebhookIgnored {
  const session = sessionSchema.safeParse(event.data.object);
  if (!session.success) return ignore('not a checkout session');
  const { id: sessionId, payment_intent, payment_status, amount_total, currency } = session.data;
  const orderRef = orderOf(session.data.metadata);
  if (!orderRef) return ignore('not an order of ours');
  if (event.type === 'checkout.session.expired')
    return { id: event.id, type: 'payment.expired', orderRef, reference: sessionId };
  if (event.type === 'checkout.session.async_payment_failed')
    return { id: event.id, type: 'payment.failed', orderRef, reference: sessionId, reason: 'declined' };
  // completed (paid at once) or async_payment_succeeded (a delayed method went through).
  if (payment_status !== 'paid') return ignore(`the checkout is ${payment_status}: its outcome comes later`);
  if (typeof amount_total !== 'number' || !currency) return ignore('the checkout carries no amount');
  return {
    id: event.id,
    type: 'payment.succeeded',
    orderRef,
    reference: payment_intent ?? sessionId,
    amountCents: amount_total,
    currency: currency.toUpperCase(),
  };
}

function readPaymentIntent(event: StripeEventBody): ProviderEvent | WebhookIgnored {
  const intent = paymentIntentSchema.safeParse(event.data.object);
  if (!intent.success) return ignore('not a payment intent');
  const orderRef = orderOf(intent.data.metadata);
  if (!orderRef) return ignore('not an order of ours');
  if (event.type === 'payment_intent.succeeded')
    return {
      id: event.id,
      type: 'payment.succeeded',
      orderRef,
      reference: intent.data.id,
      amountCents: intent.data.amount_received,
      currency: intent.data.currency.toUpperCase(),
    };
  // On the checkout page a failed attempt is not the end: the fan may try another card there, and
  // the session's completion or expiry decides. A saved card's charge has no second attempt.
  if (intent.data.metadata?.[STRIPE_METADATA.flow] !== 'card')
    return ignore('a failed attempt on the checkout page');
  return {
    id: event.id,
    type: 'payment.failed',
    orderRef,
    reference: intent.data.id,
    reason: 'card_declined',
  };
}

async function readRefund(event: StripeEventBody, stripe: StripeLookups): Read {
  const charge = chargeSchema.safeParse(event.data.object);
  if (!charge.success) return ignore('not a charge');
  // A partial refund gives back part of a payment: nothing we sell can be partly taken back.
  if (!charge.data.refunded) return ignore('a partial refund');
  const paymentIntent = charge.data.payment_intent ?? null;
  const orderRef =
    orderOf(charge.data.metadata) ??
    (paymentIntent ? await stripe.orderOfPaymentIntent(paymentIntent) : undefined);
  if (!orderRef) return ignore('not an order of ours');
  return {
    id: event.id,
    type: 'payment.refunded',
    orderRef,
    reference: paymentIntent ?? charge.data.id,
    amountCents: charge.data.amount,
    currency: charge.data.currency.toUpperCase(),
  };
}

async function readDispute(event: StripeEventBody, stripe: StripeLookups): Read {
  const dispute = disputeSchema.safeParse(event.data.object);
  if (!dispute.success) return ignore('not a dispute');
  const paymentIntent =
    dispute.data.payment_intent ?? (await stripe.paymentIntentOfCharge(dispute.data.charge));
  const orderRef = paymentIntent ? await stripe.orderOfPaymentIntent(paymentIntent) : undefined;
  if (!orderRef) return ignore('not an order of ours');
  return {
    id: event.id,
    type: 'payment.disputed',
    orderRef,
    reference: paymentIntent!,
    amountCents: dispute.data.amount,
    currency: dispute.data.currency.toUpperCase(),
  };
}

async function readSetup(event: StripeEventBody, stripe: StripeLookups): Read {
  const intent = setupIntentSchema.safeParse(event.data.object);
  if (!intent.success) return ignore('not a setup intent');
  const user = intent.data.metadata?.[STRIPE_METADATA.user];
  if (!user || !/^\d{1,12}$/.test(user)) return ignore('not a card setup of ours');
  if (!intent.data.payment_method) return ignore('the setup has no payment method');
  const card = await stripe.card(intent.data.payment_method);
  if (!card) return ignore('the payment method is not a card');
  if (intent.data.customer && card.customer !== intent.data.customer)
    return ignore("the card is not attached to the setup's customer");
  return {
    id: event.id,
    type: 'card.attached',
    userId: Number(user),
    card: {
      methodId: intent.data.payment_method,
      brand: card.brand,
      last4: card.last4,
      expMonth: card.expMonth,
      expYear: card.expYear,
    },
  };
}

/** Reads a verified Stripe event into what it means to us. */
export async function readStripeEvent(event: StripeEventBody, stripe: StripeLookups): Read {
  switch (event.type) {
    case 'checkout.session.completed':
    case 'checkout.session.async_payment_succeeded':
    case 'checkout.session.async_payment_failed':
    case 'checkout.session.expired':
      return readSession(event);
    case 'payment_intent.succeeded':
    case 'payment_intent.payment_failed':
      return readPaymentIntent(event);
    case 'charge.refunded':
      return readRefund(event, stripe);
    case 'charge.dispute.created':
      return readDispute(event, stripe);
    case 'setup_intent.succeeded':
      return readSetup(event, stripe);
    default:
      return ignore(`${event.type} is not used`);
  }
}
