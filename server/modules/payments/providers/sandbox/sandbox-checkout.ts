/**
 * The sandbox's hosted checkout: a session per payment, open for 30 minutes, finished by the
 * page's Approve, Decline or Let it expire (or by the expiry job when nobody chose), each ending
 * in an event. A session is finished once: a second choice finds it closed and changes nothing.
 */
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../../../db/client.ts';
import { sandboxCheckoutSessions } from '../../../../db/schema.ts';
import { enqueueJob } from '../../../../jobs/job-queue.ts';
import type { JobHandler } from '../../../../jobs/job-runner.ts';
import { systemClock, type Clock } from '../../../../core/clock.ts';
import type { Transaction } from '../../../../db/client.ts';
import type { IdSource } from '../../ids.ts';
import type { ProviderOrder } from '../provider.ts';
import { emitSandboxEvent, type SandboxEventSink } from './sandbox-events.ts';

/** An unanswered checkout expires after 30 minutes (docs/decisions.md, "Money"). */
export const CHECKOUT_LIFETIME_MS = 30 * 60 * 1000;
export const SANDBOX_EXPIRY_JOB = 'sandbox.expire-checkout';

export interface SandboxDeps {
  ids: IdSource;
  sink: SandboxEventSink;
}

export type CheckoutSession = typeof sandboxCheckoutSessions.$inferSelect;
export type CheckoutChoice = 'approve' | 'decline' | 'expire';

/** Opens a session for `order`, and queues its expiry 30 minutes on. */
export async function openCheckoutSession(
  tx: Transaction,
  deps: SandboxDeps,
  order: ProviderOrder,
  at: Date,
): Promise<CheckoutSession> {
  const expiresAt = new Date(at.getTime() + CHECKOUT_LIFETIME_MS);
  const [session] = await tx
    .insert(sandboxCheckoutSessions)
    .values({
      id: deps.ids('cs'),
      orderRef: order.publicId,
      amountCents: order.amountCents,
      currency: order.currency,
      description: order.description,
      paymentType: order.paymentType,
      locale: order.locale,
      createdAt: at,
      expiresAt,
    })
    .returning();
  await enqueueJob(tx, { name: SANDBOX_EXPIRY_JOB, payload: { sessionId: session!.id }, runAt: expiresAt });
  return session!;
}

export async function findCheckoutSession(db: Database, id: string): Promise<CheckoutSession | undefined> {
  const [session] = await db.select().from(sandboxCheckoutSessions).where(eq(sandboxCheckoutSessions.id, id));
  return session;
}

/**
 * Finishes an open session as the page's button says: approve (the payment succeeds), decline
 * (it fails) or expire. Approving a session past its 30 minutes expires it instead. Answers the
 * session as it now stands; a finished one is left as it was.
 */
export async function finishCheckoutSession(
  db: Database,
  deps: SandboxDeps,
  id: string,
  choice: CheckoutChoice,
  at: Date,
): Promise<CheckoutSession | undefined> {
  return db.transaction(async (tx) => {
    const [open] = await tx
      .select()
      .from(sandboxCheckoutSessions)
      .where(and(eq(sandboxCheckoutSessions.id, id), eq(sandboxCheckoutSessions.status, 'open')))
      .for('update');
    if (!open) {
      const [finished] = await tx
        .select()
        .from(sandboxCheckoutSessions)
        .where(eq(sandboxCheckoutSessions.id, id));
      return finished;
    }
    const outcome = choice !== 'expire' && at >= open.expiresAt ? 'expire' : choice;
    const status = outcome === 'approve' ? 'approved' : outcome === 'decline' ? 'declined' : 'expired';
    const [updated] = await tx
      .update(sandboxCheckoutSessions)
      .set({ status, completedAt: at })
      .where(eq(sandboxCheckoutSessions.id, id))
      .returning();
    const common = { order_ref: open.orderRef, reference: open.id };
    if (outcome === 'approve') {
      await emitSandboxEvent(
        tx,
        deps,
        'payment.succeeded',
        { ...common, amount_cents: open.amountCents, currency: open.currency },
        at,
      );
    } else if (outcome === 'decline') {
      await emitSandboxEvent(tx, deps, 'payment.failed', { ...common, reason: 'declined' }, at);
    } else {
      await emitSandboxEvent(tx, deps, 'payment.expired', common, at);
    }
    return updated;
  });
}

/** The expiry job: a session still open at its time expires (and says so by event). */
export function sandboxExpiryHandler(deps: {
  db: Database;
  sandbox: SandboxDeps;
  clock?: Clock;
}): JobHandler {
  const clock = deps.clock ?? systemClock;
  return {
    async run(payload) {
      const id = String(payload.sessionId ?? '');
      const session = await findCheckoutSession(deps.db, id);
      if (!session || session.status !== 'open') return;
      const now = clock.now();
      if (now < session.expiresAt) throw new Error('the checkout session has not expired yet');
      await finishCheckoutSession(deps.db, deps.sandbox, id, 'expire', now);
    },
  };
}
