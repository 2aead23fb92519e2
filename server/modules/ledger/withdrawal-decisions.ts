/**
 * An operator's decisions on withdrawals: the console's withdrawals queue
 * (modules/operations/withdrawals/) and the shell's `npm run ops -- withdrawal-pass|
 * withdrawal-complete|withdrawal-fail` apply the same rules here. Passing approves (no money moves);
 * completing pays it out of the provider's cash; failing gives the amount back to the creator's
 * balance. Each locks the withdrawal, moves it only forward, and writes its lines once.
 */
import { eq } from 'drizzle-orm';
import type { WithdrawalDecision } from '../../../src/contract/calls/ops-withdrawals.ts';
import { WITHDRAWAL_STATUS } from '../../../src/contract/enums.ts';
import type { Database, Transaction } from '../../db/client.ts';
import { withdrawals } from '../../db/schema.ts';
import { LEDGER_KIND, withdrawalCompleteLines, withdrawalFailLines } from './ledger-accounts.ts';
import { postTransaction } from './ledger.service.ts';
import { notify } from '../notifications/notify.ts';

export type { WithdrawalDecision };
type WithdrawalRow = typeof withdrawals.$inferSelect;
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

/** Why a decision could not be applied: no such withdrawal, or its status does not allow it. */
export type DecisionProblem = { problem: 'notFound' } | { problem: 'wrongStatus'; status: number };

/**
 * Applies a decision inside the caller's transaction (the console writes its audit row in the
 * same one): locks the withdrawal, moves it only forward, writes the ledger lines once. A failure
 * keeps `reason`; a completion keeps the payout's `reference`. Answers the row as it now is.
 */
export async function applyWithdrawalDecision(
  tx: Transaction,
  id: number,
  decision: WithdrawalDecision,
  now: Date,
  details: { reason?: string; reference?: string } = {},
): Promise<{ ok: true; row: WithdrawalRow } | ({ ok: false } & DecisionProblem)> {
  const [row] = await tx.select().from(withdrawals).where(eq(withdrawals.id, id)).for('update');
  if (!row) return { ok: false, problem: 'notFound' };
  if (!FROM[decision].includes(row.status)) return { ok: false, problem: 'wrongStatus', status: row.status };
  const [updated] = await tx
    .update(withdrawals)
    .set({
      status: TARGET[decision],
      reason: decision === 'fail' ? (details.reason ?? '').trim().slice(0, 500) : '',
      payoutReference: decision === 'complete' ? (details.reference ?? '').trim().slice(0, 100) : '',
      updatedAt: now,
    })
    .where(eq(withdrawals.id, id))
    .returning();
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
  if (row.creatorId !== null)
    await notify(
      tx,
      {
        userId: row.creatorId,
        type: 'withdrawal',
        amountCents: row.amountCents,
        status: TARGET[decision],
        text: updated!.reason,
      },
      now,
    );
  return { ok: true, row: updated! };
}

/** The shell's decision (`npm run ops`): its own transaction, its refusals as lines to print. */
export async function decideWithdrawal(
  db: Database,
  id: number,
  decision: WithdrawalDecision,
  now: Date,
  reason = '',
  reference = '',
): Promise<DecisionOutcome> {
  if (decision === 'fail' && reason.trim() === '')
    return { ok: false, reason: 'A failure needs a reason: --reason "..."' };
  return db.transaction(async (tx) => {
    const outcome = await applyWithdrawalDecision(tx, id, decision, now, { reason, reference });
    if (outcome.ok) return { ok: true, id, status: outcome.row.status };
    if (outcome.problem === 'notFound') return { ok: false, reason: `No withdrawal ${id}.` };
    return {
      ok: false,
      reason: `Withdrawal ${id} is ${STATUS_NAME[outcome.status] ?? outcome.status}; it cannot be ${decision === 'pass' ? 'passed' : `${decision}d`}.`,
    };
  });
}
