/**
 * Email codes (spec §5, §7): `account/sendEmailCode` mails one, `account/loginByEmail` signs in
 * with a type 5 code, `account/validationEmail` confirms a new email with a type 4 code.
 */
import { and, eq, ne } from 'drizzle-orm';
import type { SignInOutcome, StepUpProof } from '../../../src/contract/two-factor.ts';
import { EMAIL_CODE_TYPE } from '../../../src/contract/enums.ts';
import { EMAIL_CODE_RESEND_SECONDS } from '../../../src/contract/rules/account-rules.ts';
import {
  EMAIL_CODE_TTL_MINUTES,
  checkCode,
  confirmIssued,
  discardCode,
  generateCode,
  lastCodeSentAt,
  storeCode,
  type CodeCheck,
  type CodeTarget,
  type EmailCodePurpose,
} from './email-codes.ts';
import type { RateLimitKey } from '../../auth/rate-limits.ts';
import { users } from '../../db/schema.ts';
import { ServiceError } from '../../core/service-error.ts';
import type { CallContext } from '../../http/call-context.ts';
import type { MessageId } from '../../i18n/messages.ts';
import {
  brokenUniqueConstraint,
  findUserByEmail,
  findUserById,
  isPlaceholderEmail,
  normalizeEmail,
} from './account-store.ts';
import { signInOrChallenge, type SecondFactorSignInContext } from './second-factor-sign-in.ts';
import { requireStepUp } from './step-up.ts';

/** What these services take from a call's context. */
export type EmailCodeContext = Pick<
  CallContext,
  'clientAddress' | 'db' | 'limits' | 'locale' | 'log' | 'mail' | 'now' | 'viewer'
> &
  SecondFactorSignInContext;

const CODE_FAILURES: Record<Exclude<CodeCheck, 'ok' | 'wrong'>, MessageId> = {
  expired: 'server.account.codeExpired',
  usedUp: 'server.account.codeUsedUp',
  none: 'server.account.codeMissing',
};

/** Checks a code or throws the message that says what is wrong with it. */
async function requireCode(ctx: EmailCodeContext, target: CodeTarget, code: string): Promise<void> {
  const { result, triesLeft } = await checkCode(ctx.db, target, code, ctx.now());
  if (result === 'ok') return;
  if (result === 'wrong') throw new ServiceError('server.account.codeWrong', { triesLeft });
  throw new ServiceError(CODE_FAILURES[result]);
}

/** Whether another account than `userId` uses the email. */
async function emailTakenByOther(ctx: EmailCodeContext, email: string, userId: number): Promise<boolean> {
  const rows = await ctx.db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.email, email), ne(users.id, userId)))
    .limit(1);
  return rows.length > 0;
}

/**
 * Mails a 6-digit code valid for 10 minutes. Type 5 needs an account with that email; type 4
 * needs a signed-in user and an email no other account uses. Within 60 s of the last code for
 * the same email and purpose no mail goes out: the answer is that code's wait left, as the code
 * already sent stays valid. The hourly limits come on top.
 */
export async function sendEmailCode(
  ctx: EmailCodeContext,
  input: { email: string; type: EmailCodePurpose },
): Promise<{ resend_after: number }> {
  const email = normalizeEmail(input.email);
  let target: CodeTarget;
  if (input.type === EMAIL_CODE_TYPE.updateEmail) {
    // A provider account's placeholder can receive no mail, so it is no address to confirm.
    if (isPlaceholderEmail(email)) throw new ServiceError('server.rule.email');
    const userId = ctx.viewer.userId;
    if (userId === undefined) throw new ServiceError('server.error.loginRequired');
    if (await emailTakenByOther(ctx, email, userId)) throw new ServiceError('server.account.emailUsed');
    target = { email, purpose: input.type, userId };
  } else {
    // A placeholder address finds no account, so it is answered like any unknown address.
    if (!(await findUserByEmail(ctx.db, email))) throw new ServiceError('server.account.emailNotRegistered');
    target = { email, purpose: input.type };
  }

  const now = ctx.now();
  const lastSent = await lastCodeSentAt(ctx.db, target);
  if (lastSent) {
    const waitMs = lastSent.getTime() + EMAIL_CODE_RESEND_SECONDS * 1000 - now.getTime();
    // The code sent moments ago (another tab, the dialog reopened) is still valid: no new mail,
    // and the caller goes on to the code screen with the wait that is left.
    if (waitMs > 0) return { resend_after: Math.ceil(waitMs / 1000) };
  }
  const limits: RateLimitKey[] = [
    ['emailCodePerEmail', email],
    ['emailCodePerAddress', ctx.clientAddress],
  ];
  await ctx.limits.consume(...limits);

  const code = generateCode();
  const codeId = await storeCode(ctx.db, target, code, now);
  try {
    await ctx.mail.send({
      to: email,
      locale: ctx.locale,
      template: 'emailCode',
      values: { code, minutes: EMAIL_CODE_TTL_MINUTES, purpose: input.type },
    });
  } catch (error) {
    // Undelivered: the code must neither work nor hold back the next request for 60 s.
    ctx.log.error({ err: error }, 'sending an email code failed');
    await discardCode(ctx.db, codeId);
    await ctx.limits.reward(...limits);
    throw new ServiceError('server.error.mailUnavailable');
  }
  await confirmIssued(ctx.db, target, codeId, now);
  return { resend_after: EMAIL_CODE_RESEND_SECONDS };
}

/**
 * Signs in with a type 5 code. Wrong codes count as failed sign-ins of that email and address,
 * like wrong passwords. Receiving the code proves the address, so it becomes verified.
 */
export async function loginByEmail(
  ctx: EmailCodeContext,
  input: { email: string; code: string },
): Promise<SignInOutcome> {
  const email = normalizeEmail(input.email);
  const limits: RateLimitKey[] = [
    ['signInPerAccount', email],
    ['signInPerAddress', ctx.clientAddress],
  ];
  await ctx.limits.consume(...limits);
  await requireCode(ctx, { email, purpose: EMAIL_CODE_TYPE.login }, input.code);
  const user = await findUserByEmail(ctx.db, email);
  if (!user) throw new ServiceError('server.account.codeMissing');
  if (user.emailValidated !== 1) {
    await ctx.db.update(users).set({ emailValidated: 1 }).where(eq(users.id, user.id));
  }
  await ctx.limits.reward(...limits);
  return signInOrChallenge(ctx, user);
}

/**
 * Confirms a new email of the signed-in user with a type 4 code (and, with a second factor on, a
 * current code of it): it becomes the account's verified email.
 */
export async function validateEmail(
  ctx: EmailCodeContext,
  userId: number,
  input: { email: string; code: string } & StepUpProof,
): Promise<{ email: string; email_validation: 1 }> {
  const email = normalizeEmail(input.email);
  // Confirming the address the account already has changes nothing: no second factor asked.
  // Asked first, so a refusal leaves the emailed code good for the next try.
  const current = await findUserById(ctx.db, userId);
  if (current?.email !== email) await requireStepUp(ctx, userId, input);
  await requireCode(ctx, { email, purpose: EMAIL_CODE_TYPE.updateEmail, userId }, input.code);
  try {
    await ctx.db.update(users).set({ email, emailValidated: 1 }).where(eq(users.id, userId));
  } catch (error) {
    // Another account took the address between the code and its confirmation.
    if (brokenUniqueConstraint(error) === 'users_email_unique')
      throw new ServiceError('server.account.emailUsed');
    throw error;
  }
  return { email, email_validation: 1 };
}
