import { requestWithdrawalCall, listWithdrawalsCall } from '../../../src/contract/calls/withdrawals.ts';
import { getStatementCall, listSalesCall } from '../../../src/contract/calls/sales.ts';
import { handle } from '../../http/call-context.ts';
import { signedInUserId } from '../../http/call-context.ts';
import { applyWithdraw, listWithdrawals } from './withdrawals.service.ts';
import { getStatement, listSales } from './sales.service.ts';
import { pagedAnswer } from '../../core/paging.ts';

/** user/applyWithdraw, user/getWithdrawList, user/getSaleList and user/getStatement. */
export const ledgerHandlers = [
  handle(requestWithdrawalCall, (ctx, input) => applyWithdraw(ctx, signedInUserId(ctx), input.amount)),
  handle(listWithdrawalsCall, async (ctx, input) =>
    pagedAnswer(input, await listWithdrawals(ctx, signedInUserId(ctx), input)),
  ),
  handle(listSalesCall, async (ctx, input) =>
    pagedAnswer(input, await listSales(ctx, signedInUserId(ctx), input)),
  ),
  handle(getStatementCall, (ctx, input) => getStatement(ctx, signedInUserId(ctx), input.month)),
];
