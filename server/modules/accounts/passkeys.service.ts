/**
 * A member's passkeys on the security screen (issue 26): listing them, adding one (options from
 * `user/startPasskeyRegistration`, then the browser's answer to `user/addPasskey`), removing one,
 * and the options of a passkey step-up (`user/startPasskeyStepUp`). Adding and removing one ask
 * for the second factor when the member has one, as the other sensitive changes do: a stolen
 * session must not be able to give itself a second factor.
 */
import { and, count, eq } from 'drizzle-orm';
import {
  PASSKEYS_MAX,
  type Passkey,
  type PasskeyCreationOptions,
  type PasskeyRegistration,
  type PasskeyRequestOptions,
} from '../../../src/contract/passkeys.ts';
import type { StepUpProof } from '../../../src/contract/two-factor.ts';
import { creationOptions, requestOptions, verifyNewCredential } from '../../auth/webauthn.ts';
import { ServiceError } from '../../core/service-error.ts';
import { memberPasskeys } from '../../db/schema.ts';
import { findUserById } from './account-store.ts';
import {
  issuePasskeyChallenge,
  passkeysOf,
  relyingParty,
  storedCredential,
  takePasskeyChallenge,
  type PasskeyRow,
} from './passkeys.ts';
import type { SecondFactorContext } from './second-factor.ts';
import { requireStepUp } from './step-up.ts';

/** What these services take from a call's context. */
export type PasskeysContext = SecondFactorContext;

function passkeyWire(row: PasskeyRow): Passkey {
  return {
    id: row.id,
    name: row.name,
    created_at: row.createdAt.toISOString(),
    last_used_at: row.lastUsedAt?.toISOString() ?? null,
  };
}

/** The member's passkeys, oldest first. */
export async function listPasskeys(ctx: PasskeysContext, userId: number): Promise<{ list: Passkey[] }> {
  return { list: (await passkeysOf(ctx.db, userId)).map(passkeyWire) };
}

/**
 * Options for the browser to create a passkey for the member (discoverable, user verification
 * required), with a challenge bound to them; their passkeys are excluded. Refused at PASSKEYS_MAX.
 */
export async function startPasskeyRegistration(
  ctx: PasskeysContext,
  userId: number,
): Promise<{ options: PasskeyCreationOptions }> {
  const user = await findUserById(ctx.db, userId);
  if (!user) throw new ServiceError('content.tokenExpired', {}, 422);
  const existing = await passkeysOf(ctx.db, userId);
  if (existing.length >= PASSKEYS_MAX)
    throw new ServiceError('server.passkey.tooMany', { max: PASSKEYS_MAX });
  const challenge = await issuePasskeyChallenge(ctx, { purpose: 'register', userId });
  const options = await creationOptions(
    relyingParty(ctx),
    { handle: user.uuid, name: user.username },
    existing.map(storedCredential),
    challenge,
  );
  return { options };
}

/**
 * Stores the passkey the browser created for `user/startPasskeyRegistration`'s options, under the
 * member's name for it, once its attestation verifies (challenge, origin, relying party, user
 * verification). A member who has a second factor confirms with it first.
 */
export async function addPasskey(
  ctx: PasskeysContext,
  userId: number,
  input: { name: string; registration: PasskeyRegistration } & StepUpProof,
): Promise<Passkey> {
  await requireStepUp(ctx, userId, input);
  const now = ctx.now();
  const challenge = await takePasskeyChallenge(
    ctx.db,
    input.registration.response.clientDataJSON,
    { purpose: 'register', userId },
    now,
  );
  if (challenge === undefined) throw new ServiceError('server.passkey.challengeEnded');
  const credential = await verifyNewCredential(relyingParty(ctx), input.registration, challenge);
  if (!credential) throw new ServiceError('server.passkey.notVerified');
  return ctx.db.transaction(async (tx) => {
    const [held] = await tx
      .select({ n: count() })
      .from(memberPasskeys)
      .where(eq(memberPasskeys.userId, userId));
    if ((held?.n ?? 0) >= PASSKEYS_MAX)
      throw new ServiceError('server.passkey.tooMany', { max: PASSKEYS_MAX });
    const [row] = await tx
      .insert(memberPasskeys)
      .values({ userId, ...credential, name: input.name, createdAt: now })
      .onConflictDoNothing({ target: memberPasskeys.credentialId })
      .returning();
    if (!row) throw new ServiceError('server.passkey.alreadyAdded');
    return passkeyWire(row);
  });
}

/** Removes one of the member's passkeys, confirmed with the second factor (a code or a passkey). */
export async function removePasskey(
  ctx: PasskeysContext,
  userId: number,
  input: { id: number } & StepUpProof,
): Promise<Record<string, never>> {
  const [mine] = await ctx.db
    .select({ id: memberPasskeys.id })
    .from(memberPasskeys)
    .where(and(eq(memberPasskeys.id, input.id), eq(memberPasskeys.userId, userId)))
    .limit(1);
  if (!mine) throw new ServiceError('server.passkey.notFound');
  await requireStepUp(ctx, userId, input);
  await ctx.db
    .delete(memberPasskeys)
    .where(and(eq(memberPasskeys.id, input.id), eq(memberPasskeys.userId, userId)));
  return {};
}

/**
 * Options to confirm a sensitive change with one of the member's passkeys: the assertion goes in
 * the change's `second_factor_passkey`. Refused when they have none (server.passkey.none).
 */
export async function startPasskeyStepUp(
  ctx: PasskeysContext,
  userId: number,
): Promise<{ options: PasskeyRequestOptions }> {
  const passkeys = await passkeysOf(ctx.db, userId);
  if (passkeys.length === 0) throw new ServiceError('server.passkey.none');
  const challenge = await issuePasskeyChallenge(ctx, { purpose: 'step-up', userId });
  const options = await requestOptions(
    relyingParty(ctx),
    passkeys.map(storedCredential),
    challenge,
    'preferred',
  );
  return { options };
}
