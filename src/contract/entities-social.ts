/**
 * Entities of product spec section 3 that the social and creator pieces show: subscription
 * plans, comments, chat messages and upload items. Field names are the spec's.
 */
import { z } from 'zod/mini';
import { CHAT_MESSAGE_STATUS, UPLOAD_STATUS, USER_SUBSCRIPTION_STATUS } from './enums.ts';

const flag = z.union([z.literal(0), z.literal(1)]);

/** A plan's running offer (issue 25; docs/decisions/offers.md, rules in rules/offer-rules.ts). */
export const planOfferSchema = z.object({
  /** Whole percent off, 5 to 90. */
  percent: z.int().check(z.minimum(1), z.maximum(99)),
  /** 'first': the first period only, then the plan price; 'every': every period of a subscription begun under it. */
  scope: z.enum(['first', 'every']),
  /** The price after the discount, in currency units: what a subscription costs now (the plan's `price` is the old one). */
  price: z.number().check(z.positive()),
  /** When the offer ends, Unix seconds. */
  ends_ts: z.int().check(z.nonnegative()),
  /** The same moment as ISO 8601. */
  ends_at: z.string(),
});
export type PlanOffer = z.infer<typeof planOfferSchema>;

/** A creator's subscription plan (spec §3 "Subscription plan"). */
export const planSchema = z.object({
  /** The plan's id (`subscription_id` elsewhere). */
  id: z.int().check(z.positive()),
  /** The plan's name. */
  name: z.string().check(z.maxLength(32)),
  /** The plan's description. */
  content: z.string().check(z.maxLength(300)),
  /** Price in currency units, 1 to 999 with at most two decimals (spec §5). */
  price: z.number().check(z.positive()),
  /** How long one subscription lasts, 7 to 365 days. */
  expire_days: z.int().check(z.minimum(7), z.maximum(365)),
  /** How far back a new subscriber sees posts; 1000 means every post. */
  unlock_day_after_subscribe: z.int().check(z.positive(), z.maximum(1000)),
  /** Root-relative picture URL (`/media/p/…`), '' when none. */
  picture: z.string(),
  /** 1 on sale, 0 hidden from fans. */
  status: z._default(z.int(), 1),
  /** How many of the plan's posts the viewer may see (published, their display time passed). */
  article_contain: z.int().check(z.nonnegative()),
  /** 1 when the viewer holds a subscription to the plan that has not ended (running or cancelled). */
  is_subscribed: flag,
  /** The plan's running offer, or null when it has none (issue 25). */
  offer: z._default(z.nullable(planOfferSchema), null),
});
export type Plan = z.infer<typeof planSchema>;

/** One of the signed-in user's subscriptions (spec §3 "User subscription"). */
export const userSubscriptionSchema = z.object({
  /** The subscription's own id, as `payment/cancelSubscription` names it (userSubscriptionId). */
  id: z.int().check(z.positive()),
  /** The plan's id. */
  subscription_id: z.int().check(z.positive()),
  /** The plan's name. */
  subscription_name: z.string(),
  /** The plan's price per period, currency units. */
  price: z.number().check(z.positive()),
  /** 1 running (renews at expire_time), 0 cancelled (runs until expire_time), 2 expired. */
  status: z.union([
    z.literal(USER_SUBSCRIPTION_STATUS.cancelled),
    z.literal(USER_SUBSCRIPTION_STATUS.running),
    z.literal(USER_SUBSCRIPTION_STATUS.expired),
  ]),
  /** When access ends (or ended), ISO 8601, and the same in seconds. */
  expire_time: z.string(),
  expire_ts: z.int().check(z.nonnegative()),
  /** The creator: avatar, nickname, account name, ids, post and view counts. */
  thumb: z.string(),
  nickname: z.string(),
  username: z.string(),
  uuid: z.string(),
  aff: z.int(),
  post_num: z.int().check(z.nonnegative()),
  view_count: z.int().check(z.nonnegative()),
  /**
   * 1 while it is a free trial (claimed from a trial link, no period paid yet): expire_time is the
   * trial's end, when it renews at `price` unless cancelled; absent otherwise.
   */
  trial: z.optional(flag),
});
export type UserSubscription = z.infer<typeof userSubscriptionSchema>;

export const commentAuthorSchema = z.object({
  /** The author's display name. */
  nickname: z.string(),
  /** The author's avatar URL, '' when none. */
  thumb: z.string(),
});

