/**
 * The sandbox's cards and charges: setting up a card (a setup intent confirmed with a typed card),
 * charging a saved card, detaching one, and refunding or disputing a payment. Each outcome is an
 * event (sandbox-events.ts); nothing here touches our own tables.
 */
import { randomBytes } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../../../db/client.ts';
import {
  sandboxCharges,
  sandboxCheckoutSessions,
  sandboxPaymentMethods,
  sandboxSetupIntents,
} from '../../../../db/schema.ts';
import type { Transaction } from '../../../../db/client.ts';
import type { ProviderOrder } from '../provider.ts';
import type { SandboxDeps } from './sandbox-checkout.ts';
import { chargeSucceeds, checkTypedCard, type CardProblem, type TypedCard } from './sandbox-cards.ts';
import { emitSandboxEvent } from './sandbox-events.ts';

/** The customer reference the sandbox keeps for one of our users. */
export const customerOf = (userId: number) => `user_${userId}`;

/** Our user behind a customer reference, or undefined. */
export function userIdOfCustomer(customer: unknown): number | undefined {
  const match = typeof customer === 'string' ? /^user_(\d{1,12})$/.exec(customer) : null;
  return match ? Number(match[1]) : undefined;
}

export interface SetupIntent {
  id: string;
  clientSecret: string;
}

/** Starts a card setup for a customer; the app confirms it with the card API. */
export async function createSetupIntent(
  tx: Transaction,
  deps: SandboxDeps,
  userId: number,
  at: Date,
): Promise<SetupIntent> {
  const id = deps.ids('seti');
  const clientSecret = `${id}_secret_${randomBytes(16).toString('hex')}`;
  await tx
    .insert(sandboxSetupIntents)
    .values({ id, clientSecret, customer: customerOf(userId), createdAt: at });
  return { id, clientSecret };
}

export type ConfirmOutcome =
  | { ok: true; paymentMethodId: string }
  | {
      ok: false;
      status: 402 | 404 | 409;
      code: CardProblem | 'resource_missing' | 'setup_intent_unexpected_state';
    };

/**
 * Confirms a setup with a typed card: a valid card is attached to the customer (only its brand,
 * last 4 digits and expiry are kept) and a `card.attached` event goes out; a refused one answers
 * why and leaves the setup open for another try.
 */
export async function confirmSetupIntent(
  db: Database,
  deps: SandboxDeps,
  id: string,
  input: { clientSecret: string; card: TypedCard },
  at: Date,
): Promise<ConfirmOutcome> {
  return db.transaction(async (tx) => {
    const [intent] = await tx
      .select()
      .from(sandboxSetupIntents)
      .where(eq(sandboxSetupIntents.id, id))
      .for('update');
    if (!intent || intent.clientSecret !== input.clientSecret)
      return { ok: false, status: 404, code: 'resource_missing' };
    if (intent.status !== 'requires_payment_method')
      return { ok: false, status: 409, code: 'setup_intent_unexpected_state' };
    const checked = checkTypedCard(input.card, at);
    if ('problem' in checked) return { ok: false, status: 402, code: checked.problem };
    const methodId = deps.ids('pm');
    await tx.insert(sandboxPaymentMethods).values({
      id: methodId,
      customer: intent.customer,
      brand: checked.brand,
      last4: checked.last4,
      expMonth: checked.expMonth,
      expYear: checked.expYear,
      createdAt: at,
    });
    await tx
      .update(sandboxSetupIntents)
      .set({ status: 'succeeded', paymentMethodId: methodId })
      .where(eq(sandboxSetupIntents.id, id));
    await emitSandboxEvent(
      tx,
      deps,
      'card.attached',
      {
        customer: intent.customer,
        setup_intent: id,
        payment_method: {
          id: methodId,
          brand: checked.brand,
          last4: checked.last4,
          exp_month: checked.expMonth,
          exp_year: checked.expYear,
        },
      },
      at,
    );
    return { ok: true, paymentMethodId: methodId };
  });
}

/**
 * Charges a saved card for an order. The sandbox decides by the card: a card ending in 0341 (or
 * one detached or unknown) is declined; any other is charged. Answers the charge's id.
 */
export async function chargePaymentMethod(
  tx: Transaction,
  deps: SandboxDeps,
  order: ProviderOrder,
  methodId: string,
  at: Date,
): Promise<string> {
  const [method] = await tx
    .select()
    .from(sandboxPaymentMethods)
    .where(and(eq(sandboxPaymentMethods.id, methodId), isNull(sandboxPaymentMethods.detachedAt)));
  const succeeded = method !== undefined && chargeSucceeds(method);
  const chargeId = deps.ids('ch');
  await tx.insert(sandboxCharges).values({
    id: chargeId,
    orderRef: order.publicId,
    paymentMethodId: methodId,
    amountCents: order.amountCents,
    currency: order.currency,
    status: succeeded ? 'succeeded' : 'failed',
    createdAt: at,
  });
  const common = { order_ref: order.publicId, reference: chargeId };
  if (succeeded) {
    await emitSandboxEvent(
      tx,
      deps,
      'payment.succeeded',
      { ...common, amount_cents: order.amountCents, currency: order.currency },
      at,
    );
  } else {
    await emitSandboxEvent(tx, deps, 'payment.failed', { ...common, reason: 'card_declined' }, at);
  }
  return chargeId;
}

export async function detachPaymentMethod(tx: Transaction, methodId: string, at: Date): Promise<void> {
  await tx
    .update(sandboxPaymentMethods)
    .set({ detachedAt: at })
    .where(and(eq(sandboxPaymentMethods.id, methodId), isNull(sandboxPaymentMethods.detachedAt)));
}

/**
 * Takes back a payment the sandbox holds: a refund (asked by the merchant) or a dispute (the
 * cardholder's bank, a chargeback). Only a successful payment can be, once; answers whether it was.
 */
export async function reversePayment(
  tx: Transaction,
  deps: SandboxDeps,
  reference: string,
  kind: 'refund' | 'dispute',
  at: Date,
): Promise<boolean> {
  const status = kind === 'refund' ? 'refunded' : 'disputed';
  const type = kind === 'refund' ? 'payment.refunded' : 'payment.disputed';
  const [session] = await tx
    .update(sandboxCheckoutSessions)
    .set({ status })
    .where(and(eq(sandboxCheckoutSessions.id, reference), eq(sandboxCheckoutSessions.status, 'approved')))
    .returning();
  const [charge] = session
    ? []
    : await tx
        .update(sandboxCharges)
        .set({ status })
        .where(and(eq(sandboxCharges.id, reference), eq(sandboxCharges.status, 'succeeded')))
        .returning();
  const paid = session ?? charge;
  if (!paid) return false;
  await emitSandboxEvent(
    tx,
    deps,
    type,
    { order_ref: paid.orderRef, reference, amount_cents: paid.amountCents, currency: paid.currency },
    at,
  );
  return true;
}
