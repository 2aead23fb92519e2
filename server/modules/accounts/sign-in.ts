/** What every successful sign-in does, whatever proved the identity (password, code, Google...). */
import type { LoginResult } from '../../../src/contract/entities-account.ts';
import { roleOfAuthStatus } from '../../../src/contract/rules/roles.ts';
import { isSuspendedAt } from '../../access/suspension-rule.ts';
import { ServiceError } from '../../core/service-error.ts';
import type { CallContext } from '../../http/call-context.ts';
import type { UserRow } from './account-store.ts';
import { openSessionOnDevice, type DeviceSignInContext } from './devices/new-device-sign-in.ts';

/** What a sign-in takes from a call's context. */
export type SignInContext = Pick<CallContext, 'db' | 'guests' | 'mediaPass' | 'now' | 'viewer'> &
  DeviceSignInContext;

/**
 * Opens a session for the user (not while a suspension of theirs runs), links the caller's guest id to the account, and answers the
 * login result (token, username, aff, uuid, role) the app needs to consider itself signed in.
 */
export async function signIn(
  ctx: SignInContext,
  user: Pick<
    UserRow,
    'id' | 'username' | 'aff' | 'uuid' | 'authStatus' | 'suspendedAt' | 'suspendedUntil' | 'suspensionReason'
  >,
): Promise<LoginResult> {
  const now = ctx.now();
  refuseSuspended(user, now);
  const { token, sessionId } = await openSessionOnDevice(ctx, user.id, now);
  // The browser's media pass follows the new session (the one before it, if any, is replaced).
  ctx.mediaPass.grant({ userId: user.id, sessionId });
  if (ctx.viewer.guestId) await ctx.guests.signedIn(ctx.viewer.guestId, user.id, now);
  return {
    token,
    username: user.username,
    aff: user.aff,
    uuid: user.uuid,
    role: roleOfAuthStatus(user.authStatus),
  };
}

/**
 * A suspended member is told why and until when (issue 23), whichever way they sign in; the
 * date is formatted in their language by the message.
 */
function refuseSuspended(
  user: Pick<UserRow, 'suspendedAt' | 'suspendedUntil' | 'suspensionReason'>,
  now: Date,
): void {
  if (!isSuspendedAt(user, now)) return;
  const reason = user.suspensionReason;
  if (user.suspendedUntil === null) throw new ServiceError('server.account.suspendedForGood', { reason });
  throw new ServiceError('server.account.suspended', { reason, until: user.suspendedUntil.getTime() });
}
