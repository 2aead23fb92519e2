import { z } from 'zod/mini';
import { defineCall, pageParamsSchema } from '../call.ts';
import { pageOf } from '../entities.ts';
import { WITHDRAWAL_STATUS } from '../enums.ts';
import { rolesOf } from '../operators.ts';
import { multilineText, text } from '../strings.ts';
import { databaseId } from '../ids.ts';

/**
 * The console's withdrawals queue (issue 23): finance approves a creator's payout request, marks
 * it paid out with the payment's reference, or fails it with a reason (the amount goes back to
 * the creator's balance through the ledger). The creator sees each status by mail and in their
 * withdrawal history.
 */

/** The queue's tabs, by the status they list. */
export const OPS_WITHDRAWAL_TABS = ['pending', 'passed', 'completed', 'failed'] as const;
export type OpsWithdrawalTab = (typeof OPS_WITHDRAWAL_TABS)[number];

/** What finance may decide: approve (pass), mark paid out (complete), or fail. */
export const WITHDRAWAL_DECISIONS = ['pass', 'complete', 'fail'] as const;
export type WithdrawalDecision = (typeof WITHDRAWAL_DECISIONS)[number];

/** The payment's reference (bank transfer id, provider payout id) a completed withdrawal keeps. */
export const PAYOUT_REFERENCE_MAX = 100;
/** Why a withdrawal failed, as the creator reads it. */
export const FAIL_REASON_MAX = 500;

const status = z.union([
  z.literal(WITHDRAWAL_STATUS.pending),
  z.literal(WITHDRAWAL_STATUS.passed),
  z.literal(WITHDRAWAL_STATUS.completed),
  z.literal(WITHDRAWAL_STATUS.failed),
]);

/** A withdrawal as the queue lists it. */
export const opsWithdrawalSchema = z.object({
  id: z.int().check(z.positive()),
  /** Currency units. */
  amount: z.number().check(z.positive()),
  /** 0 pending, 1 passed, 2 completed, 3 failed (WITHDRAWAL_STATUS). */
  status,
  /** Why it failed ('' otherwise). */
  reason: z.string(),
  /** The payout's reference once completed ('' otherwise). */
  reference: z.string(),
  /** When the creator asked, ISO 8601. */
  requested_at: z.string(),
  /** Seconds it has waited: until now while pending or passed, until its final decision after. */
  waiting_seconds: z.int().check(z.nonnegative()),
  /** The creator; null once their account was deleted. */
  creator: z.nullable(
    z.object({
      uuid: z.string(),
      username: z.string(),
      nickname: z.string(),
      /** Their balance now, currency units (negative after refunds exceed earnings). */
      balance: z.number(),
    }),
  ),
});
export type OpsWithdrawal = z.infer<typeof opsWithdrawalSchema>;

/** One line of the creator's ledger: how a money movement changed their balance. */
export const creatorLedgerLineSchema = z.object({
  /** When it was written, ISO 8601. */
  at: z.string(),
  /** payment, reversal, withdrawal_request, withdrawal_complete, withdrawal_fail. */
  kind: z.string(),
  /** The change to the balance, currency units (an earning positive, a withdrawal negative). */
  amount: z.number(),
});
export type CreatorLedgerLine = z.infer<typeof creatorLedgerLineSchema>;

/** The queue: one status (pending by default), oldest first so nobody waits behind newer ones. */
export const listOpsWithdrawalsCall = defineCall({
  path: 'ops/withdrawals',
  access: 'operator',
  roles: rolesOf('withdrawals'),
  request: z.extend(pageParamsSchema, {
    status: z._default(z.enum(OPS_WITHDRAWAL_TABS), 'pending'),
  }),
  response: pageOf(opsWithdrawalSchema),
});

/**
 * One withdrawal with the creator's recent ledger lines, newest first, and the sum check: every
 * ledger transaction of the creator sums to zero and their balance is minus their lines' sum.
 */
export const getOpsWithdrawalCall = defineCall({
  path: 'ops/withdrawal',
  access: 'operator',
  roles: rolesOf('withdrawals'),
  request: z.object({ id: databaseId }),
  response: z.object({
    withdrawal: opsWithdrawalSchema,
    ledger: z.array(creatorLedgerLineSchema),
    /** True when the creator's ledger transactions each sum to zero. */
    balanced: z.boolean(),
  }),
});

/**
 * Decides a withdrawal: pending → passed → completed, or pending|passed → failed (the amount back
 * to the balance). Completing needs the payout's reference, failing the reason the creator reads.
 */
export const decideWithdrawalSchema = z
  .object({
    id: databaseId,
    decision: z.enum(WITHDRAWAL_DECISIONS),
    reference: z.optional(text().check(z.trim(), z.maxLength(PAYOUT_REFERENCE_MAX))),
    reason: z.optional(multilineText().check(z.trim(), z.maxLength(FAIL_REASON_MAX))),
  })
  .check(
    z.refine((input) => input.decision !== 'complete' || (input.reference ?? '') !== '', {
      path: ['reference'],
      message: 'reference',
    }),
    z.refine((input) => input.decision !== 'fail' || (input.reason ?? '') !== '', {
      path: ['reason'],
      message: 'reason',
    }),
  );

export const decideWithdrawalCall = defineCall({
  path: 'ops/decideWithdrawal',
  access: 'operator',
  roles: rolesOf('withdrawals'),
  request: decideWithdrawalSchema,
  response: z.object({ withdrawal: opsWithdrawalSchema }),
});
