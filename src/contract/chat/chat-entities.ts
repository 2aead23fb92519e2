/**
 * What the chat sends back and forth as data: a stored message as one viewer sees it, and a
 * contact of the contact list. The socket's events and the chat calls carry these shapes.
 */
import { z } from 'zod/mini';
import { CHAT_MESSAGE_TYPES } from '../entities-social.ts';

const flag = z.union([z.literal(0), z.literal(1)]);

/**
 * One picture of a paid message as the viewer sees it: the public blurred preview always, the
 * original only for the sender and, once paid, the fan (nothing locked is sent before).
 */
export const chatPaidMediaSchema = z.object({
  /** The blurred preview (root-relative, public, 32 px on its long side). */
  preview: z.string(),
  /** The picture for this viewer (root-relative, signed and bound as `photos`); '' while locked. */
  url: z.string(),
  width: z.int().check(z.nonnegative()),
  height: z.int().check(z.nonnegative()),
});
export type ChatPaidMedia = z.infer<typeof chatPaidMediaSchema>;

/** Where a paid message's video stands: being encoded, playable, or its encoding failed. */
export const CHAT_VIDEO_STATUSES = ['processing', 'ready', 'failed'] as const;

/**
 * The video of a paid message as the viewer sees it (issue 25): the public blurred poster once
 * encoded; the poster and the HLS playlist only for the sender and, once paid, the fan, signed and
 * bound to that viewer as a locked post's (nothing locked is sent before); '' otherwise.
 */
export const chatPaidVideoSchema = z.object({
  status: z.enum(CHAT_VIDEO_STATUSES),
  /** The blurred poster (root-relative, public); '' until encoded. */
  poster_blur: z.string(),
  /** The poster for this viewer (root-relative, signed and bound); '' while locked or encoding. */
  poster: z.string(),
  /** The HLS master playlist for this viewer (`/media/h/...`, bound); '' while locked or encoding. */
  hls: z.string(),
  /** Its length in whole seconds; 0 until encoded. */
  duration: z.int().check(z.nonnegative()),
  width: z.int().check(z.nonnegative()),
  height: z.int().check(z.nonnegative()),
});
export type ChatPaidVideo = z.infer<typeof chatPaidVideoSchema>;

/**
 * A stored message, as the viewer it is sent to sees it. `id` orders a conversation: a message
 * stored later has a larger id, and a receiver that is given a message twice (delivery is at least
 * once) keeps one by its id.
 */
export const chatWireMessageSchema = z.object({
  /** The server's id of the message, positive, increasing within a conversation. */
  id: z.int().check(z.positive()),
  /** The sender's own id of the message (its idempotency key, `chat/chat`'s `sign`). */
  sign: z.string(),
  from_uuid: z.string(),
  to_uuid: z.string(),
  /**
   * `text`, `photos`, `tip`: a tip the fan paid from this conversation, or `paid`: a creator's
   * paid message (issue 25; `price`, `media`, `bought`).
   */
  msgType: z.enum(CHAT_MESSAGE_TYPES),
  /**
   * The text; for `photos`, the picture's URL for this viewer (root-relative, signed, valid for an
   * hour or more, opened with the viewer's media pass: docs/api.md 5.6). Ask history again for a
   * fresh one. For `tip`, the fan's message ('' for none); for `paid`, its caption ('' for none).
   */
  content: z.string(),
  /** For `tip`, the amount tipped (currency units); 0 for every other message. */
  tip_amount: z.number().check(z.nonnegative()),
  /** For `paid`, its price (currency units); 0 for every other message. */
  price: z.number().check(z.nonnegative()),
  /** For `paid`, its pictures (locked: previews only); [] for every other message. */
  media: z.array(chatPaidMediaSchema),
  /** For `paid` with a video instead of pictures (`media` then []), the video; null otherwise. */
  video: z.nullable(chatPaidVideoSchema),
  /** For `paid`, 1 once the fan paid for it (both of them see it); 0 otherwise. */
  bought: flag,
  /** The picture's size in pixels; 0 for text. */
  width: z.int().check(z.nonnegative()),
  height: z.int().check(z.nonnegative()),
  /** When the sender's device sent it (its `microtime`), milliseconds since the epoch. */
  microtime: z.int().check(z.nonnegative()),
  /** When the server stored it: seconds since the epoch and the same instant in ISO 8601 (UTC). */
  created_ts: z.int().check(z.nonnegative()),
  created_at: z.string(),
  /** 1 when the viewer sent it. */
  self: flag,
  /** 1 when it was sent to the viewer, who has not marked it read (`chat/markRead`). */
  unread: flag,
});
export type ChatWireMessage = z.infer<typeof chatWireMessageSchema>;

/** Someone the viewer has a conversation with (spec §3 "Chat user"), with its newest message. */
export const chatContactSchema = z.object({
  uuid: z.string(),
  username: z.string(),
  nickname: z.string(),
  /** Avatar URL, '' for none. */
  avatar: z.string(),
  aff: z.int(),
  last_message: chatWireMessageSchema,
  /** Messages from this contact the viewer has not marked read. */
  unread: z.int().check(z.nonnegative()),
  /** 1 when the viewer may send this contact a message now (docs/api.md 5.18). */
  is_able_send_message: flag,
  /** 1 when the contact is a creator, who may be tipped (`payment/tip`); 0 for a fan. */
  is_creator: flag,
});
export type ChatContact = z.infer<typeof chatContactSchema>;
