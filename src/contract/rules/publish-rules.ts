/**
 * The publishing rules of product spec section 5, shared by the publish form and the server
 * (`article/publish`). Field rules are zod schemas whose issue messages are rule codes
 * (`PUBLISH_RULE_ERROR`), like plan-rules.ts; the rules that weigh several fields together
 * (media kinds, access level and its plans or price) are `publishDraftError`.
 */
import { z } from 'zod/mini';
import { ARTICLE_TYPE, RESOURCE_TYPE } from '../enums.ts';
import { multilineText, text } from '../strings.ts';
import { tagLengthError } from './tag-length.ts';

export * from './publish-limits.ts';
import {
  POST_TAGS_MAX,
  PUBLISH_RULE_ERROR,
  POST_CONTENT_MAX_LENGTH,
  POST_MEDIA_MAX,
  POST_TITLE_MAX_LENGTH,
  isValidPostPrice,
  splitTags,
  type PublishRuleError,
} from './publish-limits.ts';
import { databaseId } from '../ids.ts';
import { unixSeconds } from '../unix-time.ts';

const required = (message: string) => text().check(z.trim(), z.minLength(1, { message, abort: true }));

export const postTitleSchema = required(PUBLISH_RULE_ERROR.titleRequired).check(
  z.maxLength(POST_TITLE_MAX_LENGTH, PUBLISH_RULE_ERROR.titleLength),
);

export const postContentSchema = multilineText().check(
  z.trim(),
  z.minLength(1, { message: PUBLISH_RULE_ERROR.contentRequired, abort: true }),
  z.maxLength(POST_CONTENT_MAX_LENGTH, PUBLISH_RULE_ERROR.contentLength),
);

export const postTagsSchema = z.pipe(
  z.union([text().check(z.maxLength(1000)), z.array(text().check(z.maxLength(200))).check(z.maxLength(100))]),
  z.transform(splitTags).check(
    z.refine((tags) => tags.length <= POST_TAGS_MAX, PUBLISH_RULE_ERROR.tagsMax),
    z.refine(
      (tags) => tags.every((tag) => tagLengthError(tag) !== 'tooShort'),
      PUBLISH_RULE_ERROR.tagTooShort,
    ),
    z.refine((tags) => tags.every((tag) => tagLengthError(tag) !== 'tooLong'), PUBLISH_RULE_ERROR.tagTooLong),
  ),
);

/** The uploads of the post, in order: the upload ids the upload route answered (`data.upload_id`). */
export const postMediaIdsSchema = z
  .array(text().check(z.maxLength(64)))
  .check(
    z.minLength(1, { message: PUBLISH_RULE_ERROR.mediaRequired, abort: true }),
    z.maxLength(POST_MEDIA_MAX, PUBLISH_RULE_ERROR.mediaMax),
  );

export const articleTypeSchema = z
  .number()
  .check(
    z.refine(
      (type) => (Object.values(ARTICLE_TYPE) as number[]).includes(type),
      PUBLISH_RULE_ERROR.articleType,
    ),
  );

export const resourceTypeSchema = z
  .number()
  .check(
    z.refine(
      (type) => (Object.values(RESOURCE_TYPE) as number[]).includes(type),
      PUBLISH_RULE_ERROR.resourceType,
    ),
  );

/**
 * Plan ids as a list of numbers or the comma-joined form (`"12,15"`): a list form of its own, not a
 * number sent as a string, so its text holds only digits, commas and spaces.
 */
export const planIdsSchema = z.pipe(
  z.union([z.array(databaseId), text().check(z.maxLength(200), z.regex(/^[\d\s,]*$/))]),
  z.pipe(
    z.transform((ids: number[] | string) =>
      typeof ids === 'string'
        ? ids
            .split(',')
            .map((id) => id.trim())
            .filter((id) => id !== '')
            .map(Number)
        : ids,
    ),
    z.array(databaseId),
  ),
);

/** The post form as `article/publish` takes it. */
export const publishSchema = z.object({
  /** The post to update; absent creates one. */
  id: z.optional(databaseId),
  /** A category code (`article/getCategories`). */
  category: text().check(z.trim(), z.minLength(1), z.maxLength(32)),
  /** The post's title. */
  title: postTitleSchema,
  /** The post's text. */
  content: postContentSchema,
  /**
   * Comma-joined (`"harbour,dawn"`, a fullwidth comma too) or a list; each trimmed, empties dropped; each 2
   * to 20 units where a character outside ASCII counts 2; at most 10.
   */
  tags: z._default(postTagsSchema, []),
  /** 1 images, 2 video; must match the files. */
  resource_type: z._default(resourceTypeSchema, RESOURCE_TYPE.image),
  /** 1 subscription, 2 pay-per-post, 3 free, 4 private. */
  article_type: articleTypeSchema,
  /**
   * For `article_type` 1: the caller's own plans that unlock the post (a list or comma-joined); ignored for
   * other levels.
   */
  subscription_ids: z._default(planIdsSchema, []),
  /**
   * For `article_type` 2: the price in currency units, above 0, at most 90, at most two decimals (`89.99`
   * and `90` pass; `0`, `90.01` and `1.005` do not); ignored (stored 0) for other levels.
   */
  price: z._default(z.number(), 0),
  /**
   * Upload ids (`data.upload_id` of an upload), each the caller's own, each once, in display order: images,
   * or one video.
   */
  media: postMediaIdsSchema,
  /** Seconds since the epoch; absent or now publishes at once, later schedules. */
  display_at: z.optional(unixSeconds),
});
export type PublishDraft = z.output<typeof publishSchema>;

/**
 * The rules that weigh several fields: a subscription post names a plan; a pay-per-post one has a
 * price; a video stands alone, images and videos never mix, and resource_type matches the files.
 * `mediaKinds` are the kinds of the chosen files ('image' or 'video'), in order.
 */
export function publishDraftError(
  draft: Pick<PublishDraft, 'article_type' | 'subscription_ids' | 'price' | 'resource_type'>,
  mediaKinds: readonly string[],
): PublishRuleError | null {
  const videos = mediaKinds.filter((kind) => kind === 'video').length;
  if (videos > 0 && videos < mediaKinds.length) return PUBLISH_RULE_ERROR.mixedMedia;
  if (videos > 1) return PUBLISH_RULE_ERROR.videoLimitOne;
  const expected = videos > 0 ? RESOURCE_TYPE.video : RESOURCE_TYPE.image;
  if (mediaKinds.length > 0 && draft.resource_type !== expected) return PUBLISH_RULE_ERROR.resourceType;
  if (draft.article_type === ARTICLE_TYPE.subscription && draft.subscription_ids.length === 0)
    return PUBLISH_RULE_ERROR.planRequired;
  if (draft.article_type === ARTICLE_TYPE.buy && !isValidPostPrice(draft.price))
    return PUBLISH_RULE_ERROR.price;
  return null;
}
