/**
 * The member's logged-in devices (issue 26; docs/decisions/logged-in-devices.md): each live
 * session with what the member recognises it by, logging one out, and logging out all but the
 * device asking. A device logged out is logged out on every server process at once: its next call
 * answers 422 and its chat sockets close.
 */
import { z } from 'zod/mini';
import { defineCall } from '../call.ts';
import { databaseId } from '../ids.ts';

/** One live session of the member's. */
export const loggedInDeviceSchema = z.object({
  /** The session's id, for `user/logOutDevice`. */
  id: z.int(),
  /** The browser's name as its User-Agent gives it (`Chrome`, `Safari`), '' when unknown. */
  browser: z.string(),
  /** The operating system's name (`Windows`, `iOS`), '' when unknown. */
  os: z.string(),
  /**
   * The approximate place: the network the login came from, `203.0.113.0/24` or `2001:db8:1::/48`
   * ('' for a session older than this record). Never the address itself.
   */
  network: z.string(),
  /** When it logged in and when it was last used (to the minute), ISO 8601. */
  created_at: z.string(),
  last_seen_at: z.string(),
  /** True for the session making this call. */
  current: z.boolean(),
});
export type LoggedInDevice = z.infer<typeof loggedInDeviceSchema>;

/** The member's live sessions, this device first, then the most recently used first. */
export const listDevicesCall = defineCall({
  path: 'user/listDevices',
  access: 'member',
  request: z.object({}),
  response: z.object({ list: z.array(loggedInDeviceSchema) }),
});

/** Logs out one of the member's devices (the calling one too, as `account/logout` does). */
export const logOutDeviceCall = defineCall({
  path: 'user/logOutDevice',
  access: 'member',
  request: z.object({ id: databaseId }),
  response: z.object({}),
});

/** Logs out every device of the member's but the calling one; answers how many were logged out. */
export const logOutOtherDevicesCall = defineCall({
  path: 'user/logOutOtherDevices',
  access: 'member',
  request: z.object({}),
  response: z.object({ logged_out: z.int().check(z.nonnegative()) }),
});
