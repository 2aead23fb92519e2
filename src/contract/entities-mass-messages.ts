/**
 * A creator's mass message as the wire carries it (issue 25; docs/decisions/mass-messages.md): what
 * it says, whom it goes to, when, and how far its delivery got.
 */
import { z } from 'zod/mini';
import { CHAT_VIDEO_STATUSES } from './chat/chat-entities.ts';
import { databaseId } from './ids.ts';
import { MASS_MESSAGE_AUDIENCES, MASS_MESSAGE_STATUSES } from './rules/mass-message-rules.ts';
import { multilineText, text } from './strings.ts';

const count = z.int().check(z.nonnegative());

/**
 * A paid mass message's video as the creator's list shows it: where its encoding stands (each fan's
 * copy goes once it is `ready`; `failed` cancels the mass message), its public blurred poster ('' until
 * encoded) and its length in whole seconds (0 until encoded). The poster and HLS files are each fan's
 * copy's, as a paid chat message's video.
 */
export const massMessageVideoSchema = z.object({
  status: z.enum(CHAT_VIDEO_STATUSES),
  poster_blur: z.string(),
  duration: z.int().check(z.nonnegative()),
});
export type MassMessageVideo = z.infer<typeof massMessageVideoSchema>;

export const massMessageSchema = z.object({
  id: databaseId,
  text: multilineText(),
  audience: z.enum(MASS_MESSAGE_AUDIENCES),
  /** The plan of a `plan` audience; 0 otherwise. */
  plan_id: z.int().check(z.nonnegative()),
  /** The plan's name as it was when sent; '' for other audiences. */
  plan_name: text(),
  /** The fan list of a `list` audience; 0 for other audiences, or when the list was deleted since. */
  list_id: z.int().check(z.nonnegative()),
  /** The list's name as it was when sent; '' for other audiences. */
  list_name: text(),
  /** The least a fan of a `spent` audience paid the creator, currency units; 0 otherwise. */
  min_amount: z.number(),
  /** A paid mass message's price, currency units (each fan's copy is a paid message); 0 for a free one. */
  price: z.number().check(z.nonnegative()),
  /** A paid mass message's pictures: their public blurred previews, in order; none for a free one. */
  previews: z.array(text()),
  /** A paid mass message's video instead of pictures; null for one with pictures or a free one. */
  video: z.nullable(massMessageVideoSchema),
  status: z.enum(MASS_MESSAGE_STATUSES),
  /** When it goes (or went), seconds since the epoch. */
  send_ts: z.int().check(z.nonnegative()),
  send_at: text(),
  /** Fans it was addressed to when it went out (counted at send time; 0 while scheduled). */
  recipients: count,
  /** Of those, fans it has reached so far. */
  delivered: count,
  created_ts: z.int().check(z.nonnegative()),
});
export type MassMessage = z.infer<typeof massMessageSchema>;
