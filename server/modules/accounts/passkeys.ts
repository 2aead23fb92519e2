/**
 * Members' passkeys (issue 26), the one place their WebAuthn challenges are given out and their
 * assertions accepted: a challenge is the server's, lasts PASSKEY_CHALLENGE_MINUTES, is bound to
 * what it was asked for (a member's registration or step-up, a sign-in's second step, a
 * password-free sign-in) and is spent by the first answer that names it, right or wrong. An
 * assertion is accepted once its signature, origin, relying party and counter check out; the
 * counter is moved on in the same update, so two answers of one authenticator cannot both pass.
 */
import { randomBytes } from 'node:crypto';
import { and, asc, eq, gt, isNull, lt } from 'drizzle-orm';
import { PASSKEY_CHALLENGE_MINUTES, type PasskeyAssertion } from '../../../src/contract/passkeys.ts';
import {
  challengeOfAnswer,
  relyingPartyOf,
  verifyAssertion,
  type RelyingParty,
  type StoredCredential,
} from '../../auth/webauthn.ts';
import type { Database, Transaction } from '../../db/client.ts';
import { memberPasskeys, passkeyChallenges } from '../../db/schema.ts';
import type { CallContext } from '../../http/call-context.ts';

/** What a passkey challenge is for. */
export type PasskeyPurpose = 'register' | 'step-up' | 'second-factor' | 'sign-in';

/** Who or what a challenge is bound to. */
export interface PasskeyBinding {
  purpose: PasskeyPurpose;
  /** The member (registration, step-up, a sign-in's second step); none for a password-free sign-in. */
  userId?: number;
  /** The sign-in challenge whose second step it is. */
  signInChallengeId?: number;
}

/** What passkey checks take from a call's context. */
export type PasskeyContext = Pick<CallContext, 'config' | 'db' | 'now'>;

const CHALLENGE_MS = PASSKEY_CHALLENGE_MINUTES * 60_000;

/** The site as a relying party: PUBLIC_URL's host and origin. */
export function relyingParty(ctx: Pick<CallContext, 'config'>): RelyingParty {
  return relyingPartyOf(ctx.config.publicUrl);
}

/** A stored passkey row, with its owner. */
export type PasskeyRow = typeof memberPasskeys.$inferSelect;

/** The member's passkeys, oldest first. */
export function passkeysOf(db: Database | Transaction, userId: number): Promise<PasskeyRow[]> {
  return db
    .select()
    .from(memberPasskeys)
    .where(eq(memberPasskeys.userId, userId))
    .orderBy(asc(memberPasskeys.createdAt), asc(memberPasskeys.id));
}

/** Whether the member has at least one passkey. */
export async function hasPasskey(db: Database | Transaction, userId: number): Promise<boolean> {
  const rows = await db
    .select({ id: memberPasskeys.id })
    .from(memberPasskeys)
    .where(eq(memberPasskeys.userId, userId))
    .limit(1);
  return rows.length > 0;
}

/** The row as the WebAuthn checks take it. */
export function storedCredential(row: PasskeyRow): StoredCredential {
  return {
    credentialId: row.credentialId,
    publicKey: row.publicKey,
    counter: row.counter,
    transports: row.transports,
  };
}

/** Gives out a new challenge bound as asked; expired ones of anyone are purged with it. */
export async function issuePasskeyChallenge(ctx: PasskeyContext, binding: PasskeyBinding): Promise<string> {
  const now = ctx.now();
  await ctx.db.delete(passkeyChallenges).where(lt(passkeyChallenges.expiresAt, now));
  const challenge = randomBytes(32).toString('base64url');
  await ctx.db.insert(passkeyChallenges).values({
    challenge,
    purpose: binding.purpose,
    userId: binding.userId ?? null,
    signInChallengeId: binding.signInChallengeId ?? null,
    createdAt: now,
    expiresAt: new Date(now.getTime() + CHALLENGE_MS),
  });
  return challenge;
}

/**
 * Spends the challenge an answer signed when it is live and bound as expected; answers it, or
 * undefined (unknown, expired, spent, or given out for something else).
 */
export async function takePasskeyChallenge(
  tx: Database | Transaction,
  clientDataJSON: string,
  binding: PasskeyBinding,
  now: Date,
): Promise<string | undefined> {
  const challenge = challengeOfAnswer(clientDataJSON);
  if (challenge === undefined) return undefined;
  const [taken] = await tx
    .update(passkeyChallenges)
    .set({ usedAt: now })
    .where(
      and(
        eq(passkeyChallenges.challenge, challenge),
        eq(passkeyChallenges.purpose, binding.purpose),
        isNull(passkeyChallenges.usedAt),
        gt(passkeyChallenges.expiresAt, now),
      ),
    )
    .returning({ userId: passkeyChallenges.userId, signInChallengeId: passkeyChallenges.signInChallengeId });
  if (!taken) return undefined;
  if (binding.userId !== undefined && taken.userId !== binding.userId) return undefined;
  if (binding.signInChallengeId !== undefined && taken.signInChallengeId !== binding.signInChallengeId)
    return undefined;
  return challenge;
}

/**
 * Accepts an assertion of a passkey for a challenge bound as `binding` says (of the member's own
 * passkeys when it names a member). `userVerification` true asks that the authenticator verified
 * the user (PIN, fingerprint): a password-free sign-in. Answers the passkey's owner, or undefined;
 * the challenge is spent either way.
 */
export async function acceptPasskeyAssertion(
  ctx: Pick<CallContext, 'config'>,
  tx: Database | Transaction,
  binding: PasskeyBinding,
  assertion: PasskeyAssertion,
  now: Date,
  userVerification = false,
): Promise<number | undefined> {
  const challenge = await takePasskeyChallenge(tx, assertion.response.clientDataJSON, binding, now);
  if (challenge === undefined) return undefined;
  const [passkey] = await tx
    .select()
    .from(memberPasskeys)
    .where(
      and(
        eq(memberPasskeys.credentialId, assertion.id),
        binding.userId === undefined ? undefined : eq(memberPasskeys.userId, binding.userId),
      ),
    )
    .limit(1);
  if (!passkey) return undefined;
  const verified = await verifyAssertion(
    relyingParty(ctx),
    assertion,
    challenge,
    storedCredential(passkey),
    userVerification,
  );
  if (!verified) return undefined;
  // The counter is the check: an answer racing this one with the same counter finds it moved.
  const moved = await tx
    .update(memberPasskeys)
    .set({ counter: verified.counter, lastUsedAt: now })
    .where(and(eq(memberPasskeys.id, passkey.id), eq(memberPasskeys.counter, passkey.counter)))
    .returning({ id: memberPasskeys.id });
  return moved.length > 0 ? passkey.userId : undefined;
}