/** A comment on a post, or a reply when `reply_comment_id` is set (non-zero). */
export const commentSchema = z.object({
  /** The comment's id (`comment_id`, `reply_comment_id`). */
  id: z.int().check(z.positive()),
  /** The post. */
  article_id: z.int().check(z.positive()),
  /** The text as stored (trimmed; may hold line breaks). */
  content: z.string(),
  /** 0 for a comment on the post; for a reply, the comment whose thread it is in. */
  reply_comment_id: z.int().check(z.nonnegative()),
  author: commentAuthorSchema,
  /** When it was written, Unix seconds. */
  created_ts: z.int().check(z.nonnegative()),
  /** The same instant, ISO 8601 UTC. */
  created_at: z.string(),
  /** 1 when the viewer liked it. */
  liked: flag,
  /** How many liked it. */
  like: z.int().check(z.nonnegative()),
  /** How many replies it has (0 for a reply). */
  reply_num: z.int().check(z.nonnegative()),
});
export type Comment = z.infer<typeof commentSchema>;

/**
 * What a member sends in a chat: text, one picture, or a creator's paid message (issue 25: 1 to 10
 * pictures with a price, locked for the fan until paid).
 */
export const CHAT_CONTENT_TYPES = ['text', 'photos', 'paid'] as const;
/** What a conversation holds: what members send, and a tip paid from it (issue 25; only the server writes one). */
export const CHAT_MESSAGE_TYPES = ['text', 'photos', 'tip', 'paid'] as const;

/** One chat message; `id` is the sign the sender gave it, acknowledged by the server. */
export const chatMessageSchema = z.object({
  id: z.string(),
  /** Milliseconds since the epoch (the socket's microtime). */
  timestamp: z.int().check(z.nonnegative()),
  /** The text, or the photo URL when `contentType` is photos; a tip's message (maybe ''). */
  content: z.string(),
  contentType: z.enum(CHAT_MESSAGE_TYPES),
  /** A tip's amount, currency units; absent for other messages. */
  tipAmount: z.optional(z.number().check(z.positive())),
  /**
   * A creator's paid message (issue 25): its price, its pictures (blurred `preview` always, `url`
   * '' while locked for the viewer) and whether the fan paid; absent for other messages.
   */
  paid: z.optional(
    z.object({
      price: z.number().check(z.positive()),
      media: z.array(
        z.object({
          preview: z.string(),
          url: z.string(),
          width: z.int().check(z.nonnegative()),
          height: z.int().check(z.nonnegative()),
        }),
      ),
      /**
       * A video instead of pictures: its status, public blurred poster, length and size, and the
       * poster and HLS playlist ('' while locked for the viewer or being encoded); absent or null
       * for pictures.
       */
      video: z.optional(
        z.nullable(
          z.object({
            status: z.enum(['processing', 'ready', 'failed']),
            posterBlur: z.string(),
            poster: z.string(),
            hls: z.string(),
            duration: z.int().check(z.nonnegative()),
            width: z.int().check(z.nonnegative()),
            height: z.int().check(z.nonnegative()),
          }),
        ),
      ),
      bought: z.boolean(),
    }),
  ),
  /** Sent by the signed-in user. */
  self: z.boolean(),
  status: z.union([
    z.literal(CHAT_MESSAGE_STATUS.success),
    z.literal(CHAT_MESSAGE_STATUS.failure),
    z.literal(CHAT_MESSAGE_STATUS.sending),
  ]),
  unread: z.boolean(),
});
export type ChatMessage = z.infer<typeof chatMessageSchema>;

export const uploadStatusSchema = z.union([
  z.literal(UPLOAD_STATUS.pending),
  z.literal(UPLOAD_STATUS.preprocessing),
  z.literal(UPLOAD_STATUS.uploading),
  z.literal(UPLOAD_STATUS.done),
  z.literal(UPLOAD_STATUS.fail),
  z.literal(UPLOAD_STATUS.save),
]);
export type UploadStatus = z.infer<typeof uploadStatusSchema>;

/** A file being uploaded for a post, a plan or a message (client-side state, spec §3). */
export const uploadItemSchema = z.object({
  id: z.string(),
  /** The picked file; null once restored from a saved draft. */
  file: z.nullable(z.custom<Blob>((value) => typeof Blob !== 'undefined' && value instanceof Blob)),
  /** 0 to 100. */
  progress: z.number().check(z.minimum(0), z.maximum(100)),
  status: uploadStatusSchema,
  failMsg: z.string(),
  /** The uploaded file's URL once done; empty before. */
  url: z.string(),
  width: z.int().check(z.nonnegative()),
  height: z.int().check(z.nonnegative()),
  /** Seconds for a video, 0 for an image. */
  duration: z.number().check(z.nonnegative()),
});
export type UploadItem = z.infer<typeof uploadItemSchema>;
