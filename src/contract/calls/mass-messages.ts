/**
 * Mass messages (issue 25; docs/decisions/mass-messages.md): a creator sends one message to an
 * audience of their fans, now or at a time, delivered as a message in each fan's conversation; a
 * fan may mute a creator's mass messages.
 */
import { z } from 'zod/mini';
import { defineCall, pageParamsSchema } from '../call.ts';
import { pageOf } from '../entities.ts';
import { massMessageSchema } from '../entities-mass-messages.ts';
import { databaseId } from '../ids.ts';
import { isMoneyAmount } from '../rules/money-rules.ts';
import { CHAT_TEXT_MAX_LENGTH } from '../chat/chat-rules.ts';
import {
  MASS_MESSAGE_AUDIENCES,
  MASS_MESSAGE_SPENT_MAX,
  MASS_MESSAGE_SPENT_MIN,
} from '../rules/mass-message-rules.ts';
import { multilineText, text } from '../strings.ts';

/** Whom: an audience and what it needs (a plan of the creator's; a least amount spent; a list of the creator's). */
export const massAudienceSchema = z.object({
  audience: z.enum(MASS_MESSAGE_AUDIENCES),
  /** `plan`: one of the creator's plans (its subscribers now); 0 for other audiences. */
  plan_id: z._default(z.int().check(z.nonnegative()), 0),
  /** `list`: one of the creator's fan lists (user/getFanLists); 0 for other audiences. */
  list_id: z._default(z.int().check(z.nonnegative()), 0),
  /** `spent`: fans who paid the creator at least this much in all (1 to 100,000 units); 0 otherwise. */
  min_amount: z._default(
    z
      .number()
      .check(
        z.refine(
          (amount) =>
            amount === 0 ||
            (isMoneyAmount(amount) && amount >= MASS_MESSAGE_SPENT_MIN && amount <= MASS_MESSAGE_SPENT_MAX),
        ),
      ),
    0,
  ),
});
export type MassAudienceRequest = z.input<typeof massAudienceSchema>;

/** How many fans an audience reaches now (the composer shows it before sending). */
export const countMassAudienceCall = defineCall({
  path: 'user/countMassMessageAudience',
  access: 'member',
  request: massAudienceSchema,
  response: z.object({ count: z.int().check(z.nonnegative()) }),
});

/**
 * Sends (or schedules) a mass message: the text, trimmed, at most 2,000 characters (required
 * unless it carries pictures or a video); `send_ts` 0 for now. With `media` and `price` each fan's
 * copy is a paid message by the chat's rule (1 to 10 of the creator's own JPEG, PNG or GIF uploads, a
 * price above 0 and at most 90 with two decimals); pictures always need a price. With `video` and
 * `price` instead of pictures, each copy is a paid message carrying that video, delivered once it
 * is encoded.
 */
export const sendMassMessageCall = defineCall({
  path: 'user/sendMassMessage',
  access: 'member',
  request: z.extend(massAudienceSchema, {
    text: multilineText().check(z.trim(), z.maxLength(CHAT_TEXT_MAX_LENGTH)),
    /** A paid mass message's pictures: upload ids (or their `blur.webp` paths), as a paid chat message's `media`. */
    media: z._default(z.array(text().check(z.maxLength(300))).check(z.maxLength(100)), []),
    /**
     * Instead of `media`: one video, the `UploadName` (upload id) of one of the creator's own
     * finished video uploads, as a paid chat message's `video` (still being encoded is fine: the
     * delivery waits for it; failed is refused). Needs a price.
     */
    video: z.optional(text().check(z.maxLength(300))),
    /** A paid mass message's price, currency units; absent (or 0) for a free text. */
    price: z._default(z.number(), 0),
    /** When to send it, seconds since the epoch, at most 30 days ahead; 0 (or a time passed) for now. */
    send_ts: z._default(z.int().check(z.nonnegative()), 0),
    /** The app's idempotency key, one per composed message: the same key answers the same mass message. */
    client_key: text().check(z.minLength(8), z.maxLength(64)),
  }),
  response: massMessageSchema,
});

/** The creator's mass messages, newest first; with how many they may still send in the next 24 hours. */
export const listMassMessagesCall = defineCall({
  path: 'user/getMassMessageList',
  access: 'member',
  request: pageParamsSchema,
  response: z.extend(pageOf(massMessageSchema), {
    /** Mass messages the creator may still send (or schedule) before the 24-hour window frees one. */
    remaining_today: z.int().check(z.nonnegative()),
    max_per_day: z.int().check(z.positive()),
  }),
});

/** Cancels a scheduled mass message of the creator's (one already going out or sent cannot be). */
export const cancelMassMessageCall = defineCall({
  path: 'user/cancelMassMessage',
  access: 'member',
  request: z.object({ id: databaseId }),
  response: massMessageSchema,
});

/** Whether the signed-in fan has muted the mass messages of the creator `uuid`. */
export const massMessageMuteCall = defineCall({
  path: 'chat/getMassMessageMute',
  access: 'member',
  request: z.object({ uuid: text().check(z.maxLength(64)) }),
  response: z.object({ muted: z.union([z.literal(0), z.literal(1)]) }),
});

/** Mutes (1) or unmutes (0) the mass messages of the creator `uuid` for the signed-in fan. */
export const setMassMessageMuteCall = defineCall({
  path: 'chat/setMassMessageMute',
  access: 'member',
  request: z.object({ uuid: text().check(z.maxLength(64)), muted: z.union([z.literal(0), z.literal(1)]) }),
  response: z.object({ muted: z.union([z.literal(0), z.literal(1)]) }),
});
