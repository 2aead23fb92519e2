/**
 * Finance's decisions in the console (issue 23): the rules of modules/ledger/withdrawal-decisions.ts
 * (the shell's commands apply the same), each with its audit row in the same transaction, then a
 * mail to the creator in their language. The mail goes only once the decision is committed; a
 * mail server that is down does not undo the decision (the creator's history shows it anyway).
 */
import { eq } from 'drizzle-orm';
import type { OpsWithdrawal, WithdrawalDecision } from '../../../../src/contract/calls/ops-withdrawals.ts';
import { centsToAmount } from '../../../../src/contract/rules/money-rules.ts';
import { resolveLocale } from '../../../../src/i18n/locale-resolution.ts';
import { ServiceError } from '../../../core/service-error.ts';
import { users, withdrawals } from '../../../db/schema.ts';
import type { CallContext } from '../../../http/call-context.ts';
import type { MailTemplates } from '../../../mail/mailer.ts';
import { applyWithdrawalDecision } from '../../ledger/withdrawal-decisions.ts';
import { recordOperatorAction } from '../audit.service.ts';
import { toQueueWithdrawals } from './withdrawal-queue.service.ts';

type WithdrawalRow = typeof withdrawals.$inferSelect;

const OUTCOME: Record<WithdrawalDecision, MailTemplates['withdrawalDecided']['outcome']> = {
  pass: 'passed',
  complete: 'completed',
  fail: 'failed',
};

export interface DecisionInput {
  id: number;
  decision: WithdrawalDecision;
  /** The payout's reference; the contract requires it to complete. */
  reference?: string | undefined;
  /** Why it failed; the contract requires it to fail. */
  reason?: string | undefined;
}

/**
 * Applies `decision` (server.ops.withdrawalNotFound, server.ops.withdrawalMovedOn when a
 * decision already moved it on), records it, tells the creator, and answers the withdrawal now.
 */
export async function decideQueuedWithdrawal(
  ctx: Pick<CallContext, 'db' | 'now' | 'viewer' | 'clientAddress' | 'mail' | 'log'>,
  input: DecisionInput,
): Promise<{ withdrawal: OpsWithdrawal }> {
  const now = ctx.now();
  const reference = input.decision === 'complete' ? (input.reference ?? '') : '';
  const reason = input.decision === 'fail' ? (input.reason ?? '') : '';
  const row = await ctx.db.transaction(async (tx) => {
    const outcome = await applyWithdrawalDecision(tx, input.id, input.decision, now, { reason, reference });
    if (!outcome.ok)
      throw new ServiceError(
        outcome.problem === 'notFound' ? 'server.ops.withdrawalNotFound' : 'server.ops.withdrawalMovedOn',
      );
    await recordOperatorAction(tx, ctx, {
      action: `withdrawal.${input.decision}`,
      targetType: 'withdrawal',
      targetId: input.id,
      ...(reason ? { reason } : {}),
      details: {
        amount: centsToAmount(outcome.row.amountCents),
        ...(reference ? { reference } : {}),
      },
    });
    return outcome.row;
  });
  await tellCreator(ctx, row, input.decision);
  const [withdrawal] = await toQueueWithdrawals(ctx.db, [row], now);
  return { withdrawal: withdrawal! };
}

/** The creator's mail, in their language; logged, not thrown, when the mail server refuses it. */
async function tellCreator(
  ctx: Pick<CallContext, 'db' | 'mail' | 'log'>,
  row: WithdrawalRow,
  decision: WithdrawalDecision,
): Promise<void> {
  if (row.creatorId === null) return;
  const [creator] = await ctx.db
    .select({ email: users.email, locale: users.locale })
    .from(users)
    .where(eq(users.id, row.creatorId));
  if (!creator) return;
  try {
    await ctx.mail.send({
      to: creator.email,
      locale: resolveLocale(creator.locale),
      template: 'withdrawalDecided',
      values: {
        amount: centsToAmount(row.amountCents),
        outcome: OUTCOME[decision],
        detail: decision === 'complete' ? row.payoutReference : decision === 'fail' ? row.reason : '',
      },
    });
  } catch (error) {
    ctx.log.error({ err: error, withdrawalId: row.id }, 'withdrawal mail not sent');
  }
}
