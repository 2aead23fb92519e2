/**
 * Sign-ins started with a provider and not yet finished. The state is the key the provider hands
 * back; it is single use and expires after 10 minutes, and it carries the PKCE verifier and nonce
 * that only this server knows.
 */
import { and, eq, gt, lt } from 'drizzle-orm';
import type { OAuthProvider } from '../../../../src/contract/entities-account.ts';
import type { Database } from '../../../db/client.ts';
import { oauthStates } from '../../../db/schema.ts';

export const OAUTH_STATE_TTL_MINUTES = 10;

export type PendingSignIn = typeof oauthStates.$inferSelect;

export async function savePendingSignIn(
  db: Database,
  pending: Omit<PendingSignIn, 'createdAt' | 'expiresAt'>,
  now: Date,
): Promise<void> {
  // Abandoned sign-ins are swept here rather than by a job: the table only grows when people start one.
  await db.delete(oauthStates).where(lt(oauthStates.expiresAt, now));
  await db.insert(oauthStates).values({
    ...pending,
    createdAt: now,
    expiresAt: new Date(now.getTime() + OAUTH_STATE_TTL_MINUTES * 60_000),
  });
}

/** The live pending sign-in for a state, left in place (the callback page only reads it). */
export async function findPendingSignIn(
  db: Database,
  provider: OAuthProvider,
  state: string,
  now: Date,
): Promise<PendingSignIn | undefined> {
  const rows = await db
    .select()
    .from(oauthStates)
    .where(
      and(eq(oauthStates.state, state), eq(oauthStates.provider, provider), gt(oauthStates.expiresAt, now)),
    )
    .limit(1);
  return rows[0];
}

/**
 * Removes and returns the pending sign-in in one statement, so two requests with the same state
 * can never both use it. Undefined when it is unknown, already used or expired.
 */
export async function takePendingSignIn(
  db: Database,
  provider: OAuthProvider,
  state: string,
  now: Date,
): Promise<PendingSignIn | undefined> {
  const rows = await db
    .delete(oauthStates)
    .where(and(eq(oauthStates.state, state), eq(oauthStates.provider, provider)))
    .returning();
  const pending = rows[0];
  return pending && pending.expiresAt > now ? pending : undefined;
}
