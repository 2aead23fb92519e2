/** What every successful sign-in does, whatever proved the identity (password, code, Google...). */
import type { LoginResult } from '../../../src/contract/entities-account.ts';
import { AUTH_STATUS, ROLE } from '../../../src/contract/enums.ts';
import { createSession } from '../../auth/sessions.ts';
import type { CallContext } from '../../http/call-context.ts';
import type { UserRow } from './account-store.ts';

/** Role follows auth_status (spec §4): an approved creator is 3, everyone signed in is at least 2. */
export function roleOf(authStatus: number): 2 | 3 {
  return authStatus === AUTH_STATUS.creator ? ROLE.creator : ROLE.member;
}

/**
 * Opens a session for the user, links the caller's guest id to the account, and answers the
 * login result (token, username, aff, uuid, role) the app needs to consider itself signed in.
 */
export async function signIn(
  ctx: CallContext,
  user: Pick<UserRow, 'id' | 'username' | 'aff' | 'uuid' | 'authStatus'>,
): Promise<LoginResult> {
  const now = ctx.now();
  const token = await createSession(ctx.db, user.id, now);
  if (ctx.viewer.guestId) await ctx.guests.signedIn(ctx.viewer.guestId, user.id, now);
  return { token, username: user.username, aff: user.aff, uuid: user.uuid, role: roleOf(user.authStatus) };
}
