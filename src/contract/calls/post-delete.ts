import { z } from 'zod/mini';
import { defineCall } from '../call.ts';
import { databaseId } from '../ids.ts';

/** The owner deletes a post with its files' records, plan links and likes. */
export const deletePostCall = defineCall({
  path: 'article/delete',
  access: 'member',
  request: z.object({ article_id: databaseId }),
  response: z.object({ article_id: z.int().check(z.positive()) }),
});
