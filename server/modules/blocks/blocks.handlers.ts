import { blockUserEventCall, getBlockListCall } from '../../../src/contract/calls/user-reports-and-blocks.ts';
import { handle } from '../../http/call-context.ts';
import { signedInUserId } from '../../http/call-context.ts';
import { listBlocked, setBlock } from './blocks.service.ts';
import { pagedAnswer } from '../../core/paging.ts';

/** user/blockUserEvent, user/getBlockList. */
export const blockHandlers = [
  handle(blockUserEventCall, (ctx, input) => setBlock(ctx, signedInUserId(ctx), input)),
  handle(getBlockListCall, async (ctx, input) =>
    pagedAnswer(input, { list: await listBlocked(ctx, signedInUserId(ctx), input.page, input.limit) }),
  ),
];
