/**
 * Operator accounts and their sign-in (issue 23): made from the shell, never signed up; a
 * password, then a TOTP code (or a one-time recovery code); enrolment of the authenticator at
 * the first sign-in, with ten recovery codes shown once.
 */
import { randomBytes } from 'node:crypto';
import { and, eq, isNull, lt } from 'drizzle-orm';
import type { OperatorRole } from '../../../src/contract/operators.ts';
import { OPERATOR_SECOND_FACTOR_MINUTES, TOTP_CODE_PATTERN } from '../../../src/contract/operators.ts';
import {
  completeOperatorSession,
  findOperatorSession,
  openOperatorSession,
  revokeOperatorSession,
  revokeOperatorSessions,
  type FoundOperatorSession,
} from '../../auth/operator-sessions.ts';
import { hashPassword } from '../../auth/passwords.ts';
import type { RateLimitKey } from '../../auth/rate-limits.ts';
import {
  hashRecoveryCode,
  matchTotpStep,
  newRecoveryCodes,
  newTotpSecret,
  TOTP_ISSUERS,
  totpUri,
} from '../../auth/totp.ts';
import { ServiceError } from '../../core/service-error.ts';
import type { Database, Transaction } from '../../db/client.ts';
import { operatorRecoveryCodes, operators } from '../../db/schema.ts';
import type { CallContext } from '../../http/call-context.ts';
import { signedInOperator } from '../../http/call-context.ts';
import { passwordMatches } from '../accounts/password-login.service.ts';
import { appendAuditRow, recordOperatorAction } from './audit.service.ts';

/** Makes an operator; refused when the email is taken. The password is hashed as members' are. */
export async function createOperator(
  db: Database | Transaction,
  input: { email: string; role: OperatorRole; password: string; totpSecret?: string; enrolledAt?: Date },
): Promise<{ id: number } | { taken: true }> {
  const rows = await db
    .insert(operators)
    .values({
      email: input.email.trim().toLowerCase(),
      role: input.role,
      passwordHash: await hashPassword(input.password),
      totpSecret: input.totpSecret ?? null,
      totpEnrolledAt: input.enrolledAt ?? null,
    })
    .onConflictDoNothing()
    .returning({ id: operators.id });
  return rows[0] ? { id: rows[0].id } : { taken: true };
}

/** A new operator's password (120 random bits), handed over once by whoever made the operator. */
export function newOperatorPassword(): string {
  return randomBytes(15).toString('base64url');
}

/** The active operator of an email, or undefined. */
export async function activeOperatorOf(db: Database | Transaction, email: string) {
  const [operator] = await db
    .select({ id: operators.id })
    .from(operators)
    .where(and(eq(operators.email, email.trim().toLowerCase()), isNull(operators.disabledAt)));
  return operator;
}

/** Disables an operator: they cannot sign in again, and every session of theirs ends now. */
export async function disableOperatorById(db: Database | Transaction, operatorId: number, now: Date) {
  await db.update(operators).set({ disabledAt: now }).where(eq(operators.id, operatorId));
  await revokeOperatorSessions(db, operatorId, now);
}

/** The second step the password step leads to. */
export type SecondFactorStep = { step: 'code' } | { step: 'enrol'; secret: string; uri: string };

/**
 * The password step. Wrong email and wrong password answer alike and count against the email and
 * the address, as members' sign-ins do. An operator without an enrolled authenticator gets a new
 * secret each time, until a code from it confirms it.
 */
export async function startOperatorSignIn(
  ctx: CallContext,
  input: { email: string; password: string },
): Promise<SecondFactorStep> {
  const email = input.email.trim().toLowerCase();
  const limits: RateLimitKey[] = [
    ['signInPerAccount', `operator:${email}`],
    ['signInPerAddress', ctx.clientAddress],
  ];
  await ctx.limits.consume(...limits);
  const [operator] = await ctx.db
    .select()
    .from(operators)
    .where(and(eq(operators.email, email), isNull(operators.disabledAt)))
    .limit(1);
  const matches = await passwordMatches(operator?.passwordHash ?? null, input.password);
  if (!operator || !matches) throw new ServiceError('server.account.badCredentials');
  await ctx.limits.reward(...limits);

  const token = await openOperatorSession(
    ctx.db,
    operator.id,
    { userAgent: ctx.operatorCookie.userAgent, address: ctx.clientAddress },
    ctx.now(),
  );
  ctx.operatorCookie.set(token, OPERATOR_SECOND_FACTOR_MINUTES * 60);
  if (operator.totpEnrolledAt) return { step: 'code' };
  const secret = newTotpSecret();
  await ctx.db.update(operators).set({ totpSecret: secret }).where(eq(operators.id, operator.id));
  return { step: 'enrol', secret, uri: totpUri(secret, operator.email, TOTP_ISSUERS.operators) };
}

