/**
 * Telling a fan their free trial ends (issue 25; docs/decisions/trials.md): TRIAL_NOTICE_DAYS
 * before the first charge, a sweep (a periodic job) finds the trials still on their free period,
 * not cancelled, whose end is that close, and for each one marks the claim told, writes an in-app
 * notification (which goes by web push too) and queues a mail, in one transaction: the mark is
 * what makes it once per trial, however often or wherever the sweep runs.
 */
import { and, eq, gt, isNull, lte } from 'drizzle-orm';
import { centsToAmount } from '../../../src/contract/rules/money-rules.ts';
import { TRIAL_NOTICE_DAYS } from '../../../src/contract/rules/trial-link-limits.ts';
import { resolveLocale } from '../../../src/i18n/locale-resolution.ts';
import type { Database } from '../../db/client.ts';
import { subscriptionPlans, trialClaims, userSubscriptions, users } from '../../db/schema.ts';
import { priceText } from '../../i18n/price.ts';
import { enqueueJob } from '../../jobs/job-queue.ts';
import type { JobHandler } from '../../jobs/job-runner.ts';
import type { Mailer } from '../../mail/mailer.ts';
import { notify } from '../notifications/notify.ts';
import { cancelLinkOf, chargeDateText } from '../payments/charge-notice.ts';

export const TRIAL_MAIL_JOB = 'trials.mail-ending';
const NOTICE_MS = TRIAL_NOTICE_DAYS * 24 * 3600_000;
const SWEEP_LIMIT = 500;

/** Trials on their free period (no paying order yet), renewing, ending within the notice window, not told yet. */
const dueAt = (now: Date) =>
  and(
    isNull(trialClaims.noticeSentAt),
    isNull(userSubscriptions.lastOrderId),
    isNull(userSubscriptions.cancelledAt),
    gt(userSubscriptions.expireAt, now),
    lte(userSubscriptions.expireAt, new Date(now.getTime() + NOTICE_MS)),
  );

/** Tells every trial due at `now`, once each; answers how many were told. */
export async function sweepTrialNotices(db: Database, now: Date): Promise<number> {
  const due = await db
    .select({ id: trialClaims.id })
    .from(trialClaims)
    .innerJoin(userSubscriptions, eq(userSubscriptions.id, trialClaims.subscriptionId))
    .where(dueAt(now))
    .limit(SWEEP_LIMIT);
  let told = 0;
  for (const { id } of due) {
    const sent = await db.transaction(async (tx) => {
      const [claim] = await tx
        .update(trialClaims)
        .set({ noticeSentAt: now })
        .where(and(eq(trialClaims.id, id), isNull(trialClaims.noticeSentAt)))
        .returning();
      if (!claim) return false;
      const [held] = await tx
        .select({
          expireAt: userSubscriptions.expireAt,
          planName: subscriptionPlans.name,
          priceCents: subscriptionPlans.priceCents,
        })
        .from(userSubscriptions)
        .innerJoin(subscriptionPlans, eq(subscriptionPlans.id, userSubscriptions.planId))
        .where(eq(userSubscriptions.id, claim.subscriptionId!));
      if (!held) return false;
      await notify(
        tx,
        {
          userId: claim.fanId,
          type: 'trial_ending',
          actorId: claim.creatorId,
          planName: held.planName,
          amountCents: held.priceCents,
          // The first charge's moment, ISO 8601: the app words it as a date in the member's language.
          text: held.expireAt.toISOString(),
          subscriptionId: claim.subscriptionId,
        },
        now,
      );
      await enqueueJob(tx, {
        name: TRIAL_MAIL_JOB,
        payload: { claimId: claim.id },
        singletonKey: `trial:${claim.id}`,
        maxAttempts: 10,
      });
      return true;
    });
    if (sent) told += 1;
  }
  return told;
}

/** The mail job: the trial's end and price as they are now, in the fan's language; nothing once it was cancelled or paid. */
export function trialMailHandler(deps: { db: Database; mailer: Mailer; publicUrl: string }): JobHandler {
  return {
    async run(payload) {
      const [row] = await deps.db
        .select({
          email: users.email,
          locale: users.locale,
          subscriptionId: userSubscriptions.id,
          creatorId: trialClaims.creatorId,
          expireAt: userSubscriptions.expireAt,
          cancelledAt: userSubscriptions.cancelledAt,
          lastOrderId: userSubscriptions.lastOrderId,
          plan: subscriptionPlans.name,
          priceCents: subscriptionPlans.priceCents,
        })
        .from(trialClaims)
        .innerJoin(users, eq(users.id, trialClaims.fanId))
        .innerJoin(userSubscriptions, eq(userSubscriptions.id, trialClaims.subscriptionId))
        .innerJoin(subscriptionPlans, eq(subscriptionPlans.id, userSubscriptions.planId))
        .where(eq(trialClaims.id, Number(payload.claimId)));
      if (!row || row.cancelledAt || row.lastOrderId !== null) return;
      const [creator] = await deps.db
        .select({ nickname: users.nickname })
        .from(users)
        .where(eq(users.id, row.creatorId));
      const locale = resolveLocale(row.locale);
      const date = chargeDateText(locale, row.expireAt);
      await deps.mailer.send({
        to: row.email,
        locale,
        template: 'trialEnding',
        values: {
          plan: row.plan,
          creator: creator?.nickname ?? '',
          date,
          price: priceText(locale, centsToAmount(row.priceCents)),
          cancelUrl: cancelLinkOf(deps.publicUrl, locale, row.subscriptionId),
        },
      });
    },
  };
}
