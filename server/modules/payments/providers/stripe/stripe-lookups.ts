/** What reading a webhook's event asks Stripe (stripe-events.ts): orders of payments, cards' details. */
import type Stripe from 'stripe';
import type { StripeLookups } from './stripe-events.ts';
import { STRIPE_METADATA } from './stripe-customers.ts';

/** The lookups answered by the Stripe API through `stripe`. */
export function stripeLookupsOf(stripe: Stripe): StripeLookups {
  return {
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
}
