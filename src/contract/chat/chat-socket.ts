/**
 * The chat socket's messages, both ways (spec §7 "Chat socket"; docs/api.md, "Chat"). Every frame
 * is a text frame holding a sealed envelope: the client sends the four fields of an API request as
 * a JSON object (`{client, timestamp, data, sign}`, src/contract/envelope.ts `sealRequest`), the
 * server answers `{data}` as an API response is sealed (`openResponse`). What is described here is
 * the JSON inside `data`.
 */
import { z } from 'zod/mini';
import { CHAT_CONTENT_TYPES } from '../entities-social.ts';
import { multilineText, text } from '../strings.ts';
import { CHAT_SIGN_PATTERN } from './chat-rules.ts';
import { chatWireMessageSchema } from './chat-entities.ts';

/** The socket's path on the server; app/config's `im_url` names it with the scheme and host. */
export const CHAT_SOCKET_PATH = '/ws';

/**
 * Why the server closed a socket (WebSocket close codes). The app reconnects after
 * CHAT_RECONNECT_MS in every case but `unauthorized`, where it needs a new chat token.
 */
export const CHAT_CLOSE_CODES = {
  /** The server is stopping (1001, "going away"): connect again, another process answers. */
  goingAway: 1001,
  /** A frame larger than CHAT_FRAME_MAX_BYTES (1009, "message too big"). */
  tooBig: 1009,
  /** No valid `chat/initUser` within CHAT_INIT_TIMEOUT_MS of opening. */
  initTimeout: 4001,
  /** Nothing received for the idle timeout (pings stopped). */
  idle: 4002,
  /** The chat token is not valid, or its session ended (log out, password change, expiry). */
  unauthorized: 4401,
} as const;

/**
 * The first message on a socket: who is connecting, by the `chat_token` of `user/getUserInfo`.
 * `lang` is the app's language for the error messages (one of the 15 locale codes; else the
 * handshake's Accept-Language decides). The spec's profile fields (uuid, phone, nickname, avatar,
 * oauth ids) may be sent and are not used: the server knows the user by the token.
 */
export const chatInitUserSchema = z.object({
  cmd: z.literal('chat/initUser'),
  chat_token: text().check(z.minLength(1), z.maxLength(200)),
  lang: z.optional(text().check(z.maxLength(16))),
  uuid: z.optional(text().check(z.maxLength(64))),
  phone: z.optional(text().check(z.maxLength(64))),
  nickname: z.optional(text().check(z.maxLength(200))),
  avatar: z.optional(text().check(z.maxLength(2000))),
  oauth_id: z.optional(text().check(z.maxLength(64))),
  oauth_type: z.optional(text().check(z.maxLength(16))),
});
export type ChatInitUser = z.infer<typeof chatInitUserSchema>;

/**
 * A message to one person. `sign` is the sender's id of it and its idempotency key: sending the
 * same `sign` again (after an ack was lost) stores nothing new and is acknowledged again with the
 * message first stored. `content` is the text (trimmed, 1 to CHAT_TEXT_MAX_LENGTH characters after
 * trimming), or for `photos` the `msg` path the image upload answered
 * (`uploads/{upload_id}/blur.webp`, with or without app/config's `img_url` in front) or its
 * `upload_id`.
 */
export const chatSendSchema = z.object({
  cmd: z.literal('chat/chat'),
  to_uuid: text().check(z.trim(), z.minLength(1), z.maxLength(64)),
  /** One-to-one chat; the only type there is. */
  type: z.literal('friend'),
  msgType: z.enum(CHAT_CONTENT_TYPES),
  // The length rule is the service's (checkChatText), so it is answered in words; this bounds the input.
  content: multilineText().check(z.maxLength(20_000)),
  /** The sender's clock when sending, milliseconds since the epoch. */
  microtime: z.number().check(z.int(), z.nonnegative(), z.maximum(Number.MAX_SAFE_INTEGER)),
  sign: text().check(z.regex(CHAT_SIGN_PATTERN)),
  /**
   * For `paid` only (a creator's paid message, issue 25): its 1 to CHAT_PAID_MEDIA_MAX pictures,
   * each as `photos` names one (the upload's `msg` path or its `upload_id`); `content` is then an
   * optional caption ('' for none, at most CHAT_TEXT_MAX_LENGTH characters), shown unlocked.
   */
  // The count rule is the service's (chat.paidMedia, answered in words); this bounds the input.
  media: z.optional(z.array(text().check(z.maxLength(300))).check(z.maxLength(100))),
  /**
   * For `paid` only, instead of `media`: one video, the `UploadName` (upload id) a finished video
   * upload answered (the sender's own; still being encoded is fine, failed is not).
   */
  video: z.optional(text().check(z.maxLength(300))),
  /** For `paid` only: the price, currency units, above 0 and at most 90, at most two decimals. */
  price: z.optional(z.number()),
});
export type ChatSend = z.infer<typeof chatSendSchema>;

