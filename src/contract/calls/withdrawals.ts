import { z } from 'zod/mini';
import { defineCall, pageParamsSchema } from '../call.ts';
import { pageOf } from '../entities.ts';
import { withdrawalSchema } from '../entities-money.ts';
import { isMoneyAmount } from '../rules/money-rules.ts';

/**
 * A creator asks for a payout: at least 100 and never more than the balance, even with two
 * requests at once. Answers the new withdrawal (pending) and the balance left.
 */
export const requestWithdrawalCall = defineCall({
  path: 'user/applyWithdraw',
  access: 'member',
  request: z.object({ amount: z.number().check(z.refine(isMoneyAmount)) }),
  response: z.object({ withdrawal: withdrawalSchema, balance: z.number() }),
});

/** The creator's withdrawals, newest first, paged, with the balance now. */
export const listWithdrawalsCall = defineCall({
  path: 'user/getWithdrawList',
  access: 'member',
  request: pageParamsSchema,
  response: z.extend(pageOf(withdrawalSchema), { balance: z.number() }),
});
