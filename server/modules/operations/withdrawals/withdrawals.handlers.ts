import {
  decideWithdrawalCall,
  getOpsWithdrawalCall,
  listOpsWithdrawalsCall,
} from '../../../../src/contract/calls/ops-withdrawals.ts';
import { pagedAnswer } from '../../../core/paging.ts';
import { handle } from '../../../http/call-context.ts';
import { decideQueuedWithdrawal } from './withdrawal-decision.service.ts';
import { listQueue, openWithdrawal } from './withdrawal-queue.service.ts';

/** ops/withdrawals, ops/withdrawal and ops/decideWithdrawal (the envelope checked the role). */
export const opsWithdrawalHandlers = [
  handle(listOpsWithdrawalsCall, async (ctx, input) => pagedAnswer(input, await listQueue(ctx, input))),
  handle(getOpsWithdrawalCall, (ctx, input) => openWithdrawal(ctx, input.id)),
  handle(decideWithdrawalCall, (ctx, input) => decideQueuedWithdrawal(ctx, input)),
];
