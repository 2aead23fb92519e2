/**
 * Telling a fan their subscription is about to renew (issue 26): CHARGE_NOTICE_DAYS before the end
 * of a paid period, a sweep (a periodic job) finds the subscriptions that renew (not cancelled),
 * whose end is that close and whose fan was not told for this period, and for each one marks the
 * period told, writes an in-app notification (which goes by web push too) and queues a mail, in
 * one transaction: the mark (`renewal_notice_for`, the period's end) makes it once per period,
 * however often or wherever the sweep runs. A free trial's first charge is told by
 * trials/trial-notices.ts instead (its subscription has no paying order yet).
 */
import { and, eq, gt, isNotNull, isNull, lte, or, sql } from 'drizzle-orm';
import { centsToAmount } from '../../../src/contract/rules/money-rules.ts';
import { renewalPriceCents } from '../../../src/contract/rules/offer-rules.ts';
import { resolveLocale } from '../../../src/i18n/locale-resolution.ts';
import type { Database } from '../../db/client.ts';
import { subscriptionPlans, userSubscriptions, users } from '../../db/schema.ts';
import { priceText } from '../../i18n/price.ts';
import { enqueueJob } from '../../jobs/job-queue.ts';
import type { JobHandler } from '../../jobs/job-runner.ts';
import type { Mailer } from '../../mail/mailer.ts';
import { notify } from '../notifications/notify.ts';
import { CHARGE_NOTICE_DAYS, cancelLinkOf, chargeDateText } from './charge-notice.ts';

export const RENEWAL_REMINDER_MAIL_JOB = 'renewals.mail-coming';
const NOTICE_MS = CHARGE_NOTICE_DAYS * 24 * 3600_000;
const SWEEP_LIMIT = 500;

/** Paid subscriptions that renew, ending within the notice window, whose fan was not told for this period. */
const dueAt = (now: Date) =>
  and(
    isNotNull(userSubscriptions.lastOrderId),
    isNull(userSubscriptions.cancelledAt),
    gt(userSubscriptions.expireAt, now),
    lte(userSubscriptions.expireAt, new Date(now.getTime() + NOTICE_MS)),
    or(
      isNull(userSubscriptions.renewalNoticeFor),
      sql`${userSubscriptions.renewalNoticeFor} <> ${userSubscriptions.expireAt}`,
    ),
  );

/** Tells one subscription's fan, once for its period; false when it was told already or is no longer due. */
async function tellOne(db: Database, subscriptionId: number, now: Date): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [held] = await tx
      .update(userSubscriptions)
      .set({ renewalNoticeFor: userSubscriptions.expireAt })
      .where(and(eq(userSubscriptions.id, subscriptionId), dueAt(now)))
      .returning();
    if (!held) return false;
    const [plan] = await tx
      .select({ name: subscriptionPlans.name, priceCents: subscriptionPlans.priceCents })
      .from(subscriptionPlans)
      .where(eq(subscriptionPlans.id, held.planId));
    if (!plan) return false;
    await notify(
      tx,
      {
        userId: held.userId,
        type: 'renewal_coming',
        actorId: held.creatorId,
        planName: plan.name,
        amountCents: renewalPriceCents(plan.priceCents, held.offerPercent),
        // The period's end, ISO 8601: the app words it as a date in the member's language.
        text: held.expireAt.toISOString(),
        subscriptionId: held.id,
      },
      now,
    );
    await enqueueJob(tx, {
      name: RENEWAL_REMINDER_MAIL_JOB,
      payload: { subscriptionId: held.id, periodEnd: held.expireAt.toISOString() },
      singletonKey: `renewal-coming:${held.id}:${held.expireAt.getTime()}`,
      maxAttempts: 10,
    });
    return true;
  });
}

/** Tells every subscription due at `now`, once each per period; answers how many were told. */
export async function sweepRenewalReminders(db: Database, now: Date): Promise<number> {
  const due = await db
    .select({ id: userSubscriptions.id })
    .from(userSubscriptions)
    .where(dueAt(now))
    .orderBy(userSubscriptions.expireAt)
    .limit(SWEEP_LIMIT);
  let told = 0;
  for (const { id } of due) if (await tellOne(db, id, now)) told += 1;
  return told;
}

/**
 * The mail job: the subscription as it is now, in the fan's language; nothing once it was
 * cancelled, renewed or ended meanwhile (its period is no longer the one told).
 */
export function renewalReminderMailHandler(deps: {
  db: Database;
  mailer: Mailer;
  publicUrl: string;
}): JobHandler {
  return {
    async run(payload) {
      const [row] = await deps.db
        .select({
          id: userSubscriptions.id,
          email: users.email,
          locale: users.locale,
          creatorId: userSubscriptions.creatorId,
          expireAt: userSubscriptions.expireAt,
          cancelledAt: userSubscriptions.cancelledAt,
          offerPercent: userSubscriptions.offerPercent,
          plan: subscriptionPlans.name,
          priceCents: subscriptionPlans.priceCents,
        })
        .from(userSubscriptions)
        .innerJoin(users, eq(users.id, userSubscriptions.userId))
        .innerJoin(subscriptionPlans, eq(subscriptionPlans.id, userSubscriptions.planId))
        .where(eq(userSubscriptions.id, Number(payload.subscriptionId)));
      if (!row || row.cancelledAt || row.expireAt.toISOString() !== payload.periodEnd) return;
      const [creator] = await deps.db
        .select({ nickname: users.nickname, username: users.username })
        .from(users)
        .where(eq(users.id, row.creatorId));
      const locale = resolveLocale(row.locale);
      await deps.mailer.send({
        to: row.email,
        locale,
        template: 'renewalComing',
        values: {
          plan: row.plan,
          creator: creator?.nickname || creator?.username || '',
          date: chargeDateText(locale, row.expireAt),
          price: priceText(locale, centsToAmount(renewalPriceCents(row.priceCents, row.offerPercent))),
          cancelUrl: cancelLinkOf(deps.publicUrl, locale, row.id),
        },
      });
    },
  };
}
