import { z } from 'zod/mini';
import { defineCall, pageParamsSchema } from '../call.ts';
import { creatorSchema, pageOf, postSchema } from '../entities.ts';
import { cursorPageOf, feedRequestOf, resourceTypeFilterSchema } from '../entities-discovery.ts';
import { creatorPreviewField } from '../creator-preview.ts';
import { text } from '../strings.ts';
import { databaseId } from '../ids.ts';

/** The posts of the categories the viewer picked (user/updateinterested), newest first; popular for a visitor. */
export const getInterestPostsCall = defineCall({
  path: 'article/getArticleByInterseted',
  access: 'anyone',
  request: feedRequestOf({}),
  response: cursorPageOf(postSchema),
});

/**
 * One creator's posts, newest first (the creator page's list): all of them, one plan's
 * (subscription_id) or one kind (resource_type 1 images, 2 videos).
 */
export const getCreatorPostsCall = defineCall({
  path: 'article/getArticleByUser',
  access: 'anyone',
  request: feedRequestOf({
    /** The creator's uuid. */
    uuid: text().check(z.trim(), z.minLength(1), z.maxLength(64)),
    /** Only the posts of this plan of theirs. */
    subscription_id: z.optional(databaseId),
    /** 1 images, 2 videos; absent, both. */
    resource_type: resourceTypeFilterSchema,
    /** The caller's own page as a visitor or a subscriber sees it (creator-preview.ts). */
    preview: creatorPreviewField,
  }),
  response: cursorPageOf(postSchema),
});

/** The posts of the creators the viewer subscribes to, newest first (home's subscribed feed). */
export const getSubscribedPostsCall = defineCall({
  path: 'article/getSubscriptionArticle',
  access: 'member',
  request: feedRequestOf({}),
  response: cursorPageOf(postSchema),
});

/** The creators the viewer holds a subscription to that has not ended, latest first. */
export const listSubscribedCreatorsCall = defineCall({
  path: 'article/listSubscribe',
  access: 'member',
  request: pageParamsSchema,
  response: pageOf(creatorSchema),
});

/**
 * How many creators and posts a search or a creator page's filter finds (the tabs' and chips'
 * totals): keyword for a search; uuid (with subscription_id or resource_type) for a creator.
 */
export const countCreatorsAndPostsCall = defineCall({
  path: 'article/totalCreatorAndArticle',
  access: 'anyone',
  request: z.object({
    /** A search (as `user/searchCreator` and `article/getList` search). */
    keyword: z.optional(text().check(z.trim(), z.maxLength(100))),
    /** A creator: counts what their page lists the viewer. */
    uuid: z.optional(text().check(z.trim(), z.maxLength(64))),
    /** With `uuid`: only this plan's posts. */
    subscription_id: z.optional(databaseId),
    /** With `uuid`: 1 images, 2 videos. */
    resource_type: resourceTypeFilterSchema,
    /** With `uuid`: the caller's own page as a visitor or a subscriber sees it (creator-preview.ts). */
    preview: creatorPreviewField,
  }),
  response: z.object({
    /** Creators found (with `uuid`: 1, or 0 when unknown or blocked). */
    creator_total: z.int().check(z.nonnegative()),
    /** Posts found that the viewer may see (a search counts at most 2,000). */
    article_total: z.int().check(z.nonnegative()),
  }),
});
