import { z } from 'zod';
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
  request: pageParamsSchema.extend({
    filter_by: z.coerce.number().int().min(0).max(2).default(0),
    keyword: text().trim().max(100).optional(),
    /** Only this creator's posts. */
    uuid: text().max(64).optional(),
    /** Only this category code. */
    category: text().max(32).optional(),
  }),
  response: pageOf(postSchema),
});
