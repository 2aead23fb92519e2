/** Response schemas of the entities of product spec section 3, as the wire carries them. */
import { z } from 'zod/mini';

const flag = z.union([z.literal(0), z.literal(1)]);

export const postAuthorSchema = z.object({
  /** The author's account name. */
  username: z.string(),
  /** The author's display name. */
  nickname: z.string(),
  /** The author's avatar URL (`/media/p/…`), '' when none. */
  thumb: z.string(),
  /** The author's public number. */
  aff: z.int(),
  /** 1 when the viewer blocked the author. */
  is_block: flag,
});

/** One media item of a post. `url` is null whenever the viewer may not see the original. */
export const postMediaSchema = z.object({
  /** Signed URL of the original (api.md 5.6); null when the viewer may not see it (`is_unlock` 0). */
  url: z.nullable(z.string()),
  /** Public URL of the blurred preview, always present and safe to show anyone. */
  url_blur: z.string(),
  /** Video length in seconds; 0 for an image. */
  video_time: z.int().check(z.nonnegative()),
  /** Pixel width of the original. */
  width: z.int().check(z.positive()),
  /** Pixel height of the original. */
  height: z.int().check(z.positive()),
});

export const postSchema = z.object({
  /** The post's id (sent back as `article_id`). */
  id: z.int().check(z.positive()),
  /** The category's `code`; '' when none. */
  category: z.string(),
  /** The post's title. */
  title: z.string(),
  /** The post's text. */
  content: z.string(),
  /** Tags, without `#`. */
  tags: z.array(z.string()),
  /** The author. */
  user: postAuthorSchema,
  /** The author's `aff`. */
  aff: z.int(),
  /** The author's uuid (for `user/getUserInfoByUuid`, or `article/getList`'s `uuid`), not the post's. */
  uuid: z.string(),
  /** 1 images, 2 video (RESOURCE_TYPE). */
  resource_type: z.union([z.literal(1), z.literal(2)]),
  /** 1 subscription, 2 pay-per-post, 3 free, 4 private (ARTICLE_TYPE). */
  article_type: z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4)]),
  /**
   * The post's media in display order; empty for a post without files. Which a locked post exposes: api.md
   * 5.5.
   */
  url: z.array(postMediaSchema),
  /** Pixel width of the first media item; 0 when there is none. */
  content_width: z.int().check(z.nonnegative()),
  /** Pixel height of the first media item; 0 when there is none. */
  content_height: z.int().check(z.nonnegative()),
  /** Publication time (or the scheduled one), Unix seconds (api.md 5.1). */
  display_at: z.int().check(z.nonnegative()),
  /** The same instant as `display_at`, ISO 8601 UTC with milliseconds. */
  display_ts: z.string(),
  /** 1 when the viewer may see the originals. */
  is_unlock: flag,
  /** 1 when the viewer liked the post. */
  is_liked: flag,
  /** How many liked it. */
  like_num: z.int().check(z.nonnegative()),
  /** Comments and replies. */
  comment_num: z.int().check(z.nonnegative()),
  /** Shares. */
  share_num: z.int().check(z.nonnegative()),
  /** Counted views (once per viewer and UTC day, api.md 5.17). */
  view_num: z.int().check(z.nonnegative()),
  /** Purchases of the post. */
  buy: z.int().check(z.nonnegative()),
  /**
   * Review status (REVIEW_STATUS): always 2 (published) except in the owner's own list
   * (`article/managePost`).
   */
  status: z.int(),
  /** Creation time, Unix seconds. */
  created_ts: z.int().check(z.nonnegative()),
  /** The same instant as `created_ts`, ISO 8601 UTC. */
  created_at: z.string(),
  /** Absolute link, `{PUBLIC_URL}/{username}/{id}`. */
  share_url: z.string(),
  /** The plans that unlock the post, ascending; empty unless `article_type` is 1. */
  subscription_ids: z.array(z.int()),
  /** Pay-per-post price in currency units (two decimals); 0 when not for sale. */
  price: z.number().check(z.nonnegative()),
});
export type Post = z.infer<typeof postSchema>;

export const planSummarySchema = z.object({
  /** The plan's id (`subscription_id` elsewhere). */
  id: z.int().check(z.positive()),
  /** The plan's name. */
  name: z.string(),
  /** Price per period, currency units. */
  price: z.number().check(z.nonnegative()),
});

