import { listSubscribedCreatorsCall } from '../../../src/contract/calls/post-discovery-lists.ts';
import { getNewCreatorCall } from '../../../src/contract/calls/user-get-new-creator.ts';
import { handle } from '../../http/call-context.ts';
import { signedInUserId } from '../../http/call-context.ts';
import { listNewCreators, listSubscribedCreators } from './creators.service.ts';
import { pagedAnswer } from '../../core/paging.ts';
import { getVisibleMarkCall, setVisibleMarkCall } from '../../../src/contract/calls/visible-mark.ts';
import { getVisibleMark, setVisibleMark } from './visible-mark.service.ts';

/** user/getNewCreator, article/listSubscribe, user/getVisibleMark, user/setVisibleMark. */
export const creatorHandlers = [
  handle(getNewCreatorCall, async (ctx, input) =>
    pagedAnswer(input, { list: await listNewCreators(ctx, input.page, input.limit) }),
  ),
  handle(listSubscribedCreatorsCall, async (ctx, input) =>
    pagedAnswer(input, {
      list: await listSubscribedCreators(ctx, signedInUserId(ctx), input.page, input.limit),
    }),
  ),
  handle(getVisibleMarkCall, (ctx) => getVisibleMark(ctx, signedInUserId(ctx))),
  handle(setVisibleMarkCall, (ctx, input) => setVisibleMark(ctx, signedInUserId(ctx), input)),
];
