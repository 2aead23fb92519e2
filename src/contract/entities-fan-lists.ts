/**
 * A creator's fan lists as the wire carries them (issue 25; docs/decisions/fan-lists.md): a named
 * list with how many fans it holds, and one fan of a list.
 */
import { z } from 'zod/mini';
import { databaseId } from './ids.ts';
import { text } from './strings.ts';

const count = z.int().check(z.nonnegative());

export const fanListSchema = z.object({
  id: databaseId,
  name: text(),
  /** Fans on the list (blocked, suspended or muting fans included: a mass message leaves them out when it goes). */
  count,
  /** 1 when the fan the request named (`uuid`) is on this list; 0 otherwise, or when none was named. */
  has_fan: z.union([z.literal(0), z.literal(1)]),
  created_ts: count,
});
export type FanList = z.infer<typeof fanListSchema>;

export const fanListMemberSchema = z.object({
  /** The fan's id, as `user/removeFanListMember` and the chat take it. */
  uuid: text(),
  /** Display name. */
  nickname: text(),
  /** Account name. */
  username: text(),
  /** Avatar URL, '' when none. */
  thumb: text(),
  /** When they were added, seconds since the epoch. */
  added_ts: count,
});
export type FanListMember = z.infer<typeof fanListMemberSchema>;
