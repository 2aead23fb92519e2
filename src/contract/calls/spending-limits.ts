import { z } from 'zod/mini';
import { defineCall } from '../call.ts';
import { spendingLimitsSchema } from '../entities-spending.ts';
import { databaseInteger } from '../ids.ts';
import { isMoneyAmount } from '../rules/money-rules.ts';

/** Which cap: a creator's by their `aff`, or 0 for the overall cap. */
const capScope = databaseInteger;

/** What setting a cap sends (the spending limits form validates with it too). */
export const setSpendingLimitSchema = z.object({
  /** The creator's `aff`; 0 for the overall cap. */
  aff: z._default(capScope, 0),
  /** The most the fan may be charged in a calendar month (UTC): currency units, at most two decimals. */
  amount: z.number().check(z.refine(isMoneyAmount)),
});
export type SetSpendingLimitRequest = z.infer<typeof setSpendingLimitSchema>;

/** The caller's spending this month against each of their caps (issue 26). */
export const getSpendingLimitsCall = defineCall({
  path: 'payment/getSpendingLimits',
  access: 'member',
  request: z.object({}),
  response: spendingLimitsSchema,
});

/**
 * Sets (or changes) a monthly cap, overall or for one creator. A cap below what is already spent
 * is allowed: it refuses every further charge it covers until the month resets. Answers the
 * limits as they now stand.
 */
export const setSpendingLimitCall = defineCall({
  path: 'payment/setSpendingLimit',
  access: 'member',
  request: setSpendingLimitSchema,
  response: spendingLimitsSchema,
});

/** Removes a cap (none set is no error). Answers the limits as they now stand. */
export const removeSpendingLimitCall = defineCall({
  path: 'payment/removeSpendingLimit',
  access: 'member',
  request: z.object({
    /** The creator's `aff`; 0 for the overall cap. */
    aff: z._default(capScope, 0),
  }),
  response: spendingLimitsSchema,
});
