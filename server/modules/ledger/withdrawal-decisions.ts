/**
 * An operator's decisions on withdrawals (`npm run ops -- withdrawal-pass|withdrawal-complete|
 * withdrawal-fail`), until the operations console exists. Passing approves (no money moves);
 * completing pays it out of the provider's cash; failing gives the amount back to the creator's
 * balance. Each locks the withdrawal, moves it only forward, and writes its lines once.
 */
import { eq } from 'drizzle-orm';
import { WITHDRAWAL_STATUS } from '../../../src/contract/enums.ts';
import type { Database } from '../../db/client.ts';
import { withdrawals } from '../../db/schema.ts';
import { LEDGER_KIND, withdrawalCompleteLines, withdrawalFailLines } from './ledger-accounts.ts';
import { postTransaction } from './ledger.service.ts';

export type WithdrawalDecision = 'pass' | 'complete' | 'fail';
export type DecisionOutcome = { ok: true; id: number; status: number } | { ok: false; reason: string };

const STATUS_NAME = ['pending', 'passed', 'completed', 'failed'];
const TARGET = {
  pass: WITHDRAWAL_STATUS.passed,
  complete: WITHDRAWAL_STATUS.completed,
  fail: WITHDRAWAL_STATUS.failed,
};
/** Which statuses each decision moves from. */
const FROM: Record<WithdrawalDecision, readonly number[]> = {
  pass: [WITHDRAWAL_STATUS.pending],
  complete: [WITHDRAWAL_STATUS.pending, WITHDRAWAL_STATUS.passed],
  fail: [WITHDRAWAL_STATUS.pending, WITHDRAWAL_STATUS.passed],
};

export async function decideWithdrawal(
  db: Database,
  id: number,
  decision: WithdrawalDecision,
  now: Date,
  reason = '',
): Promise<DecisionOutcome> {
  if (decision === 'fail' && reason.trim() === '')
    return { ok: false, reason: 'A failure needs a reason: --reason "..."' };
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(withdrawals).where(eq(withdrawals.id, id)).for('update');
    if (!row) return { ok: false, reason: `No withdrawal ${id}.` };
    if (!FROM[decision].includes(row.status))
      return {
        ok: false,
        reason: `Withdrawal ${id} is ${STATUS_NAME[row.status] ?? row.status}; it cannot be ${decision === 'pass' ? 'passed' : `${decision}d`}.`,
      };
    const status = TARGET[decision];
    await tx
      .update(withdrawals)
      .set({ status, reason: decision === 'fail' ? reason.trim().slice(0, 500) : '', updatedAt: now })
      .where(eq(withdrawals.id, id));
    if (decision === 'complete')
      await postTransaction(tx, {
        kind: LEDGER_KIND.withdrawalComplete,
        lines: withdrawalCompleteLines(row.creatorId, row.amountCents),
        withdrawalId: id,
        at: now,
      });
    if (decision === 'fail')
      await postTransaction(tx, {
        kind: LEDGER_KIND.withdrawalFail,
        lines: withdrawalFailLines(row.creatorId, row.amountCents),
        withdrawalId: id,
        at: now,
      });
    return { ok: true, id, status };
  });
}