/** The second step: a TOTP code or a recovery code completes the session the cookie holds. */
export async function confirmOperatorSignIn(
  ctx: CallContext,
  input: { code: string },
): Promise<{
  operator: { email: string; role: OperatorRole; sessionEndsAt: string };
  recoveryCodes: string[];
}> {
  const now = ctx.now();
  const found = await findOperatorSession(ctx.db, ctx.operatorCookie.sent, ctx.operatorCookie.userAgent, now);
  if (!found || found.secondFactorGiven || !found.totpSecret)
    throw new ServiceError('server.ops.signInExpired');
  const limits: RateLimitKey[] = [
    ['signInPerAccount', `operator-code:${found.operatorId}`],
    ['signInPerAddress', ctx.clientAddress],
  ];
  await ctx.limits.consume(...limits);

  const outcome = await ctx.db.transaction(async (tx) => {
    const method = await acceptSecondFactor(tx, found, input.code, now);
    if (!method) return null;
    const recoveryCodes = found.totpEnrolled ? [] : await enrol(tx, found.operatorId, now);
    const sessionEndsAt = await completeOperatorSession(tx, found.sessionId, now);
    await appendAuditRow(tx, { id: found.operatorId, email: found.email, role: found.role }, ctx, {
      action: 'operator.sign-in',
      targetType: 'operator',
      targetId: found.operatorId,
      details: { method, enrolled: !found.totpEnrolled },
    });
    return { recoveryCodes, sessionEndsAt };
  });
  if (!outcome) throw new ServiceError('server.ops.codeWrong');
  await ctx.limits.reward(...limits);
  ctx.operatorCookie.set(
    ctx.operatorCookie.sent!,
    Math.floor((outcome.sessionEndsAt.getTime() - now.getTime()) / 1000),
  );
  return {
    operator: { email: found.email, role: found.role, sessionEndsAt: outcome.sessionEndsAt.toISOString() },
    recoveryCodes: outcome.recoveryCodes,
  };
}

/**
 * Accepts a TOTP code of a step after the last accepted one (the update is the check, so two
 * requests with one code cannot both pass), or an unused recovery code of an enrolled operator.
 */
async function acceptSecondFactor(
  tx: Transaction,
  found: FoundOperatorSession,
  code: string,
  now: Date,
): Promise<'totp' | 'recovery' | null> {
  if (TOTP_CODE_PATTERN.test(code)) {
    const step = matchTotpStep(found.totpSecret!, code, now);
    if (step === null) return null;
    const taken = await tx
      .update(operators)
      .set({ totpLastStep: step })
      .where(and(eq(operators.id, found.operatorId), lt(operators.totpLastStep, step)))
      .returning({ id: operators.id });
    return taken.length > 0 ? 'totp' : null;
  }
  if (!found.totpEnrolled) return null;
  const used = await tx
    .update(operatorRecoveryCodes)
    .set({ usedAt: now })
    .where(
      and(
        eq(operatorRecoveryCodes.operatorId, found.operatorId),
        eq(operatorRecoveryCodes.codeHash, hashRecoveryCode(code)),
        isNull(operatorRecoveryCodes.usedAt),
      ),
    )
    .returning({ id: operatorRecoveryCodes.id });
  return used.length > 0 ? 'recovery' : null;
}

/** Marks the authenticator enrolled and replaces the recovery codes; returns the new ones. */
async function enrol(tx: Transaction, operatorId: number, now: Date): Promise<string[]> {
  await tx.update(operators).set({ totpEnrolledAt: now }).where(eq(operators.id, operatorId));
  await tx.delete(operatorRecoveryCodes).where(eq(operatorRecoveryCodes.operatorId, operatorId));
  const codes = newRecoveryCodes();
  await tx
    .insert(operatorRecoveryCodes)
    .values(codes.map((code) => ({ operatorId, codeHash: hashRecoveryCode(code) })));
  return codes;
}

/** The signed-in operator as the console shows them. */
export function currentOperator(ctx: CallContext) {
  const operator = signedInOperator(ctx);
  return { email: operator.email, role: operator.role, sessionEndsAt: operator.sessionEndsAt.toISOString() };
}

/** Ends the console session and removes its cookie. */
export async function signOutOperator(ctx: CallContext): Promise<void> {
  const operator = signedInOperator(ctx);
  await ctx.db.transaction(async (tx) => {
    await revokeOperatorSession(tx, operator.sessionId, ctx.now());
    await recordOperatorAction(tx, ctx, {
      action: 'operator.sign-out',
      targetType: 'operator',
      targetId: operator.id,
    });
  });
  ctx.operatorCookie.clear();
}
