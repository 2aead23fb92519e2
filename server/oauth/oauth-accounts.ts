/**
 * The account behind a provider identity. The first sign-in creates one (or links an existing
 * account with the same verified email); later sign-ins find it through oauth_identities.
 */
import { randomInt } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { OAuthProvider } from '../../src/contract/entities-account.ts';
import { ROLE } from '../../src/contract/enums.ts';
import { ACCOUNT_MAX_LENGTH, ACCOUNT_MIN_LENGTH } from '../../src/contract/rules/account-rules.ts';
import type { Locale } from '../../src/i18n/locale-resolution.ts';
import type { Database } from '../db/client.ts';
import { oauthIdentities, users } from '../db/schema.ts';
import {
  brokenUniqueConstraint,
  findUserByEmail,
  findUserById,
  normalizeEmail,
  type UserRow,
} from '../modules/accounts/account-store.ts';

/** Who the provider says signed in. */
export interface ProviderIdentity {
  provider: OAuthProvider;
  /** The provider's stable user id (`sub`, or X's user id). */
  subject: string;
  /** Only an address the provider has verified; anything else could take over someone's account. */
  verifiedEmail?: string | undefined;
  /** A name to derive the account name from when there is no email (X's @handle). */
  handle?: string | undefined;
  /** Display name, when the provider gives one. */
  displayName?: string | undefined;
}

/**
 * Mail domain of accounts whose provider gave no email (X, or Apple when the person hides it).
 * `.invalid` is reserved (RFC 2606): such an address can never receive mail or match a real one,
 * and the users table keeps its one-email-per-account rule. `isPlaceholderEmail` spots them.
 */
export const PLACEHOLDER_EMAIL_DOMAIN = 'signin.invalid';

export function isPlaceholderEmail(email: string): boolean {
  return email.endsWith(`@${PLACEHOLDER_EMAIL_DOMAIN}`);
}

/** Same range as sign-up (registration.service.ts): 8-digit public numbers for new accounts. */
const AFF_MIN = 10_000_000;
const AFF_MAX = 99_999_999;
/** Fresh draws of aff, uuid or account-name suffix settle a clash long before this. */
const INSERT_TRIES = 5;

async function findLinkedUser(db: Database, identity: ProviderIdentity): Promise<UserRow | undefined> {
  const rows = await db
    .select({ userId: oauthIdentities.userId })
    .from(oauthIdentities)
    .where(
      and(eq(oauthIdentities.provider, identity.provider), eq(oauthIdentities.subject, identity.subject)),
    )
    .limit(1);
  return rows[0] ? findUserById(db, rows[0].userId) : undefined;
}

/** Account name from the email's local part or the handle: 4-20 letters and digits. */
export function accountNameBase(identity: ProviderIdentity): string {
  const source = identity.verifiedEmail?.split('@')[0] ?? identity.handle ?? '';
  let base = source.replace(/[^A-Za-z0-9]/g, '').slice(0, ACCOUNT_MAX_LENGTH);
  if (base.length < ACCOUNT_MIN_LENGTH) base = `user${base}`.slice(0, ACCOUNT_MAX_LENGTH);
  return base;
}

/** The base itself on the first try, then the base shortened to make room for random digits. */
function accountNameCandidate(base: string, attempt: number): string {
  if (attempt === 1) return base;
  const digits = String(randomInt(1000, 1_000_000));
  return `${base.slice(0, ACCOUNT_MAX_LENGTH - digits.length)}${digits}`;
}

async function isAccountNameUsed(db: Database, account: string): Promise<boolean> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.username}) = ${account.toLowerCase()}`)
    .limit(1);
  return rows.length > 0;
}

async function linkIdentity(db: Database, identity: ProviderIdentity, userId: number, now: Date) {
  await db
    .insert(oauthIdentities)
    .values({ provider: identity.provider, subject: identity.subject, userId, createdAt: now })
    .onConflictDoNothing();
}

async function createAccount(
  db: Database,
  identity: ProviderIdentity,
  locale: Locale,
  now: Date,
): Promise<UserRow> {
  const email = identity.verifiedEmail
    ? normalizeEmail(identity.verifiedEmail)
    : `${identity.provider}-${identity.subject.toLowerCase().replace(/[^a-z0-9._-]/g, '')}@${PLACEHOLDER_EMAIL_DOMAIN}`;
  const base = accountNameBase(identity);
  for (let attempt = 1; ; attempt++) {
    const username = accountNameCandidate(base, attempt);
    try {
      return await db.transaction(async (tx) => {
        // Same lock as sign-up, so `Maya` from Google and `maya` from the form never both get in.
        await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${username.toLowerCase()}))`);
        if (await isAccountNameUsed(tx, username)) throw new AccountNameTaken();
        const [user] = await tx
          .insert(users)
          .values({
            aff: randomInt(AFF_MIN, AFF_MAX + 1),
            username,
            email,
            passwordHash: null,
            nickname: nicknameOf(identity, username),
            emailValidated: identity.verifiedEmail ? 1 : 0,
            locale,
            role: ROLE.member,
            createdAt: now,
          })
          .returning();
        await tx.insert(oauthIdentities).values({
          provider: identity.provider,
          subject: identity.subject,
          userId: user!.id,
          createdAt: now,
        });
        return user!;
      });
    } catch (error) {
      const constraint = brokenUniqueConstraint(error);
      const retry =
        error instanceof AccountNameTaken ||
        (constraint !== undefined && constraint !== 'users_email_unique');
      if (!retry || attempt >= INSERT_TRIES) throw error;
    }
  }
}

class AccountNameTaken extends Error {}

/** Nicknames are at most 16 characters (spec §5), counted as characters, so an emoji is never cut in half. */
const NICKNAME_MAX = 16;

function nicknameOf(identity: ProviderIdentity, username: string): string {
  const name = identity.displayName?.trim() || username;
  return Array.from(name).slice(0, NICKNAME_MAX).join('');
}

/**
 * The account for this identity: already linked, else the account with the same verified email
 * (now linked), else a new account without a password.
 */
export async function accountForIdentity(
  db: Database,
  identity: ProviderIdentity,
  locale: Locale,
  now: Date,
  retried = false,
): Promise<UserRow> {
  const linked = await findLinkedUser(db, identity);
  if (linked) return linked;

  if (identity.verifiedEmail) {
    const sameEmail = await findUserByEmail(db, identity.verifiedEmail);
    if (sameEmail) {
      await linkIdentity(db, identity, sameEmail.id, now);
      // The provider has just proven the address, as an emailed code would.
      if (sameEmail.emailValidated !== 1) {
        await db.update(users).set({ emailValidated: 1 }).where(eq(users.id, sameEmail.id));
      }
      return (await findLinkedUser(db, identity)) ?? sameEmail;
    }
  }

  try {
    return await createAccount(db, identity, locale, now);
  } catch (error) {
    // Another request created this identity's account, or an account with this email, at the
    // same moment (a second tab finishing the same sign-in): look again once and use it.
    if (retried || brokenUniqueConstraint(error) === undefined) throw error;
    return accountForIdentity(db, identity, locale, now, true);
  }
}
