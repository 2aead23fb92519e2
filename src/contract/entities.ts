/** Response schemas of the entities of product spec section 3, as the wire carries them. */
import { z } from 'zod/mini';

const flag = z.union([z.literal(0), z.literal(1)]);

export const postAuthorSchema = z.object({
  username: z.string(),
  nickname: z.string(),
  thumb: z.string(),
  aff: z.int(),
  is_block: flag,
});

/** One media item of a post. `url` is null whenever the viewer may not see the original. */
export const postMediaSchema = z.object({
  url: z.nullable(z.string()),
  url_blur: z.string(),
  video_time: z.int().check(z.nonnegative()),
  width: z.int().check(z.positive()),
  height: z.int().check(z.positive()),
});

export const postSchema = z.object({
  id: z.int().check(z.positive()),
  category: z.string(),
  title: z.string(),
  content: z.string(),
  tags: z.array(z.string()),
  user: postAuthorSchema,
  aff: z.int(),
  uuid: z.string(),
  resource_type: z.union([z.literal(1), z.literal(2)]),
  article_type: z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4)]),
  url: z.array(postMediaSchema),
  content_width: z.int().check(z.nonnegative()),
  content_height: z.int().check(z.nonnegative()),
  display_at: z.int().check(z.nonnegative()),
  display_ts: z.string(),
  is_unlock: flag,
  is_liked: flag,
  like_num: z.int().check(z.nonnegative()),
  comment_num: z.int().check(z.nonnegative()),
  share_num: z.int().check(z.nonnegative()),
  view_num: z.int().check(z.nonnegative()),
  buy: z.int().check(z.nonnegative()),
  status: z.int(),
  created_ts: z.int().check(z.nonnegative()),
  created_at: z.string(),
  share_url: z.string(),
  subscription_ids: z.array(z.int()),
  /** Pay-per-post price in currency units (two decimals); 0 when not for sale. */
  price: z.number().check(z.nonnegative()),
});
export type Post = z.infer<typeof postSchema>;

export const planSummarySchema = z.object({
  id: z.int().check(z.positive()),
  name: z.string(),
  price: z.number().check(z.nonnegative()),
});

export const creatorSchema = z.object({
  uuid: z.string(),
  /** The public numeric id orders and blocks name a creator by (subscriptionCreater's, blockUserEvent's). */
  aff: z.int(),
  username: z.string(),
  nickname: z.string(),
  description: z.string(),
  thumb: z.string(),
  background: z.string(),
  post_num: z.int().check(z.nonnegative()),
  view_count: z.int().check(z.nonnegative()),
  subscription_list: z.array(planSummarySchema),
  is_subscribed: flag,
  is_block: flag,
  is_able_send_message: flag,
  share_url: z.string(),
  instagram_link: z.string(),
  facebook_link: z.string(),
  twitter_link: z.string(),
  youtube_link: z.string(),
  tiktok_link: z.string(),
  json_info: z.record(z.string(), z.unknown()),
});
export type Creator = z.infer<typeof creatorSchema>;

export const categorySchema = z.object({
  id: z.int().check(z.positive()),
  /** Label key is `category.{code}` in the locale files. */
  code: z.string(),
});
export type Category = z.infer<typeof categorySchema>;

export const appConfigSchema = z.object({
  version: z.string(),
  img_upload_url: z.string(),
  upload_img_key: z.string(),
  upload_multipart_start: z.string(),
  upload_mp4_big_key: z.string(),
  upload_multipart_complete: z.string(),
  upload_mobile_big_mp4_upload: z.string(),
  subscription_images: z.array(z.string()),
  img_url: z.string(),
  multi_payment_lang: z.array(z.string()),
  im_url: z.array(z.string()),
  via: z.string(),
  /** Sign-in providers configured on the server; the auth dialog shows only these. */
  oauth_providers: z.array(z.enum(['google', 'twitter', 'apple'])),
  /**
   * The deployment's AES-256-GCM key (base64 of 32 bytes) that `/media/e/` originals decrypt with
   * (encrypted-media.ts). Not a secret from anyone running the app: it keeps copied URLs and cached
   * files from being viewable images, not a signed-in viewer's own browser from seeing them.
   */
  media_image_key: z.string(),
});
export type AppConfig = z.infer<typeof appConfigSchema>;

/** A page of a paged list; the client stops when `list` is shorter than `limit`. */
export function pageOf<T extends z.ZodMiniType>(item: T) {
  return z.object({
    list: z.array(item),
    page: z.int().check(z.positive()),
    limit: z.int().check(z.positive()),
  });
}
