import { z } from 'zod/mini';
import { defineCall, pageParamsSchema } from '../call.ts';
import { pageOf } from '../entities.ts';
import { saleSchema, statementMonthSchema, statementSchema } from '../entities-sales.ts';

/**
 * The caller's sales with the fee breakdown of each (mine-earn), newest first, paged; a refund or
 * chargeback is its own negative line. `month` (`YYYY-MM`, UTC) keeps one month's. A member who
 * never sold gets an empty list.
 */
export const listSalesCall = defineCall({
  path: 'user/getSaleList',
  access: 'member',
  request: z.extend(pageParamsSchema, { month: z.optional(statementMonthSchema) }),
  response: pageOf(saleSchema),
});

/**
 * The caller's statement of one UTC month: opening balance, every entry that changed the balance
 * (sales, refunds, chargebacks, withdrawals), closing balance.
 */
export const getStatementCall = defineCall({
  path: 'user/getStatement',
  access: 'member',
  request: z.object({ month: statementMonthSchema }),
  response: statementSchema,
});
