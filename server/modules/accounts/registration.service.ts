/** Sign-up with email, account name and password (spec §5): email unused, account name unique. */
import type { LoginResult } from '../../../src/contract/entities-account.ts';
import type { SignUpInput } from '../../../src/contract/rules/account-rules.ts';
import { hashPassword } from '../../auth/passwords.ts';
import type { RateLimitKey } from '../../auth/rate-limits.ts';
import type { Database } from '../../db/client.ts';
import { ServiceError } from '../../core/service-error.ts';
import type { CallContext } from '../../http/call-context.ts';
import type { MessageId } from '../../i18n/messages.ts';
import {
  findUserByAccountName,
  findUserByEmail,
  isPlaceholderEmail,
  normalizeEmail,
} from './account-store.ts';
import { AccountClashError, createAccount, type AccountClash } from './create-account.ts';
import { type SignInContext, signIn } from './sign-in.ts';
import { attributeSignUp } from '../tracking-links/tracking-visits.service.ts';

/** What these services take from a call's context. */
export type RegistrationContext = Pick<CallContext, 'clientAddress' | 'db' | 'limits' | 'locale' | 'now'> &
  SignInContext;

const CLASH_MESSAGES: Record<AccountClash, MessageId> = {
  email: 'server.account.emailUsed',
  accountName: 'server.account.accountTaken',
};

/**
 * Whether an account already uses this email (`account/isUseEmail`). A placeholder address of a
 * provider account counts as unused, like any address nobody can sign in with.
 */
export async function isEmailUsed(db: Database, email: string): Promise<boolean> {
  return (await findUserByEmail(db, email)) !== undefined;
}

/**
 * Creates the account and signs it in. Counts against the per-address sign-up limit only when
 * an account is created, so a mistyped form does not lock anyone out. A tracking link's code
 * credits that link with the sign-up (tracking-links).
 */
export async function registerByPassword(
  ctx: RegistrationContext,
  input: SignUpInput & { tracking_code?: string | undefined },
): Promise<LoginResult> {
  const limit: RateLimitKey = ['signUpPerAddress', ctx.clientAddress];
  await ctx.limits.consume(limit);
  try {
    const email = normalizeEmail(input.email);
    // Reserved for provider accounts without an email; it can receive no mail.
    if (isPlaceholderEmail(email)) throw new ServiceError('server.rule.email');
    // Asked before hashing, so a taken email or name answers without spending argon2 time; the
    // unique indexes still decide when two sign-ups race.
    if (await isEmailUsed(ctx.db, email)) throw new ServiceError('server.account.emailUsed');
    if (await findUserByAccountName(ctx.db, input.account))
      throw new ServiceError('server.account.accountTaken');
    const user = await createAccount(
      ctx.db,
      {
        email,
        username: input.account,
        passwordHash: await hashPassword(input.password),
        nickname: input.account,
        emailValidated: false,
        locale: ctx.locale,
        createdAt: ctx.now(),
      },
      (tx, created) => attributeSignUp(tx, { fanId: created.id, code: input.tracking_code, at: ctx.now() }),
    ).catch((error: unknown) => {
      throw error instanceof AccountClashError ? new ServiceError(CLASH_MESSAGES[error.clash]) : error;
    });
    return await signIn(ctx, user);
  } catch (error) {
    if (error instanceof ServiceError) await ctx.limits.reward(limit);
    throw error;
  }
}
