import { z } from 'zod/mini';
import { defineCall } from '../call.ts';
import { postDetailSchema } from '../entities-discovery.ts';
import { text } from '../strings.ts';
import { databaseId } from '../ids.ts';

/**
 * One post with its creator (the post detail). With `username` (the address's), a post that
 * is not that creator's answers content.feedNotExist, as does one the viewer may not see.
 */
export const getPostDetailCall = defineCall({
  path: 'article/getDetail',
  access: 'anyone',
  request: z.object({
    /** The post's id. */
    id: databaseId,
    /** The account name in the page's address, any letter case: the post must be theirs. */
    username: z.optional(text().check(z.trim(), z.minLength(1), z.maxLength(64))),
  }),
  response: postDetailSchema,
});
