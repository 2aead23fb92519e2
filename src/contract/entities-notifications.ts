/**
 * The notification centre (issue 25): what happened to a member that they did not do themselves,
 * each of one type, newest first. Likes of one post and messages of one sender are grouped while
 * unread: one notification that counts who did it ("12 people liked …").
 */
import { z } from 'zod/mini';

const flag = z.union([z.literal(0), z.literal(1)]);

/** Every type of notification, each one a member may turn off (`user/setNotificationSetting`). */
export const NOTIFICATION_TYPES = [
  /** A fan subscribed to the creator's plan (`plan_name`, `amount`). */
  'subscriber',
  /** A subscription renewed for another period (`plan_name`, `amount`). */
  'renewal',
  /** A fan cancelled: the subscription runs to its end and does not renew (`plan_name`). */
  'cancellation',
  /** A fan tipped the creator (`amount`, `text`: the tip's message). */
  'tip',
  /** A fan bought a pay-per-post post (`post`, `amount`). */
  'purchase',
  /** A fan bought the creator's paid chat message (`actor` the fan, `amount`); it opens the conversation with them. */
  'message_purchase',
  /** A member commented on the creator's post (`post`, `text`: the comment). */
  'comment',
  /** A member replied to the member's comment (`post`, `text`: the reply). */
  'reply',
  /** Members liked the member's post; grouped per post while unread (`post`, `count`). */
  'like',
  /** A member sent chat messages; grouped per sender while unread (`count`). */
  'message',
  /** The operators published the creator's post after review (`post`). */
  'post_approved',
  /** The operators turned the creator's post down (`post`, `text`: the reason's code, as the post's review names it). */
  'post_rejected',
  /** A withdrawal changed status (`amount`, `status`: 1 passed, 2 paid out, 3 failed; `text`: the reason of a failure). */
  'withdrawal',
  /** The operators decided on the member's report (`text`: what they did: dismiss, hide-post, warn or suspend). */
  'report_outcome',
  /** The operators decided on the member's creator application (`status`: 2 approved, 3 refused, as CREATOR_APPLICATION_STATUS; `text`: the reason of a refusal). */
  'creator_application',
  /** The member's free trial ends soon and then renews (`actor`: the creator, `plan_name`, `amount`: the price it renews at, `text`: the first charge's moment, ISO 8601). */
  'trial_ending',
  /** The member's subscription renews in 3 days (`actor`: the creator, `plan_name`, `amount`: what it will charge, `text`: the charge's moment, ISO 8601, `subscription_id`: to cancel it). */
  'renewal_coming',
  /** The member's data export is ready (`text`: until when it may be downloaded, ISO 8601). */
  'data_export_ready',
] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

const notificationTypeSchema = z.enum(NOTIFICATION_TYPES);

/** Who did it: the latest of them for a grouped notification; absent for the operators' decisions. */
export const notificationActorSchema = z.object({
  aff: z.int().check(z.positive()),
  /** The member's chat identity: a message notification opens the chat with them (`/{lang}/message/{uuid}`). */
  uuid: z.string(),
  username: z.string(),
  nickname: z.string(),
  /** Avatar URL, '' when none. */
  thumb: z.string(),
});

export const notificationSchema = z.object({
  id: z.int().check(z.positive()),
  type: notificationTypeSchema,
  /** 1 once the member saw it (`user/markNotificationsRead`). */
  read: flag,
  /** When it happened (for a grouped one, the latest), Unix seconds and ISO 8601 UTC. */
  created_ts: z.int().check(z.nonnegative()),
  created_at: z.string(),
  actor: z.nullable(notificationActorSchema),
  /** How many members it counts: above 1 only for a grouped like or message. */
  count: z.int().check(z.positive()),
  /** The post it is about, with its author's account name to open it; null when none or deleted. */
  post: z.nullable(z.object({ id: z.int().check(z.positive()), title: z.string(), username: z.string() })),
  /** Currency units, for money notifications; else 0. */
  amount: z.number().check(z.nonnegative()),
  /** The plan's name for subscriptions, renewals and cancellations; else ''. */
  plan_name: z.string(),
  /** A comment, reply, tip message, rejection or refusal reason, report outcome; else ''. */
  text: z.string(),
  /** A withdrawal's or an application's new status (see the types); else 0. */
  status: z.int().check(z.nonnegative()),
  /** The member's subscription a coming charge is for (`trial_ending`, `renewal_coming`): its cancel opens from here; else null. */
  subscription_id: z._default(z.nullable(z.int().check(z.positive())), null),
});
export type Notification = z.infer<typeof notificationSchema>;

/** Which types the member receives: every type, 1 on (the default), 0 off. */
export const notificationSettingsSchema = z.record(notificationTypeSchema, flag);
export type NotificationSettings = z.infer<typeof notificationSettingsSchema>;
