import { getListCall } from '../../../src/contract/calls/article-get-list.ts';
import { handle } from '../../http/call-context.ts';
import { listPosts } from './posts.service.ts';

/** article/getList. */
export const postHandlers = [
  handle(getListCall, async (ctx, input) => ({
    list: await listPosts(ctx, input),
    page: input.page,
    limit: input.limit,
  })),
];