export const creatorSchema = z.object({
  /** Public id. */
  uuid: z.string(),
  /** The public numeric id orders and blocks name a creator by (subscriptionCreater's, blockUserEvent's). */
  aff: z.int(),
  /** Account name. */
  username: z.string(),
  /** Display name. */
  nickname: z.string(),
  /** Bio. */
  description: z.string(),
  /** Avatar URL (`/media/p/…`), '' when none. */
  thumb: z.string(),
  /** Cover URL (`/media/p/…`), '' when none. */
  background: z.string(),
  /** The posts of theirs the viewer may see (what their page lists to the viewer). */
  post_num: z.int().check(z.nonnegative()),
  /** The sum of their posts' `view_num`. */
  view_count: z.int().check(z.nonnegative()),
  /** Their plans on sale, in their order (a user who is no creator has none). */
  subscription_list: z.array(planSummarySchema),
  /** 1 when the viewer holds a subscription to one of their plans that has not ended. */
  is_subscribed: flag,
  /** 1 when the viewer blocked them: their profile then counts no posts and lists no plans. */
  is_block: flag,
  /** 1 when the viewer may send them a chat message now (api.md 5.18); 0 for a visitor. */
  is_able_send_message: flag,
  /** Absolute profile link, `{PUBLIC_URL}/{username}`. */
  share_url: z.string(),
  /** '' when not set. */
  instagram_link: z.string(),
  /** '' when not set. */
  facebook_link: z.string(),
  /** '' when not set. */
  twitter_link: z.string(),
  /** '' when not set. */
  youtube_link: z.string(),
  /** '' when not set. */
  tiktok_link: z.string(),
  /** Free-form extra profile data, `{}` when none. */
  json_info: z.record(z.string(), z.unknown()),
});
export type Creator = z.infer<typeof creatorSchema>;

export const categorySchema = z.object({
  /** The category's id, as `user/updateinterested` names it. */
  id: z.int().check(z.positive()),
  /** Label key is `category.{code}` in the locale files. */
  code: z.string(),
});
export type Category = z.infer<typeof categorySchema>;

export const appConfigSchema = z.object({
  /** The app version (package.json's). */
  version: z.string(),
  /** Path of the image upload (api.md 5.9): `/api/upload/image`. */
  img_upload_url: z.string(),
  /** Form field of the uploaded image: `cover`. */
  upload_img_key: z.string(),
  /** Path that starts (or resumes) a multipart video upload (api.md 5.9b). */
  upload_multipart_start: z.string(),
  /** Path that starts (or resumes) a single-PUT video upload, for a file under 52428800 bytes. */
  upload_mp4_big_key: z.string(),
  /** Path that finishes either kind of video upload. */
  upload_multipart_complete: z.string(),
  /** Prefix of the single-PUT URLs the local disk driver signs. */
  upload_mobile_big_mp4_upload: z.string(),
  /** Root-relative URLs of the preset plan pictures (`/media/p/plans/plan-1.webp`, …). */
  subscription_images: z.array(z.string()),
  /** `/media/p/`: the prefix of the path an image upload answers with. */
  img_url: z.string(),
  /**
   * The locales the app offers every pay way in (today `zh-cn`, `zh-tw`, `ja`, `ko`, `th`, `vi`,
   * `id`); in the others it offers the default way (the card) alone.
   */
  multi_payment_lang: z.array(z.string()),
  /** The largest tip, currency units (TIP_MAX_AMOUNT, 200 by default; the smallest is 1). */
  tip_max_amount: z.number().check(z.positive()),
  /** The platform's fee of every sale, basis points (PLATFORM_FEE_BPS; 100 = 1 %), rounded down. */
  fee_bps: z.int().check(z.nonnegative()),
  /** The payment cost's share of every sale, basis points (PAYMENT_COST_BPS), rounded down; borne by the creator. */
  payment_cost_bps: z.int().check(z.nonnegative()),
  /** The payment cost's fixed part of every sale, currency units (PAYMENT_COST_FIXED). */
  payment_cost_fixed: z.number().check(z.nonnegative()),
  /** The chat socket's URL: one, `ws://` or `wss://` + the public host + `/ws` (api.md 5.18). */
  im_url: z.array(z.string()),
  /** `pwa`. */
  via: z.string(),
  /** Sign-in providers configured on the server; the auth dialog shows only these. */
  oauth_providers: z.array(z.enum(['google', 'twitter', 'apple'])),
  /**
   * The deployment's AES-256-GCM key (base64 of 32 bytes) that `/media/e/` originals decrypt with
   * (encrypted-media.ts). Not a secret from anyone running the app: it keeps copied URLs and cached
   * files from being viewable images, not a signed-in viewer's own browser from seeing them.
   */
  media_image_key: z.string(),
  /**
   * Who runs the deployment (OPERATOR_NAME, OPERATOR_ADDRESS, CONTACT_EMAIL): the legal texts, the
   * footer and the menus' contact name them.
   */
  operator: z.object({
    name: z.string(),
    address: z.string(),
    email: z.string(),
    /** The operator's own profiles (`instagram_link`, … as a creator's): the footer's social links. */
    social: z.object({
      instagram_link: z.optional(z.string()),
      twitter_link: z.optional(z.string()),
      youtube_link: z.optional(z.string()),
      tiktok_link: z.optional(z.string()),
      facebook_link: z.optional(z.string()),
    }),
  }),
  /** The product's public address (PUBLIC_URL), as the legal texts name it. */
  public_url: z.string(),
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
