import { z } from 'zod/mini';
import { defineCall, pageParamsSchema } from '../call.ts';
import { pageOf } from '../entities.ts';
import { rolesOf } from '../operators.ts';
import { text } from '../strings.ts';

/**
 * The console's money view (issue 23): what moved through the ledger in a period, checked two
 * ways (its lines sum to zero; the provider's captured payments match the ledger's cash), and the
 * creators' balances now, the largest first. Every amount is in currency units.
 */

/** A day of the period, `YYYY-MM-DD`, counted in UTC. */
export const MONEY_DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;
const daySchema = text().check(
  z.regex(MONEY_DAY_PATTERN),
  z.refine((day) => !Number.isNaN(Date.parse(day))),
);

const periodFields = {
  /** The first day, included. */
  from: daySchema,
  /** The last day, included. */
  to: daySchema,
};
/** The period ends on or after its first day (the days compare as text: YYYY-MM-DD). */
const inOrder = z.refine<{ from: string; to: string }>((period) => period.from <= period.to, {
  path: ['to'],
  message: 'to',
});

export const moneyPeriodSchema = z.object(periodFields).check(inOrder);

export const creatorBalanceSchema = z.object({
  id: z.int(),
  uuid: z.string(),
  username: z.string(),
  nickname: z.string(),
  balance: z.number(),
});
export type CreatorBalance = z.infer<typeof creatorBalanceSchema>;

export const moneyViewSchema = z.object({
  /** What fans paid (the payments' cash at the provider). */
  gross_sales: z.number(),
  /** Refunds and chargebacks: the cash given back. */
  refunds: z.number(),
  /** The platform's fees, less those of reversed payments. */
  platform_fees: z.number(),
  /** What the payment provider took of the period's payments, less reversals (borne by creators). */
  payment_costs: z.number(),
  /** What creators earned, less reversals. */
  creator_earnings: z.number(),
  /** Withdrawals paid out to creators. */
  payouts: z.number(),
  /** The sum of every ledger line of the period: 0 when each transaction balances. */
  ledger_sum: z.number(),
  /** The provider's records against the ledger; null when the provider's records cannot be read here. */
  reconciliation: z.nullable(
    z.object({
      provider: z.string(),
      /** Payments the provider captured in the period (refunded or disputed since included). */
      provider_captured: z.number(),
      /** The ledger's cash of the period's payments. */
      ledger_payments: z.number(),
      /** provider_captured − ledger_payments: 0 when they agree. */
      difference: z.number(),
    }),
  ),
  /** Creators by balance now, the largest first. */
  balances: pageOf(creatorBalanceSchema),
});
export type MoneyView = z.infer<typeof moneyViewSchema>;

/** The period's figures and one page of creators' balances. */
export const opsMoneyCall = defineCall({
  path: 'ops/money',
  access: 'operator',
  roles: rolesOf('money'),
  request: z.extend(pageParamsSchema, periodFields).check(inOrder),
  response: moneyViewSchema,
});
