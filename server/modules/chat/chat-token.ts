/**
 * The chat socket's credential (docs/decisions.md, "Chat"): `user/getUserInfo`'s `chat_token`,
 * `c1.{session id}.{HMAC}`. It names the session the app is signed in with and is signed with a
 * key only the server holds (derived from MEDIA_SIGNING_KEY; the envelope's keys ship in the app),
 * so it cannot be forged and dies with its session: log out, a password change elsewhere, expiry.
 * The session token itself never travels on the socket.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import { liveSessionWhere } from '../../auth/sessions.ts';
import type { Database } from '../../db/client.ts';
import { sessions } from '../../db/schema.ts';

const TOKEN_PATTERN = /^c1\.(\d{1,12})\.([A-Za-z0-9_-]{43})$/;

export interface ChatTokens {
  /** The chat token of this session. The same session always gets the same token. */
  issue(sessionId: number): string;
  /** The session a token names, when its signature is ours; undefined otherwise. */
  sessionOf(token: string): number | undefined;
}

/** Chat tokens signed with a key derived from the server's private signing key. */
export function createChatTokens(serverSecret: string): ChatTokens {
  const key = createHmac('sha256', serverSecret).update('fanvault chat token v1').digest();
  const signatureOf = (sessionId: number) =>
    createHmac('sha256', key).update(`chat:${sessionId}`).digest('base64url');
  return {
    issue: (sessionId) => `c1.${sessionId}.${signatureOf(sessionId)}`,
    sessionOf(token) {
      const match = TOKEN_PATTERN.exec(token);
      if (!match) return undefined;
      const sessionId = Number(match[1]);
      const expected = Buffer.from(signatureOf(sessionId));
      const given = Buffer.from(match[2]!);
      return expected.length === given.length && timingSafeEqual(expected, given) ? sessionId : undefined;
    },
  };
}

/** The user of a live session, or undefined when it has ended. */
export async function userOfLiveSession(
  db: Database,
  sessionId: number,
  now: Date,
): Promise<number | undefined> {
  const [row] = await db
    .select({ userId: sessions.userId })
    .from(sessions)
    .where(and(eq(sessions.id, sessionId), liveSessionWhere(now)))
    .limit(1);
  return row?.userId;
}

/** Which of these sessions are still live: one query for every socket a process holds. */
export async function liveSessionsAmong(
  db: Database,
  sessionIds: readonly number[],
  now: Date,
): Promise<Set<number>> {
  if (sessionIds.length === 0) return new Set();
  const rows = await db
    .select({ id: sessions.id })
    .from(sessions)
    .where(and(inArray(sessions.id, [...sessionIds]), liveSessionWhere(now)));
  return new Set(rows.map((row) => row.id));
}

const bySecret = new Map<string, ChatTokens>();

/** The chat tokens of this secret, made once (getUserInfo issues one per call). */
export function chatTokensOf(serverSecret: string): ChatTokens {
  let tokens = bySecret.get(serverSecret);
  if (!tokens) {
    tokens = createChatTokens(serverSecret);
    bySecret.set(serverSecret, tokens);
  }
  return tokens;
}
