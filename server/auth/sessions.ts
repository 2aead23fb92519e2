/**
 * Session tokens: 256-bit random values handed to the client, stored only as SHA-256 hashes.
 * A session ends at the first of: 90 days after sign-in (absolute), 30 days without use (idle),
 * or revocation (logout, password change, suspension, account deletion). A revocation is announced
 * on SESSIONS_ENDED_CHANNEL, so every process lets go of what it holds of the session at once.
 */
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, lt, ne, sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { Database, DatabaseHandle } from '../db/client.ts';
import { preparedPerDatabase } from '../db/prepared.ts';
import { sessions } from '../db/schema.ts';
import { SessionMemory, type RememberedSession } from './session-memory.ts';

const DAY_MS = 24 * 3600 * 1000;

/** Absolute lifetime: a session never outlives this, however often it is used. */
export const SESSION_TTL_MS = 90 * DAY_MS;
/** Idle lifetime: a session unused for this long has ended. */
export const SESSION_IDLE_MS = 30 * DAY_MS;
/** last_seen_at is written at most this often per session, so a busy client does not write on every call. */
export const SESSION_TOUCH_INTERVAL_MS = 60 * 1000;

/** The stored form of a token: a database leak must not hand out live sessions. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** A live session behind a token. */
export interface ActiveSession {
  sessionId: number;
  userId: number;
}

/** What a member recognises a session's device by (server/modules/accounts/devices/). */
export interface SessionDevice {
  browser: string;
  os: string;
  network: string;
}

/**
 * Creates a session and returns the token and the session's id (the media pass names it); only
 * the token's hash is stored, so a database leak reveals no token.
 */
export async function createSession(
  db: Database,
  userId: number,
  now: Date,
  device?: SessionDevice,
): Promise<{ token: string; sessionId: number }> {
  const token = randomBytes(32).toString('base64url');
  const [row] = await db
    .insert(sessions)
    .values({
      tokenHash: hashToken(token),
      userId,
      createdAt: now,
      lastSeenAt: now,
      expiresAt: new Date(now.getTime() + SESSION_TTL_MS),
      ...device,
    })
    .returning({ id: sessions.id });
  return { token, sessionId: row!.id };
}

/**
 * The one rule of a live session, for every path that asks (the API's token, the chat socket's
 * token, the media pass): not revoked, before its absolute expiry, used within the idle window.
 */
export function liveSessionWhere(now: Date): SQL {
  return liveSessionAt(now, new Date(now.getTime() - SESSION_IDLE_MS));
}

/** liveSessionWhere with its two times given, as values or as a prepared statement's placeholders. */
function liveSessionAt(now: Date | Placeholder, idleSince: Date | Placeholder): SQL {
  return and(isNull(sessions.revokedAt), gt(sessions.expiresAt, now), gt(sessions.lastSeenAt, idleSince))!;
}

/** The live session of a token's hash: every signed-in call asks it first, so it is prepared. */
const sessionByToken = preparedPerDatabase((db) =>
  db
    .select({
      sessionId: sessions.id,
      userId: sessions.userId,
      lastSeenAt: sessions.lastSeenAt,
      expiresAt: sessions.expiresAt,
    })
    .from(sessions)
    .where(
      and(
        eq(sessions.tokenHash, sql.placeholder('tokenHash')),
        liveSessionAt(sql.placeholder('now'), sql.placeholder('idleSince')),
      ),
    )
    .limit(1)
    .prepare('session_by_token'),
);

/**
 * What this process remembers of the sessions it looked up. One for the process, not one per
 * database: a revocation may run in a transaction, whose handle is not the database's, and a token
 * (256 random bits) names one session wherever it is looked up.
 */
const sessionMemory = new SessionMemory();

/** A remembered session, if it is still live at `now` by the times it keeps (liveSessionWhere's rule). */
function stillLive(session: RememberedSession | undefined, now: Date): RememberedSession | undefined {
  if (!session || session.expiresAt <= now) return undefined;
  return now.getTime() - session.lastSeenAt.getTime() < SESSION_IDLE_MS ? session : undefined;
}

/**
 * The session behind a token, or null when it is unknown, revoked, past its absolute expiry or
 * idle for 30 days. Marks the session as used (at most once a minute). A session looked up in the
 * last second is taken from this process's memory (session-memory.ts).
 */
export async function resolveSession(db: Database, token: string, now: Date): Promise<ActiveSession | null> {
  const tokenHash = hashToken(token);
  let session = stillLive(sessionMemory.recall(tokenHash), now);
  if (!session) {
    const [found] = await sessionByToken(db).execute({
      tokenHash,
      now,
      idleSince: new Date(now.getTime() - SESSION_IDLE_MS),
    });
    if (!found) return null;
    session = sessionMemory.remember(tokenHash, found);
  }
  if (now.getTime() - session.lastSeenAt.getTime() >= SESSION_TOUCH_INTERVAL_MS) {
    // Conditional on the old value so parallel requests of one client write it once.
    await db
      .update(sessions)
      .set({ lastSeenAt: now })
      .where(and(eq(sessions.id, session.sessionId), lt(sessions.lastSeenAt, now)));
    // The remembered entry itself, so the next call within its second does not write again.
    session.lastSeenAt = now;
  }
  return { sessionId: session.sessionId, userId: session.userId };
}

/**
 * Forgets what this process remembers of a user's sessions: called by the revocations below and,
 * for revocations on other processes, by whoever hears onSessionsEnded (app.ts).
 */
export function forgetSessionsOf(userId: number): void {
  sessionMemory.forgetUser(userId);
}

/**
 * The NOTIFY channel on which a revocation is announced, the user's id as the payload. The database
 * delivers it to every listening process when the revoking transaction commits (a suspension is
 * one transaction with its audit row): never for a revocation that rolled back, and never before
 * the sessions read as ended.
 */
export const SESSIONS_ENDED_CHANNEL = 'sessions_ended';

async function announceEnded(db: Database, ended: readonly { userId: number }[]): Promise<void> {
  for (const userId of new Set(ended.map((session) => session.userId))) {
    forgetSessionsOf(userId);
    await db.execute(sql`select pg_notify(${SESSIONS_ENDED_CHANNEL}, ${String(userId)})`);
  }
}

/**
 * Calls `onEnded` with the user some of whose sessions were revoked, on whichever process revoked
 * them; answers how to stop. Expiry is not announced: whoever holds a session checks it now and then.
 */
export function onSessionsEnded(
  database: Pick<DatabaseHandle, 'listen'>,
  onEnded: (userId: number) => void,
): Promise<() => Promise<void>> {
  return database.listen(SESSIONS_ENDED_CHANNEL, (payload) => {
    const userId = Number(payload);
    if (Number.isSafeInteger(userId)) onEnded(userId);
  });
}

/** Ends one session (logout). */
export async function revokeSession(db: Database, sessionId: number, now: Date): Promise<void> {
  const ended = await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)))
    .returning({ userId: sessions.userId });
  await announceEnded(db, ended);
}

/**
 * Ends every session of a user except `keep` (the one changing the password stays signed in);
 * without `keep`, every one (suspension, account deletion). Answers how many it ended.
 */
export async function revokeOtherSessions(
  db: Database,
  userId: number,
  keep: number | undefined,
  now: Date,
): Promise<number> {
  const others = keep === undefined ? undefined : ne(sessions.id, keep);
  const ended = await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt), others))
    .returning({ userId: sessions.userId });
  await announceEnded(db, ended);
  return ended.length;
}
