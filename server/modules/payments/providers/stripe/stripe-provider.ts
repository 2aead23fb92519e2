/**
 * Stripe as a PaymentProvider (docs/decisions.md, "Stripe"): Checkout Sessions for orders paid on
 * Stripe's page, SetupIntents to save cards on a Customer per fan, PaymentIntents to charge a
 * saved card (on session for embedPay, off session for renewals), refunds for the operator's
 * command, and signed webhooks read into the same events the sandbox sends. Every payment request
 * carries an idempotency key made from our order's id, so a retry is answered, never charged
 * again. When Stripe cannot be reached or refuses a request, the caller gets
 * server.payment.providerUnavailable in their language (logged with Stripe's own words).
 */
import type Stripe from 'stripe';
import type { StripeSettings } from '../../../../config/payments.ts';
import type { PaymentProvider } from '../provider.ts';
import { chargeStripeCard, detachStripeCard, startStripeCardSetup } from './stripe-cards.ts';
import { createStripeCheckout } from './stripe-checkout.ts';
import { createStripeClient } from './stripe-client.ts';
import { readStripeEvent } from './stripe-events.ts';
import { stripeLookupsOf } from './stripe-lookups.ts';
import { STRIPE_PAYMENT_TYPES } from './stripe-pay-ways.ts';
import { refundStripeOrder } from './stripe-refunds.ts';
import { createAskStripe, type StripeRefusalLog } from './stripe-refusals.ts';
import { verifyStripeDelivery } from './stripe-webhook.ts';

export interface StripeProviderOptions {
  settings: StripeSettings;
  /** Where the fan lands after Stripe's page (PUBLIC_URL). */
  publicUrl: string;
  /** Where Stripe's refusals are written (the caller only sees a translated "try again"). */
  log?: StripeRefusalLog;
  /** A client of our own (tests); default one made from the settings. */
  client?: Stripe;
}

/** Stripe as the payment provider: each of its parts asks Stripe through one refusal handler. */
export function createStripeProvider(options: StripeProviderOptions): PaymentProvider {
  const { settings, publicUrl } = options;
  const stripe = options.client ?? createStripeClient(settings);
  const ask = createAskStripe(options.log);
  const lookups = stripeLookupsOf(stripe);
  return {
    name: 'stripe',
    paymentTypes: STRIPE_PAYMENT_TYPES,
    createCheckout: (_tx, order, at) =>
      ask('a checkout session', () => createStripeCheckout(stripe, publicUrl, order, at)),
    chargeSavedCard: (tx, order, methodId, _at, charge) =>
      ask('a card charge', () => chargeStripeCard(stripe, tx, order, methodId, charge)),
    createCardSetup: (tx, userId, at) =>
      ask('a card setup', () => startStripeCardSetup(stripe, settings.publishableKey, tx, userId, at)),
    detachCard: (_tx, methodId) => ask('detaching a card', () => detachStripeCard(stripe, methodId)),
    refund: (_tx, order) => ask('a refund', () => refundStripeOrder(stripe, order)),
    async verifyWebhook(rawBody, headers, at) {
      const event = verifyStripeDelivery(stripe, settings.webhookSecret, rawBody, headers, at);
      if ('refused' in event) return event;
      return readStripeEvent(event, lookups);
    },
  };
}
