/**
 * The one place accounts are created, whatever proved the person: the sign-up form (with a
 * password) or a Google, X or Apple identity (without one).
 */
import { randomInt } from 'node:crypto';
import { ROLE } from '../../../src/contract/enums.ts';
import type { Locale } from '../../../src/i18n/locale-resolution.ts';
import type { Database } from '../../db/client.ts';
import { users } from '../../db/schema.ts';
import { brokenUniqueConstraint, type UserRow } from './account-store.ts';
import { termsAcceptedAt } from './terms.service.ts';

/** New accounts get an 8-digit public number; seeded ones use 6 digits, so the two never meet. */
const AFF_MIN = 10_000_000;
const AFF_MAX = 99_999_999;
/** A clash of random aff or uuid is rare enough that a few fresh draws always settle it. */
const INSERT_TRIES = 3;

/** The unique indexes of users that a new account can clash with, and what each one means. */
const CLASHES: Record<string, AccountClash> = {
  users_email_unique: 'email',
  users_username_lower_idx: 'accountName',
};

export type AccountClash = 'email' | 'accountName';

/** Another account already has this email, or this account name in some letter case. */
export class AccountClashError extends Error {
  constructor(readonly clash: AccountClash) {
    super(`account ${clash} already used`);
    this.name = 'AccountClashError';
  }
}

export interface NewAccount {
  /** Already normalised (lower-cased), or a placeholder address. */
  email: string;
  /** The account name as the person typed it or as derived from the provider. */
  username: string;
  /** Null for an account made by a provider: it has no password until one is set. */
  passwordHash: string | null;
  nickname: string;
  emailValidated: boolean;
  locale: Locale;
  createdAt: Date;
}

/**
 * Inserts the account, and runs `alsoInTransaction` (linking a provider identity) in the same
 * transaction so that a failure leaves no half-made account. A taken email or account name
 * throws AccountClashError; any other unique violation (the identity linked by a parallel
 * request) is thrown as is.
 *
 * No advisory lock and no check-then-insert: the unique index on lower(username) and the unique
 * email make PostgreSQL itself refuse the second of two simultaneous `Maya` / `maya` inserts.
 */
export async function createAccount(
  db: Database,
  account: NewAccount,
  alsoInTransaction?: (tx: Database, user: UserRow) => Promise<void>,
): Promise<UserRow> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await db.transaction(async (tx) => {
        const [user] = await tx
          .insert(users)
          .values({
            aff: randomInt(AFF_MIN, AFF_MAX + 1),
            username: account.username,
            email: account.email,
            passwordHash: account.passwordHash,
            nickname: account.nickname,
            emailValidated: account.emailValidated ? 1 : 0,
            locale: account.locale,
            role: ROLE.member,
            // Every way to an account passes "By continuing, you agree to the Terms of Service".
            ...termsAcceptedAt(account.createdAt),
            createdAt: account.createdAt,
          })
          .returning();
        await alsoInTransaction?.(tx, user!);
        return user!;
      });
    } catch (error) {
      const constraint = brokenUniqueConstraint(error);
      const clash = constraint === undefined ? undefined : CLASHES[constraint];
      if (clash) throw new AccountClashError(clash);
      const randomClash = constraint === 'users_aff_unique' || constraint === 'users_uuid_unique';
      if (!randomClash || attempt >= INSERT_TRIES) throw error;
    }
  }
}
