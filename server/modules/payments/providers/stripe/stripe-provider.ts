/**
 * Stripe as a PaymentProvider (docs/decisions.md, "Stripe"): Checkout Sessions for orders paid on
 * Stripe's page, SetupIntents to save cards on a Customer per fan, PaymentIntents to charge a
 * saved card (on session for embedPay, off session for renewals), refunds for the operator's
 * command, and signed webhooks read into the same events the sandbox sends. Every payment request
 * carries an idempotency key made from our order's id, so a retry is answered, never charged
 * again. When Stripe cannot be reached or refuses a request, the caller gets
 * server.payment.providerUnavailable in their language (logged with Stripe's own words).
 */
import Stripe from 'stripe';
import type { StripeSettings } from '../../../../config/payments.ts';
import { ServiceError } from '../../../../http/call-context.ts';
import type { Transaction } from '../../../plans/plans.service.ts';
import type { ChargeOptions, PaymentProvider, ProviderOrder } from '../provider.ts';
import { createStripeClient } from './stripe-client.ts';
import { ensureStripeCustomer, STRIPE_METADATA, stripeCustomerOf } from './stripe-customers.ts';
import { readStripeEvent, type StripeLookups } from './stripe-events.ts';
import { STRIPE_PAYMENT_TYPES, stripeLocaleOf, stripeMethodsOf } from './stripe-pay-ways.ts';
import { verifyStripeDelivery } from './stripe-webhook.ts';

export interface StripeProviderOptions {
  settings: StripeSettings;
  /** Where the fan lands after Stripe's page (PUBLIC_URL). */
  publicUrl: string;
  /** Where Stripe's refusals are written (the caller only sees a translated "try again"). */
  log?: { error(obj: object, msg: string): void };
  /** A client of our own (tests); default one made from the settings. */
  client?: Stripe;
}

/**
 * How long a Stripe checkout stays open: an hour (Stripe takes 30 minutes to a day; the sandbox's
 * 30 minutes would be refused by Stripe when our clock runs a little behind its own).
 */
export const STRIPE_CHECKOUT_LIFETIME_MS = 60 * 60 * 1000;

/** Where Stripe sends the fan back: our page that says to close the window (stripe-return.routes.ts). */
export function returnUrlOf(publicUrl: string, result: 'success' | 'cancel', locale: string): string {
  return `${publicUrl}/payments/return?result=${result}&lang=${encodeURIComponent(locale)}`;
}

const isStripeError = (error: unknown): error is Stripe.errors.StripeError =>
  error instanceof Stripe.errors.StripeError;

