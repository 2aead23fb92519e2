/** Password change and first password (`user/changePassword`, `user/setPassword`). */
import type { StepUpProof } from '../../../src/contract/two-factor.ts';
import { and, eq, isNull } from 'drizzle-orm';
import { hashPassword } from '../../auth/passwords.ts';
import { revokeOtherSessions } from '../../auth/sessions.ts';
import { users } from '../../db/schema.ts';
import { ServiceError } from '../../core/service-error.ts';
import type { CallContext } from '../../http/call-context.ts';
import { findUserById, type UserRow } from './account-store.ts';
import { passwordMatches } from './password-login.service.ts';
import { requireStepUp } from './step-up.ts';

/** What these services take from a call's context. */
export type PasswordContext = Pick<
  CallContext,
  'clientAddress' | 'config' | 'db' | 'limits' | 'now' | 'viewer'
>;

/**
 * Checks the signed-in user's current password. Wrong guesses count like failed sign-ins of the
 * account, so a borrowed session cannot try passwords without limit.
 */
export async function requireCurrentPassword(
  ctx: PasswordContext,
  userId: number,
  password: string,
): Promise<UserRow> {
  const user = await findUserById(ctx.db, userId);
  if (!user) throw new ServiceError('content.tokenExpired', {}, 422);
  if (user.passwordHash === null) throw new ServiceError('server.account.passwordNotSet');
  const limit = ['signInPerAccount', `user:${userId}`] as const;
  await ctx.limits.consume(limit);
  if (!(await passwordMatches(user.passwordHash, password)))
    throw new ServiceError('server.account.passwordWrong');
  await ctx.limits.reward(limit);
  return user;
}

/**
 * Replaces the password with a different one (a current second-factor code too when it is on); every other session of the account ends, this
 * one stays signed in.
 */
export async function changePassword(
  ctx: PasswordContext,
  userId: number,
  input: { old_password: string; new_password: string } & StepUpProof,
): Promise<Record<string, never>> {
  await requireCurrentPassword(ctx, userId, input.old_password);
  await requireStepUp(ctx, userId, input);
  // old_password has just been checked to be the current one, so comparing the two is enough.
  if (input.new_password === input.old_password) throw new ServiceError('server.account.passwordUnchanged');
  const passwordHash = await hashPassword(input.new_password);
  await ctx.db.update(users).set({ passwordHash }).where(eq(users.id, userId));
  await revokeOtherSessions(ctx.db, userId, ctx.viewer.sessionId, ctx.now());
  return {};
}

/** Gives a password to an account made through Google, X or Apple; one that has a password must change it instead. */
export async function setPassword(
  ctx: PasswordContext,
  userId: number,
  input: { new_password: string } & StepUpProof,
): Promise<Record<string, never>> {
  await requireStepUp(ctx, userId, input);
  const passwordHash = await hashPassword(input.new_password);
  const updated = await ctx.db
    .update(users)
    .set({ passwordHash })
    .where(and(eq(users.id, userId), isNull(users.passwordHash)))
    .returning({ id: users.id });
  if (updated.length === 0) throw new ServiceError('server.account.passwordAlreadySet');
  return {};
}
