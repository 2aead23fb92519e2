import { getNewCreatorCall } from '../../../src/contract/calls/user-get-new-creator.ts';
import { handle } from '../../http/call-context.ts';
import { listNewCreators } from './creators.service.ts';

/** user/getNewCreator. */
export const creatorHandlers = [
  handle(getNewCreatorCall, async (ctx, input) => ({
    list: await listNewCreators(ctx, input.page, input.limit),
    page: input.page,
    limit: input.limit,
  })),
];
