import { z } from 'zod/mini';
import { defineCall, pageParamsSchema } from '../call.ts';
import { pageOf, postSchema } from '../entities.ts';
import { text } from '../strings.ts';

/**
 * Published posts, paged. filter_by: 0 popular, 1 newest, 2 from creators the viewer
 * subscribes to. Locked posts carry only blurred previews (`url` null).
 */
export const getListCall = defineCall({
  path: 'article/getList',
  access: 'anyone',
  request: z.extend(pageParamsSchema, {
    filter_by: z._default(z.coerce.number().check(z.int(), z.minimum(0), z.maximum(2)), 0),
    keyword: z.optional(text().check(z.trim(), z.maxLength(100))),
    /** Only this creator's posts. */
    uuid: z.optional(text().check(z.maxLength(64))),
    /** Only this category code. */
    category: z.optional(text().check(z.maxLength(32))),
  }),
  response: pageOf(postSchema),
});
