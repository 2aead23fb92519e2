/**
 * Checking a Stripe webhook: `stripe.webhooks.constructEvent` on the raw body with the endpoint's
 * signing secret, against the server's clock, with Stripe's 300 s tolerance. Stripe's library
 * refuses only a signature too old; one more than 300 s ahead of our clock is refused here too,
 * as the sandbox's is, so a captured request cannot be kept for later either way.
 */
import Stripe from 'stripe';
import type { WebhookRefusal } from '../provider.ts';
import { stripeEventSchema, type StripeEventBody } from './stripe-events.ts';

export const STRIPE_SIGNATURE_HEADER = 'stripe-signature';
/** Seconds a signature's time may differ from the server's clock. */
export const STRIPE_WEBHOOK_TOLERANCE_S = 300;

function headerOf(headers: Readonly<Record<string, string | string[] | undefined>>): string | undefined {
  const value = headers[STRIPE_SIGNATURE_HEADER];
  return Array.isArray(value) ? value.join(',') : value;
}

/** Verifies a delivery and reads its event envelope, or says why it is refused. */
export function verifyStripeDelivery(
  stripe: Stripe,
  secret: string,
  rawBody: string,
  headers: Readonly<Record<string, string | string[] | undefined>>,
  at: Date,
): StripeEventBody | WebhookRefusal {
  const header = headerOf(headers);
  if (!header) return { refused: 'signature' };
  let event: unknown;
  try {
    event = stripe.webhooks.constructEvent(
      rawBody,
      header,
      secret,
      STRIPE_WEBHOOK_TOLERANCE_S,
      undefined,
      at.getTime(),
    );
  } catch (error) {
    if (error instanceof Stripe.errors.StripeSignatureVerificationError)
      return { refused: /tolerance/i.test(error.message) ? 'timestamp' : 'signature' };
    return { refused: 'body' };
  }
  const signedAt = Number(/(?:^|,)\s*t=(\d{1,12})(?:,|$)/.exec(header)?.[1]);
  if (signedAt - Math.floor(at.getTime() / 1000) > STRIPE_WEBHOOK_TOLERANCE_S)
    return { refused: 'timestamp' };
  const parsed = stripeEventSchema.safeParse(event);
  return parsed.success ? parsed.data : { refused: 'body' };
}
