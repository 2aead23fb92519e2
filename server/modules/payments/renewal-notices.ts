/**
 * Telling a fan their subscription was not renewed (docs/decisions.md, "Renewals"): a renewal
 * order that ends unpaid (declined, no usable card, the plan withdrawn or made dearer) queues one
 * mail in the transaction that ends it, so the mail goes if and only if that is committed. The job
 * writes it in the fan's language through the platform's mailer (SMTP or the outbox).
 */
import { eq } from 'drizzle-orm';
import { resolveLocale } from '../../../src/i18n/locale-resolution.ts';
import type { Database } from '../../db/client.ts';
import { orders, users } from '../../db/schema.ts';
import { enqueueJob, type JobWriter } from '../../jobs/job-queue.ts';
import type { JobHandler } from '../../jobs/job-runner.ts';
import { RENEWAL_FAILURES, type Mailer, type RenewalFailure } from '../../mail/mailer.ts';
import type { OrderRow } from './order-row.ts';

export const RENEWAL_MAIL_JOB = 'renewals.mail-failed';

/** Queues the fan's mail when `order` is a renewal that ended unpaid; other orders say nothing. */
export async function noteOrderUnpaid(tx: JobWriter, order: Pick<OrderRow, 'id' | 'kind'>): Promise<void> {
  if (order.kind !== 'renewal') return;
  await enqueueJob(tx, {
    name: RENEWAL_MAIL_JOB,
    payload: { orderId: order.id },
    singletonKey: `order:${order.id}`,
    maxAttempts: 10,
  });
}

const failureOf = (reason: string): RenewalFailure =>
  (RENEWAL_FAILURES as readonly string[]).includes(reason) ? (reason as RenewalFailure) : 'declined';

/** The mail job: the order, its fan and creator as they are now; nothing once the order was paid after all. */
export function renewalMailHandler(deps: { db: Database; mailer: Mailer }): JobHandler {
  return {
    async run(payload) {
      const [order] = await deps.db
        .select()
        .from(orders)
        .where(eq(orders.id, Number(payload.orderId)));
      if (!order || order.kind !== 'renewal' || order.buyerId === null) return;
      if (order.status !== 'failed' && order.status !== 'expired') return;
      const [fan] = await deps.db
        .select({ email: users.email, locale: users.locale })
        .from(users)
        .where(eq(users.id, order.buyerId));
      if (!fan) return;
      const [creator] =
        order.creatorId === null
          ? []
          : await deps.db
              .select({ nickname: users.nickname })
              .from(users)
              .where(eq(users.id, order.creatorId));
      await deps.mailer.send({
        to: fan.email,
        locale: resolveLocale(fan.locale),
        template: 'renewalFailed',
        values: { plan: order.itemName, creator: creator?.nickname ?? '', reason: failureOf(order.reason) },
      });
    },
  };
}
