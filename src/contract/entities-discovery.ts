/**
 * Entities of discovery (issue 11): keyset pages of feeds, a post's detail, blocked accounts.
 * Field names are the spec's where it names them.
 */
import { z } from 'zod/mini';
import { pageParamsSchema } from './call.ts';
import { creatorSchema, postSchema } from './entities.ts';
import { RESOURCE_TYPE } from './enums.ts';
import { text } from './strings.ts';

/**
 * Where the next page of a feed starts: the opaque `cursor` the previous page answered. With it
 * the server reads the next rows by key (as fast 50,000 pages deep as on the first), and `page`
 * is ignored; without it `page` counts from the start.
 */
export const feedCursorSchema = z.optional(text().check(z.maxLength(200)));

/** Without a cursor, `page` counts from the start: deeper than this it is refused (the offset would cost too much). */
export const MAX_PAGE_WITHOUT_CURSOR = 10_000;

/**
 * The request of a feed read by key, with `shape`'s own fields: `page` and `limit` as every paged
 * list has them, and `cursor`. With a cursor `page` only counts (the app sends the next number),
 * so it may pass MAX_PAGE_WITHOUT_CURSOR: a walk by cursor goes as deep as the feed.
 */
export function feedRequestOf<S extends z.core.$ZodLooseShape>(shape: S) {
  return z
    .object({
      page: z._default(z.number().check(z.int(), z.minimum(1), z.maximum(1_000_000_000)), 1),
      limit: pageParamsSchema.shape.limit,
      cursor: feedCursorSchema,
      ...shape,
    })
    .check(
      z.refine(
        (input) => {
          const { page, cursor } = input as { page: number; cursor?: string };
          return page <= MAX_PAGE_WITHOUT_CURSOR || Boolean(cursor);
        },
        {
          path: ['page'],
          message: 'page',
        },
      ),
    );
}

/** A page of a feed read by key: `cursor` starts the next page, '' when this was the last. */
export function cursorPageOf<T extends z.ZodMiniType>(item: T) {
  return z.object({
    list: z.array(item),
    page: z.int().check(z.positive()),
    limit: z.int().check(z.positive()),
    cursor: z.string(),
  });
}

/** A creator page's kind chip: 1 images, 2 videos; absent, every kind. */
export const resourceTypeFilterSchema = z.optional(
  z.number().check(z.refine((n) => n === RESOURCE_TYPE.image || n === RESOURCE_TYPE.video)),
);

/** A post with its creator, for the post detail (the creator's plans, subscribe and block state). */
export const postDetailSchema = z.object({
  /** The post. */
  article: postSchema,
  /** Its creator, as `user/getUserInfoByUuid` answers them. */
  creator: creatorSchema,
});
export type PostDetail = z.infer<typeof postDetailSchema>;

/** An account the viewer blocked (spec §3 "Blocked user"). */
export const blockedUserSchema = z.object({
  /** Their public number, as `user/blockUserEvent` takes it to unblock. */
  aff_blocked: z.int().check(z.positive()),
  /** Avatar URL, '' when none. */
  thumb: z.string(),
  /** Display name. */
  nickname: z.string(),
  /** Account name. */
  username: z.string(),
});
export type BlockedUser = z.infer<typeof blockedUserSchema>;
