/**
 * The chat's numbers and the rules of a message's content (spec §5 "Chat", §9), written once for
 * the app's input and the server's check. The server applies them whatever the app checked.
 */
import type { CHAT_CONTENT_TYPES, CHAT_MESSAGE_TYPES } from '../entities-social.ts';
import { isValidPostPrice } from '../rules/publish-limits.ts';

/** What a message carries: text, or one uploaded picture (spec §3 contentType). */
export type ChatContentType = (typeof CHAT_CONTENT_TYPES)[number];
/** What a stored message is: one a member sent, or a tip paid from the conversation. */
export type ChatMessageType = (typeof CHAT_MESSAGE_TYPES)[number];

/** The app sends `chat/ping` this often while the socket is open (spec §9). */
export const CHAT_HEARTBEAT_MS = 8000;
/** The app opens a new socket this long after one closed (spec §4, §9). */
export const CHAT_RECONNECT_MS = 3000;
/**
 * A socket that sends nothing (no ping, no message) for this long is closed by the server: three
 * heartbeats and some slack for a slow network. Operators may change it (CHAT_IDLE_TIMEOUT_SECONDS);
 * `initUser`'s answer says the value in force.
 */
export const CHAT_IDLE_TIMEOUT_MS = 30_000;
/** A socket that has not sent a valid `chat/initUser` this long after opening is closed. */
export const CHAT_INIT_TIMEOUT_MS = 10_000;
/** Messages per page of `chat/getHistory` (spec §9). */
export const CHAT_HISTORY_PAGE_SIZE = 20;
/** Contacts per page of `chat/getContactList` unless the call asks for another `limit`. */
export const CHAT_CONTACTS_PAGE_SIZE = 20;
/** The longest text message, in characters (UTF-16 code units) after trimming. */
export const CHAT_TEXT_MAX_LENGTH = 2000;
/** The client's message id (`sign`): 1 to 64 letters, digits, `-` or `_` (a UUID fits). */
export const CHAT_SIGN_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;
/** The largest socket frame the server reads, in bytes; a longer one closes the socket (1009). */
export const CHAT_FRAME_MAX_BYTES = 64 * 1024;
/** Image types a chat photo may be (spec §5), told by the uploaded file's bytes, never its name. */
export const CHAT_IMAGE_TYPES = ['jpg', 'jpeg', 'png', 'gif'] as const;

/** Why a text cannot be sent. */
export type ChatTextProblem = 'empty' | 'tooLong';

/**
 * The text as it is stored and shown (trimmed, spec §5), or the rule it breaks: nothing left after
 * trimming, or more than CHAT_TEXT_MAX_LENGTH characters.
 */
export function checkChatText(content: string): { text: string } | { problem: ChatTextProblem } {
  const text = content.trim();
  if (text.length === 0) return { problem: 'empty' };
  if (text.length > CHAT_TEXT_MAX_LENGTH) return { problem: 'tooLong' };
  return { text };
}

/** A paid message carries 1 to this many pictures (as a post carries 1 to 10 files). */
export const CHAT_PAID_MEDIA_MAX = 10;

/**
 * Why a paid message cannot be sent, or null: its pictures (1 to 10) or its one video, never both
 * (`mixed`), and its price (the pay-per-post rule).
 */
export function paidMessageProblem(
  mediaCount: number,
  price: number | undefined,
  /** The message carries a video (issue 25): then it carries no picture. */
  hasVideo = false,
): 'media' | 'mixed' | 'price' | null {
  if (hasVideo) {
    if (mediaCount > 0) return 'mixed';
  } else if (mediaCount < 1 || mediaCount > CHAT_PAID_MEDIA_MAX) return 'media';
  if (price === undefined || !isValidPostPrice(price)) return 'price';
  return null;
}
