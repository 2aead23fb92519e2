/** Sign-up with email, account name and password (spec §5): email unused, account name unique. */
import { randomInt } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { LoginResult } from '../../../src/contract/entities-account.ts';
import { ROLE } from '../../../src/contract/enums.ts';
import type { SignUpInput } from '../../../src/contract/rules/account-rules.ts';
import { hashPassword } from '../../auth/passwords.ts';
import type { RateLimitKey } from '../../auth/rate-limits.ts';
import type { Database } from '../../db/client.ts';
import { users } from '../../db/schema.ts';
import { ServiceError, type CallContext } from '../../http/call-context.ts';
import { brokenUniqueConstraint, normalizeEmail, type UserRow } from './account-store.ts';
import { signIn } from './sign-in.ts';

/** New accounts get an 8-digit public number; seeded ones use 6 digits, so the two never meet. */
const AFF_MIN = 10_000_000;
const AFF_MAX = 99_999_999;
/** A clash of random aff or uuid is rare enough that a few fresh draws always settle it. */
const INSERT_TRIES = 3;

/** Whether an account already uses this email (`account/isUseEmail`). */
export async function isEmailUsed(db: Database, email: string): Promise<boolean> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, normalizeEmail(email)))
    .limit(1);
  return rows.length > 0;
}

async function isAccountNameUsed(db: Database, account: string): Promise<boolean> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.username}) = ${account.toLowerCase()}`)
    .limit(1);
  return rows.length > 0;
}

/**
 * Creates the account and signs it in. Counts against the per-address sign-up limit only when
 * an account is created, so a mistyped form does not lock anyone out.
 */
export async function registerByPassword(ctx: CallContext, input: SignUpInput): Promise<LoginResult> {
  const limit: RateLimitKey = ['signUpPerAddress', ctx.clientAddress];
  await ctx.limits.consume(limit);
  try {
    const email = normalizeEmail(input.email);
    if (await isEmailUsed(ctx.db, email)) throw new ServiceError('server.account.emailUsed');
    if (await isAccountNameUsed(ctx.db, input.account)) throw new ServiceError('server.account.accountTaken');
    const passwordHash = await hashPassword(input.password);
    const user = await insertUser(ctx, { email, account: input.account, passwordHash });
    return await signIn(ctx, user);
  } catch (error) {
    if (error instanceof ServiceError) await ctx.limits.reward(limit);
    throw error;
  }
}

async function insertUser(
  ctx: CallContext,
  fields: { email: string; account: string; passwordHash: string },
): Promise<UserRow> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await ctx.db.transaction(async (tx) => {
        // Serialises sign-ups of one account name in any letter case; the unique index alone
        // would let `Maya` and `maya` in side by side.
        await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${fields.account.toLowerCase()}))`);
        if (await isAccountNameUsed(tx, fields.account))
          throw new ServiceError('server.account.accountTaken');
        const rows = await tx
          .insert(users)
          .values({
            aff: randomInt(AFF_MIN, AFF_MAX + 1),
            username: fields.account,
            email: fields.email,
            passwordHash: fields.passwordHash,
            nickname: fields.account,
            locale: ctx.locale,
            role: ROLE.member,
            createdAt: ctx.now(),
          })
          .returning();
        return rows[0]!;
      });
    } catch (error) {
      const constraint = brokenUniqueConstraint(error);
      if (constraint === 'users_email_unique') throw new ServiceError('server.account.emailUsed');
      if (constraint === 'users_username_unique') throw new ServiceError('server.account.accountTaken');
      if (constraint === undefined || attempt >= INSERT_TRIES) throw error;
    }
  }
}
