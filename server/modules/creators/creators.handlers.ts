import { listSubscribedCreatorsCall } from '../../../src/contract/calls/post-discovery-lists.ts';
import { getNewCreatorCall } from '../../../src/contract/calls/user-get-new-creator.ts';
import { handle } from '../../http/call-context.ts';
import { signedInUserId } from '../../http/call-context.ts';
import { listNewCreators, listSubscribedCreators } from './creators.service.ts';
import { pagedAnswer } from '../../core/paging.ts';

/** user/getNewCreator, article/listSubscribe. */
export const creatorHandlers = [
  handle(getNewCreatorCall, async (ctx, input) =>
    pagedAnswer(input, { list: await listNewCreators(ctx, input.page, input.limit) }),
  ),
  handle(listSubscribedCreatorsCall, async (ctx, input) =>
    pagedAnswer(input, {
      list: await listSubscribedCreators(ctx, signedInUserId(ctx), input.page, input.limit),
    }),
  ),
];
