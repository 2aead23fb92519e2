/** Sign-in with account name or email and password (`account/loginByPassword`). */
import { randomBytes } from 'node:crypto';
import type { SignInOutcome } from '../../../src/contract/two-factor.ts';
import { hashPassword, verifyPassword } from '../../auth/passwords.ts';
import type { RateLimitKey } from '../../auth/rate-limits.ts';
import { ServiceError } from '../../core/service-error.ts';
import type { CallContext } from '../../http/call-context.ts';
import { findUserByLogin } from './account-store.ts';
import { signInOrChallenge, type SecondFactorSignInContext } from './second-factor-sign-in.ts';

/** What these services take from a call's context. */
export type PasswordLoginContext = Pick<CallContext, 'clientAddress' | 'db' | 'limits'> &
  SecondFactorSignInContext;

/**
 * A hash of nothing anyone knows. An unknown account is checked against it so that it costs the
 * same argon2 time as a wrong password: the answer time must not tell which accounts exist.
 */
let dummyHash: Promise<string> | undefined;
const dummyHashOnce = () => (dummyHash ??= hashPassword(randomBytes(16).toString('hex')));

/** Checks a password against a stored hash; no hash (an account made by Google) never matches. */
export async function passwordMatches(stored: string | null, password: string): Promise<boolean> {
  try {
    if (stored) return await verifyPassword(stored, password);
    await verifyPassword(await dummyHashOnce(), password);
    return false;
  } catch {
    return false;
  }
}

/**
 * Unknown account and wrong password get the same message. Failures count against the account
 * (10 per 15 minutes) and the client address (30 per 15 minutes); a success gives its try back.
 */
export async function loginByPassword(
  ctx: PasswordLoginContext,
  input: { account: string; password: string },
): Promise<SignInOutcome> {
  const account = input.account.trim();
  const limits: RateLimitKey[] = [
    ['signInPerAccount', account.toLowerCase()],
    ['signInPerAddress', ctx.clientAddress],
  ];
  await ctx.limits.consume(...limits);
  const user = await findUserByLogin(ctx.db, account);
  const matches = await passwordMatches(user?.passwordHash ?? null, input.password);
  if (!user || !matches) throw new ServiceError('server.account.badCredentials');
  await ctx.limits.reward(...limits);
  return signInOrChallenge(ctx, user);
}
