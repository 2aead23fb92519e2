import { getCategoriesCall } from '../../../src/contract/calls/post-categories.ts';
import { handle } from '../../http/call-context.ts';
import { listCategories } from './categories.service.ts';

/** article/getCategories. */
export const categoryHandlers = [
  handle(getCategoriesCall, async (ctx) => ({ list: await listCategories(ctx.db) })),
];