export function createStripeProvider(options: StripeProviderOptions): PaymentProvider {
  const { settings, publicUrl } = options;
  const stripe = options.client ?? createStripeClient(settings);

  /** Runs a request; a Stripe failure becomes the translated "try again" (and a log line). */
  async function ask<T>(what: string, request: () => Promise<T>): Promise<T> {
    try {
      return await request();
    } catch (error) {
      if (!isStripeError(error)) throw error;
      options.log?.error(
        {
          stripe: { type: error.type, code: error.code, status: error.statusCode, request: error.requestId },
        },
        `Stripe refused ${what}: ${error.message}`,
      );
      throw new ServiceError('server.payment.providerUnavailable');
    }
  }

  const lookups: StripeLookups = {
    async orderOfPaymentIntent(id) {
      const intent = await stripe.paymentIntents.retrieve(id);
      return intent.metadata?.[STRIPE_METADATA.order];
    },
    async paymentIntentOfCharge(id) {
      const charge = await stripe.charges.retrieve(id);
      const intent = charge.payment_intent;
      return typeof intent === 'string' ? intent : (intent?.id ?? null);
    },
    async card(id) {
      const method = await stripe.paymentMethods.retrieve(id);
      if (method.type !== 'card' || !method.card) return undefined;
      const customer = typeof method.customer === 'string' ? method.customer : (method.customer?.id ?? null);
      return {
        customer,
        brand: method.card.brand,
        last4: method.card.last4,
        expMonth: method.card.exp_month,
        expYear: method.card.exp_year,
      };
    },
  };

  async function chargeCard(
    tx: Transaction,
    order: ProviderOrder,
    methodId: string,
    charge: ChargeOptions,
  ): Promise<string> {
    const customer = order.buyerId === null ? undefined : await stripeCustomerOf(tx, order.buyerId);
    if (!customer) throw new ServiceError('info.invalidCard');
    try {
      const intent = await stripe.paymentIntents.create(
        {
          amount: order.amountCents,
          currency: order.currency.toLowerCase(),
          customer,
          payment_method: methodId,
          allowed_payment_method_types: ['card'],
          confirm: true,
          // Off session: the fan is not there, so Stripe may not ask them anything. On session the
          // app cannot show a bank's check either (embedPay answers an order id only): a card that
          // needs one fails, and the fan pays on the checkout page instead.
          ...(charge.offSession ? { off_session: true } : { error_on_requires_action: true }),
          description: order.description,
          metadata: { [STRIPE_METADATA.order]: order.publicId, [STRIPE_METADATA.flow]: 'card' },
        },
        { idempotencyKey: `fanvault-charge-${order.publicId}` },
      );
      return intent.id;
    } catch (error) {
      // A declined card still made a PaymentIntent; its payment_intent.payment_failed ends the order.
      if (error instanceof Stripe.errors.StripeCardError && error.payment_intent)
        return error.payment_intent.id;
      throw error;
    }
  }

  return {
    name: 'stripe',
    paymentTypes: STRIPE_PAYMENT_TYPES,
    createCheckout: (_tx, order, at) =>
      ask('a checkout session', async () => {
        const methods = stripeMethodsOf(order.paymentType);
        const session = await stripe.checkout.sessions.create(
          {
            mode: 'payment',
            line_items: [
              {
                quantity: 1,
                price_data: {
                  currency: order.currency.toLowerCase(),
                  unit_amount: order.amountCents,
                  product_data: { name: order.description },
                },
              },
            ],
            ...(methods === 'dashboard' ? {} : { allowed_payment_method_types: [...methods] }),
            client_reference_id: order.publicId,
            metadata: { [STRIPE_METADATA.order]: order.publicId },
            payment_intent_data: {
              description: order.description,
              metadata: { [STRIPE_METADATA.order]: order.publicId, [STRIPE_METADATA.flow]: 'checkout' },
            },
            locale: stripeLocaleOf(order.locale) as Stripe.Checkout.SessionCreateParams.Locale,
            success_url: returnUrlOf(publicUrl, 'success', order.locale),
            cancel_url: returnUrlOf(publicUrl, 'cancel', order.locale),
            expires_at: Math.floor((at.getTime() + STRIPE_CHECKOUT_LIFETIME_MS) / 1000),
          },
          { idempotencyKey: `fanvault-checkout-${order.publicId}` },
        );
        if (!session.url) throw new Error(`Stripe answered checkout session ${session.id} without a URL`);
        return { reference: session.id, url: session.url };
      }),
    chargeSavedCard: (tx, order, methodId, _at, charge) =>
      ask('a card charge', () => chargeCard(tx, order, methodId, charge)),
    createCardSetup: (tx, userId, at) =>
      ask('a card setup', async () => {
        const customer = await ensureStripeCustomer(tx, stripe, userId, at);
        const intent = await stripe.setupIntents.create({
          customer,
          usage: 'off_session',
          allowed_payment_method_types: ['card'],
          metadata: { [STRIPE_METADATA.user]: String(userId) },
        });
        if (!intent.client_secret)
          throw new Error(`Stripe answered setup ${intent.id} without a client secret`);
        return {
          publishableKey: settings.publishableKey,
          clientSecret: intent.client_secret,
          confirmUrl: '',
        };
      }),
    detachCard: (_tx, methodId) =>
      ask('detaching a card', async () => {
        try {
          await stripe.paymentMethods.detach(methodId);
        } catch (error) {
          // Already detached or gone at Stripe: what we wanted.
          if (error instanceof Stripe.errors.StripeInvalidRequestError) return;
          throw error;
        }
      }),
    refund: (_tx, order) =>
      ask('a refund', async () => {
        const intent = order.reference.startsWith('cs_')
          ? await stripe.checkout.sessions.retrieve(order.reference).then((session) => session.payment_intent)
          : order.reference;
        const paymentIntent = typeof intent === 'string' ? intent : intent?.id;
        if (!paymentIntent) throw new Error(`No payment of order ${order.publicId} to refund at Stripe`);
        await stripe.refunds.create(
          { payment_intent: paymentIntent, metadata: { [STRIPE_METADATA.order]: order.publicId } },
          { idempotencyKey: `fanvault-refund-${order.publicId}` },
        );
      }),
    async verifyWebhook(rawBody, headers, at) {
      const event = verifyStripeDelivery(stripe, settings.webhookSecret, rawBody, headers, at);
      if ('refused' in event) return event;
      return readStripeEvent(event, lookups);
    },
  };
}
