import { requestWithdrawalCall, listWithdrawalsCall } from '../../../src/contract/calls/withdrawals.ts';
import { handle } from '../../http/call-context.ts';
import { signedInUserId } from '../../http/call-context.ts';
import { applyWithdraw, listWithdrawals } from './withdrawals.service.ts';
import { pagedAnswer } from '../../core/paging.ts';

/** user/applyWithdraw and user/getWithdrawList. */
export const ledgerHandlers = [
  handle(requestWithdrawalCall, (ctx, input) => applyWithdraw(ctx, signedInUserId(ctx), input.amount)),
  handle(listWithdrawalsCall, async (ctx, input) =>
    pagedAnswer(input, await listWithdrawals(ctx, signedInUserId(ctx), input)),
  ),
];
