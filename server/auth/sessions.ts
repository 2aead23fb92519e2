/** Session tokens: 256-bit random values handed to the client, stored only as SHA-256 hashes. */
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { sessions } from '../db/schema.ts';

export const SESSION_TTL_MS = 30 * 24 * 3600 * 1000;

/** The stored form of a token: a database leak must not hand out live sessions. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** Creates a session and returns the token; only its hash is stored, so a database leak reveals no token. */
export async function createSession(db: Database, userId: number, now = new Date()): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.insert(sessions).values({
    tokenHash: hashToken(token),
    userId,
    createdAt: now,
    lastSeenAt: now,
    expiresAt: new Date(now.getTime() + SESSION_TTL_MS),
  });
  return token;
}

/** The user id behind a live token, or null when it is unknown, expired or revoked. */
export async function userIdOfToken(db: Database, token: string, now = new Date()): Promise<number | null> {
  const rows = await db
    .select({ userId: sessions.userId })
    .from(sessions)
    .where(
      and(eq(sessions.tokenHash, hashToken(token)), isNull(sessions.revokedAt), gt(sessions.expiresAt, now)),
    )
    .limit(1);
  return rows[0]?.userId ?? null;
}
