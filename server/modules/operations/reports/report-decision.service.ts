/**
 * An operator's decision on a target's open reports (issue 23), in one transaction with its audit
 * record: every open report of the target closes with the action and the reason; `hide-post`
 * rejects the post (status 5, the reason shown to its creator in mine-post), `warn` mails the
 * member the reason, `suspend` suspends the account (accounts/suspensions.service.ts). After the
 * commit each reporter is told by mail that their report was decided; the app shows the outcome.
 */
import { eq, inArray } from 'drizzle-orm';
import type { ReportDecision } from '../../../../src/contract/calls/ops-reports.ts';
import { resolveLocale } from '../../../../src/i18n/locale-resolution.ts';
import { ServiceError } from '../../../core/service-error.ts';
import type { Transaction } from '../../../db/client.ts';
import { users } from '../../../db/schema.ts';
import type { CallContext } from '../../../http/call-context.ts';
import { isPlaceholderEmail } from '../../accounts/account-store.ts';
import { suspendMember } from '../../accounts/suspensions.service.ts';
import { rejectPost } from '../../posts/post-review.service.ts';
import { closeReportsOf, type ClosedReport } from '../../reports/reports.ops.ts';
import { notify } from '../../notifications/notify.ts';
import { recordOperatorAction } from '../audit.service.ts';
import { reportedMemberOf } from './reports-queue.service.ts';

const DAY_MS = 24 * 3600 * 1000;

/** What a decision takes from the call. */
export type DecisionContext = Pick<CallContext, 'db' | 'viewer' | 'clientAddress' | 'now' | 'mail' | 'log'>;

/** Decides the target's open reports; answers how many it closed. */
export async function decideReports(
  ctx: DecisionContext,
  decision: ReportDecision,
): Promise<{ closed: number }> {
  const now = ctx.now();
  const { closed, member } = await ctx.db.transaction(async (tx) => {
    const memberId = await reportedMemberOf({ db: tx }, decision.target);
    const closedReports = await closeReportsOf(tx, decision.target, {
      action: decision.action,
      note: decision.reason,
      now,
    });
    if (closedReports.length === 0) throw new ServiceError('server.ops.reportsNoneOpen');
    const [reported] = await tx.select().from(users).where(eq(users.id, memberId));
    if (!reported) throw new ServiceError('server.ops.reportTargetNotFound');
    const details = await applyAction(ctx, tx, decision, reported, now);
    for (const reporterId of new Set(closedReports.map((report) => report.reporterId)))
      if (reporterId !== null)
        await notify(tx, { userId: reporterId, type: 'report_outcome', text: decision.action }, now);
    await recordOperatorAction(tx, ctx, {
      action: `report.${decision.action}`,
      targetType: decision.target.type,
      targetId: decision.target.id,
      reason: decision.reason,
      details: { memberId, reports: closedReports.map((report) => report.id), ...details },
    });
    return { closed: closedReports, member: reported };
  });
  await tellReporters(ctx, closed, member.nickname || member.username);
  return { closed: closed.length };
}

/** The action's own effect, in the decision's transaction; answers what the audit record adds. */
async function applyAction(
  ctx: DecisionContext,
  tx: Transaction,
  decision: ReportDecision,
  member: typeof users.$inferSelect,
  now: Date,
): Promise<Record<string, unknown>> {
  switch (decision.action) {
    case 'dismiss':
      return {};
    case 'hide-post': {
      const hidden = await rejectPost(
        tx,
        decision.target.id,
        { reason: 'other', note: decision.reason },
        ctx.now(),
      );
      return { previousStatus: hidden.previousStatus, status: hidden.status };
    }
    case 'suspend': {
      const days = decision.days ?? null;
      const until = days === null ? null : new Date(now.getTime() + days * DAY_MS);
      await suspendMember(tx, { userId: member.id, until, reason: decision.reason, now });
      return { until: until?.toISOString() ?? null };
    }
    case 'warn':
      // A provider account's placeholder address reaches nobody (accounts/account-store.ts).
      if (isPlaceholderEmail(member.email)) return { mailed: false };
      try {
        await ctx.mail.send({
          to: member.email,
          locale: resolveLocale(member.locale),
          template: 'reportWarning',
          values: { reason: decision.reason },
        });
      } catch (error) {
        ctx.log.error({ err: error }, 'sending a report warning failed');
        throw new ServiceError('server.error.mailUnavailable');
      }
      return { mailed: true };
  }
}

/** Mails each reporter that their report was decided; a failure is logged, the decision stands. */
async function tellReporters(ctx: DecisionContext, closed: ClosedReport[], name: string): Promise<void> {
  const ids = [
    ...new Set(closed.flatMap((report) => (report.reporterId === null ? [] : [report.reporterId]))),
  ];
  if (ids.length === 0) return;
  const reporters = await ctx.db
    .select({ email: users.email, locale: users.locale })
    .from(users)
    .where(inArray(users.id, ids));
  for (const reporter of reporters) {
    if (isPlaceholderEmail(reporter.email)) continue;
    try {
      await ctx.mail.send({
        to: reporter.email,
        locale: resolveLocale(reporter.locale),
        template: 'reportClosed',
        values: { name },
      });
    } catch (error) {
      ctx.log.warn({ err: error }, 'telling a reporter their report was decided failed');
    }
  }
}
