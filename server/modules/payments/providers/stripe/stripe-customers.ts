/**
 * A Stripe Customer per fan (`stripe_customers`): it holds the fan's saved cards, which Stripe
 * charges only together with their customer. Made the first time the fan adds a card, in the
 * transaction that holds the fan's row lock (cards.service.ts), so two setups at once make one.
 * The customer carries our user id in its metadata and nothing else of the fan.
 */
import { eq } from 'drizzle-orm';
import type Stripe from 'stripe';
import { stripeCustomers } from '../../../../db/schema.ts';
import type { Transaction } from '../../../../db/client.ts';

/** Metadata keys of ours on Stripe objects (namespaced: the account may serve other systems). */
export const STRIPE_METADATA = {
  order: 'fanvault_order',
  flow: 'fanvault_flow',
  user: 'fanvault_user',
} as const;

/** The fan's Stripe customer id, or undefined when they never added a card. */
export async function stripeCustomerOf(tx: Transaction, userId: number): Promise<string | undefined> {
  const [row] = await tx
    .select({ customerId: stripeCustomers.customerId })
    .from(stripeCustomers)
    .where(eq(stripeCustomers.userId, userId));
  return row?.customerId;
}

/** The fan's Stripe customer, made at Stripe and stored when there is none yet. */
export async function ensureStripeCustomer(
  tx: Transaction,
  stripe: Stripe,
  userId: number,
  at: Date,
): Promise<string> {
  const known = await stripeCustomerOf(tx, userId);
  if (known) return known;
  const customer = await stripe.customers.create({ metadata: { [STRIPE_METADATA.user]: String(userId) } });
  await tx
    .insert(stripeCustomers)
    .values({ userId, customerId: customer.id, createdAt: at })
    .onConflictDoNothing();
  return (await stripeCustomerOf(tx, userId))!;
}
