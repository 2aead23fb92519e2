import { applyWithdrawCall, getWithdrawListCall } from '../../../src/contract/calls/user-withdraw.ts';
import { handle } from '../../http/call-context.ts';
import { signedInUserId } from '../../http/call-context.ts';
import { applyWithdraw, listWithdrawals } from './withdrawals.service.ts';

/** user/applyWithdraw and user/getWithdrawList. */
export const ledgerHandlers = [
  handle(applyWithdrawCall, (ctx, input) => applyWithdraw(ctx, signedInUserId(ctx), input.amount)),
  handle(getWithdrawListCall, async (ctx, input) => ({
    ...(await listWithdrawals(ctx, signedInUserId(ctx), input)),
    page: input.page,
    limit: input.limit,
  })),
];
