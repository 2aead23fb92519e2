import { getInterestsCall, updateInterestsCall } from '../../../src/contract/calls/user-interests.ts';
import { handle } from '../../http/call-context.ts';
import { signedInUserId } from '../../http/call-context.ts';
import { listInterests, updateInterests } from './interests.service.ts';

/** user/getinterested, user/updateinterested. */
export const interestHandlers = [
  handle(getInterestsCall, async (ctx) => ({ list: await listInterests(ctx, signedInUserId(ctx)) })),
  handle(updateInterestsCall, async (ctx, input) => ({
    list: await updateInterests(ctx, signedInUserId(ctx), input.category_ids),
  })),
];