/** The keepalive the app sends every CHAT_HEARTBEAT_MS, with app/config's `via`. */
export const chatPingSchema = z.object({
  cmd: z.literal('chat/ping'),
  via: z.optional(text().check(z.maxLength(16))),
});

/** Anything a client may send. */
export const chatClientMessageSchema = z.discriminatedUnion('cmd', [
  chatInitUserSchema,
  chatSendSchema,
  chatPingSchema,
]);
export type ChatClientMessage = z.infer<typeof chatClientMessageSchema>;

/**
 * Why the server refused a frame or a message. `info.subscribeBeforeChat` is the app's own key
 * (spec §8); the others name the rule. `msg` of the error event says it in the caller's language.
 */
export const CHAT_ERROR_CODES = [
  /** The frame is not a sealed request, its sign or timestamp is wrong, or it does not decrypt. */
  'chat.badFrame',
  /** A field is missing or invalid (`msg` names it), or `cmd` is unknown. */
  'chat.invalidField',
  /** `chat/chat` before a successful `chat/initUser`. */
  'chat.notInitialized',
  /** The chat token is unknown or its session has ended (status 422; the socket then closes). */
  'chat.tokenExpired',
  'chat.self',
  'chat.unknownUser',
  /** Either of the two has blocked the other. */
  'chat.blocked',
  'info.subscribeBeforeChat',
  'chat.emptyText',
  'chat.textTooLong',
  /** The picture is not one the sender uploaded (or it is gone). */
  'chat.badImage',
  /** The picture is not a JPEG, PNG or GIF. */
  'chat.imageType',
  'chat.tooMany',
  /** A paid message without pictures or with more than CHAT_PAID_MEDIA_MAX. */
  'chat.paidMedia',
  /** A paid message's price is not above 0 and at most 90 with two decimals. */
  'chat.paidPrice',
  /** Only a creator sends paid messages. */
  'chat.paidNotCreator',
  /** A paid message with both pictures and a video (it carries one or the other). */
  'chat.paidMixed',
  /** The video is not one of the sender's finished video uploads (or its encoding failed). */
  'chat.badVideo',
  'chat.internal',
] as const;
export type ChatErrorCode = (typeof CHAT_ERROR_CODES)[number];

/** The server's answer to a successful `chat/initUser`. */
export const chatReadyEventSchema = z.object({
  event: z.literal('initUser'),
  data: z.object({
    uuid: z.string(),
    /** How often to ping, and how long a silent socket is kept, in milliseconds. */
    heartbeat_ms: z.int().check(z.positive()),
    idle_timeout_ms: z.int().check(z.positive()),
    /** The server's clock, milliseconds since the epoch. */
    server_time: z.int(),
  }),
});

/** A message for this user: sent to them, or sent by them from another socket. */
export const chatMessageEventSchema = z.object({
  event: z.literal('chatMessage'),
  data: chatWireMessageSchema,
});

/** A `chat/chat` is stored: `confirmed_ack_id` is its `sign`, `message` what was stored. */
export const chatAckEventSchema = z.object({
  event: z.literal('ackMessage'),
  data: z.object({
    confirmed_ack_id: z.string(),
    message: chatWireMessageSchema,
  }),
});

/** The keepalive reply to `chat/ping`. */
export const chatPongEventSchema = z.object({
  event: z.literal('pong'),
  data: z.object({ server_time: z.int() }),
});

/** A refused frame or message; `sign` names the refused `chat/chat` (nothing was stored). */
export const chatErrorEventSchema = z.object({
  event: z.literal('error'),
  data: z.object({
    /** 0 a refusal; 422 the chat token or session has ended (sign in again). */
    status: z.union([z.literal(0), z.literal(422)]),
    code: z.enum(CHAT_ERROR_CODES),
    msg: z.string(),
    sign: z.optional(z.string()),
  }),
});

/** Anything the server sends. */
export const chatServerEventSchema = z.discriminatedUnion('event', [
  chatReadyEventSchema,
  chatMessageEventSchema,
  chatAckEventSchema,
  chatPongEventSchema,
  chatErrorEventSchema,
]);
export type ChatServerEvent = z.infer<typeof chatServerEventSchema>;
