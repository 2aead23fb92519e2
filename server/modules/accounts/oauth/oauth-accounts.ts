/**
 * The account behind a provider identity. The first sign-in creates one (or links an existing
 * account with the same verified email); later sign-ins find it through oauth_identities.
 */
import { randomInt } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { OAuthProvider } from '../../../../src/contract/entities-account.ts';
import { ACCOUNT_MAX_LENGTH, ACCOUNT_MIN_LENGTH } from '../../../../src/contract/rules/account-rules.ts';
import type { Locale } from '../../../../src/i18n/locale-resolution.ts';
import type { Database } from '../../../db/client.ts';
import { oauthIdentities, users } from '../../../db/schema.ts';
import {
  brokenUniqueConstraint,
  findUserByEmail,
  findUserById,
  normalizeEmail,
  placeholderEmailOf,
  type UserRow,
} from '../account-store.ts';
import { AccountClashError, createAccount } from '../create-account.ts';
import { attributeSignUp } from '../../tracking-links/tracking-visits.service.ts';

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

/** Fresh account-name suffixes settle a taken name long before this. */
const ACCOUNT_NAME_TRIES = 5;

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

/**
 * Links the identity to the account. Linking an existing account ignores an identity a parallel
 * request linked first; a new account's link must not be ignored, or the account would be left
 * without its identity (the unique violation then rolls the account back).
 */
async function linkIdentity(
  db: Database,
  identity: ProviderIdentity,
  userId: number,
  now: Date,
  { ignoreLinked }: { ignoreLinked: boolean },
) {
  const insert = db
    .insert(oauthIdentities)
    .values({ provider: identity.provider, subject: identity.subject, userId, createdAt: now });
  await (ignoreLinked ? insert.onConflictDoNothing() : insert);
}

/**
 * A new account without a password for the identity, linked in the same transaction (with the
 * sign-up of the tracking link of `trackingCode`, if any). The account name is the base first,
 * then the base with random digits while that is taken.
 */
async function createAccountFor(
  db: Database,
  identity: ProviderIdentity,
  locale: Locale,
  now: Date,
  trackingCode: string | undefined,
): Promise<UserRow> {
  const email = identity.verifiedEmail
    ? normalizeEmail(identity.verifiedEmail)
    : placeholderEmailOf(identity.provider, identity.subject);
  const base = accountNameBase(identity);
  for (let attempt = 1; ; attempt++) {
    const username = accountNameCandidate(base, attempt);
    try {
      return await createAccount(
        db,
        {
          email,
          username,
          passwordHash: null,
          nickname: nicknameOf(identity, username),
          emailValidated: identity.verifiedEmail !== undefined,
          locale,
          createdAt: now,
        },
        async (tx, user) => {
          await linkIdentity(tx, identity, user.id, now, { ignoreLinked: false });
          await attributeSignUp(tx, { fanId: user.id, code: trackingCode, at: now });
        },
      );
    } catch (error) {
      const nameTaken = error instanceof AccountClashError && error.clash === 'accountName';
      if (!nameTaken || attempt >= ACCOUNT_NAME_TRIES) throw error;
    }
  }
}

/** Nicknames are at most 16 characters (spec §5), counted as characters, so an emoji is never cut in half. */
const NICKNAME_MAX = 16;

function nicknameOf(identity: ProviderIdentity, username: string): string {
  const name = identity.displayName?.trim() || username;
  return Array.from(name).slice(0, NICKNAME_MAX).join('');
}

/**
 * The account for this identity: already linked, else the account with the same verified email
 * (now linked), else a new account without a password, which credits the tracking link of
 * `trackingCode` with its sign-up.
 */
export async function accountForIdentity(
  db: Database,
  identity: ProviderIdentity,
  locale: Locale,
  now: Date,
  trackingCode?: string,
  retried = false,
): Promise<UserRow> {
  const linked = await findLinkedUser(db, identity);
  if (linked) return linked;

  if (identity.verifiedEmail) {
    const sameEmail = await findUserByEmail(db, identity.verifiedEmail);
    if (sameEmail) {
      await linkIdentity(db, identity, sameEmail.id, now, { ignoreLinked: true });
      // The provider has just proven the address, as an emailed code would.
      if (sameEmail.emailValidated !== 1) {
        await db.update(users).set({ emailValidated: 1 }).where(eq(users.id, sameEmail.id));
      }
      return (await findLinkedUser(db, identity)) ?? sameEmail;
    }
  }

  try {
    return await createAccountFor(db, identity, locale, now, trackingCode);
  } catch (error) {
    // Another request created this identity's account, or an account with this email, at the
    // same moment (a second tab finishing the same sign-in): look again once and use it.
    const raced = error instanceof AccountClashError || brokenUniqueConstraint(error) !== undefined;
    if (retried || !raced) throw error;
    return accountForIdentity(db, identity, locale, now, trackingCode, true);
  }
}
