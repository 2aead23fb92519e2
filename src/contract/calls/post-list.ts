import { z } from 'zod/mini';
import { defineCall } from '../call.ts';
import { pageOf, postSchema } from '../entities.ts';
import { feedRequestOf, resourceTypeFilterSchema } from '../entities-discovery.ts';
import { text } from '../strings.ts';
import { databaseId } from '../ids.ts';

const flag = z.optional(z.number().check(z.int(), z.minimum(0), z.maximum(1)));

/**
 * Published posts, paged. filter_by: 0 popular, 1 newest, 2 from creators the viewer
 * subscribes to. Locked posts carry only blurred previews (`url` null). A `keyword` searches
 * titles, texts and tags in every language, the best match first (recent ones ahead).
 *
 * Paging: by `page` (as the app always has), or by `cursor`, the key of the previous page's last
 * post, which reads the next page as fast 50,000 pages deep as on the first (docs/api.md). The
 * answer always carries the `cursor` that starts the next page ('' after a short, last page);
 * it is optional in the answer only so clients and mocks written before it keep their shape.
 */
export const getPostListCall = defineCall({
  path: 'article/getList',
  access: 'anyone',
  request: feedRequestOf({
    /** 0 popular (a like weighs ten views), 1 newest first, 2 from creators the viewer subscribes to. */
    filter_by: z._default(z.number().check(z.int(), z.minimum(0), z.maximum(2)), 0),
    /**
     * Searches titles, tags and texts in every language (api.md 5.17); `filter_by` 0 and 1 then order
     * nothing.
     */
    keyword: z.optional(text().check(z.trim(), z.maxLength(100))),
    /** Only this creator's posts. */
    uuid: z.optional(text().check(z.maxLength(64))),
    /** Only this category code. */
    category: z.optional(text().check(z.maxLength(32))),
    /** 1: only the categories the viewer picked (user/updateinterested); none picked, every one. */
    user_interested: flag,
    /** 0: leaves the viewer's own posts out; 1 or absent keeps them. */
    include_my_article: flag,
    /** Only the posts of this subscription plan. */
    subscription_id: z.optional(databaseId),
    /** 1 images, 2 videos; absent, both. */
    resource_type: resourceTypeFilterSchema,
  }),
  response: z.extend(pageOf(postSchema), { cursor: z.optional(z.string()) }),
});
