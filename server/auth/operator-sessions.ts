/**
 * Operator console sessions (issue 23): a random token in an httpOnly, SameSite=Strict cookie,
 * stored only as its hash and bound to the browser that signed in (a hash of its User-Agent).
 * A session is half-open after the password (10 minutes to give the second factor) and counts
 * only once the second factor is given; it then ends 12 hours later, at sign-out, or when the
 * operator is disabled.
 */
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import {
  OPERATOR_ROLES,
  OPERATOR_SECOND_FACTOR_MINUTES,
  OPERATOR_SESSION_HOURS,
  type OperatorRole,
} from '../../src/contract/operators.ts';
import type { SignedInOperator } from '../core/viewer.ts';
import type { Database, Transaction } from '../db/client.ts';
import { operatorSessions, operators } from '../db/schema.ts';
import { hashToken } from './sessions.ts';

/** The cookie the console's session travels in; sent to the API and the operator file routes. */
export const OPERATOR_COOKIE = 'fv_op';

const HOUR_MS = 3600 * 1000;

/** The stored form of a browser: the operator cookie only works from the browser that signed in. */
export function browserHashOf(userAgent: string | undefined): string {
  return createHash('sha256')
    .update(userAgent ?? '')
    .digest('hex');
}

/** The Set-Cookie of the operator session: the token, or its removal (null). */
export function operatorCookieHeader(token: string | null, maxAgeSeconds: number, secure: boolean): string {
  const parts = [
    `${OPERATOR_COOKIE}=${token ?? ''}`,
    'Path=/',
    'HttpOnly',
    // Strict: no other site can make the browser send it, not even with a top-level link.
    'SameSite=Strict',
    token === null ? 'Max-Age=0' : `Max-Age=${maxAgeSeconds}`,
  ];
  if (secure) parts.push('Secure');
  return parts.join('; ');
}

/** Opens the half-signed-in session of the password step; returns its token. */
export async function openOperatorSession(
  db: Database,
  operatorId: number,
  browser: { userAgent: string | undefined; address: string },
  now: Date,
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.insert(operatorSessions).values({
    operatorId,
    tokenHash: hashToken(token),
    browserHash: browserHashOf(browser.userAgent),
    address: browser.address,
    createdAt: now,
    expiresAt: new Date(now.getTime() + OPERATOR_SECOND_FACTOR_MINUTES * 60_000),
  });
  return token;
}

/** What a token names: its session and operator, whether the second factor was given. */
export interface FoundOperatorSession {
  sessionId: number;
  operatorId: number;
  email: string;
  role: OperatorRole;
  secondFactorGiven: boolean;
  expiresAt: Date;
  totpSecret: string | null;
  totpEnrolled: boolean;
}

/**
 * The live session behind a cookie sent from this browser, or null: unknown, revoked, expired,
 * from another browser, or of a disabled operator.
 */
export async function findOperatorSession(
  db: Database,
  token: string | undefined,
  userAgent: string | undefined,
  now: Date,
): Promise<FoundOperatorSession | null> {
  if (!token) return null;
  const [row] = await db
    .select({
      sessionId: operatorSessions.id,
      operatorId: operators.id,
      email: operators.email,
      role: operators.role,
      secondFactorAt: operatorSessions.secondFactorAt,
      expiresAt: operatorSessions.expiresAt,
      browserHash: operatorSessions.browserHash,
      totpSecret: operators.totpSecret,
      totpEnrolledAt: operators.totpEnrolledAt,
    })
    .from(operatorSessions)
    .innerJoin(operators, eq(operators.id, operatorSessions.operatorId))
    .where(
      and(
        eq(operatorSessions.tokenHash, hashToken(token)),
        isNull(operatorSessions.revokedAt),
        gt(operatorSessions.expiresAt, now),
        isNull(operators.disabledAt),
      ),
    )
    .limit(1);
  if (!row || row.browserHash !== browserHashOf(userAgent)) return null;
  if (!(OPERATOR_ROLES as readonly string[]).includes(row.role)) return null;
  return {
    sessionId: row.sessionId,
    operatorId: row.operatorId,
    email: row.email,
    role: row.role as OperatorRole,
    secondFactorGiven: row.secondFactorAt !== null,
    expiresAt: row.expiresAt,
    totpSecret: row.totpSecret,
    totpEnrolled: row.totpEnrolledAt !== null,
  };
}

/** The signed-in operator behind a cookie: a live session whose second factor was given. */
export async function resolveOperator(
  db: Database,
  token: string | undefined,
  userAgent: string | undefined,
  now: Date,
): Promise<SignedInOperator | null> {
  const found = await findOperatorSession(db, token, userAgent, now);
  if (!found?.secondFactorGiven) return null;
  return {
    id: found.operatorId,
    email: found.email,
    role: found.role,
    sessionId: found.sessionId,
    sessionEndsAt: found.expiresAt,
  };
}

/** The second factor was given: the session counts from now, for 12 hours. */
export async function completeOperatorSession(
  db: Database | Transaction,
  sessionId: number,
  now: Date,
): Promise<Date> {
  const expiresAt = new Date(now.getTime() + OPERATOR_SESSION_HOURS * HOUR_MS);
  await db
    .update(operatorSessions)
    .set({ secondFactorAt: now, expiresAt })
    .where(eq(operatorSessions.id, sessionId));
  return expiresAt;
}

/** Ends a session (sign-out). */
export async function revokeOperatorSession(
  db: Database | Transaction,
  sessionId: number,
  now: Date,
): Promise<void> {
  await db.update(operatorSessions).set({ revokedAt: now }).where(eq(operatorSessions.id, sessionId));
}

/** Ends every live session of an operator (disabled, or their authenticator reset). */
export async function revokeOperatorSessions(
  db: Database | Transaction,
  operatorId: number,
  now: Date,
): Promise<void> {
  await db
    .update(operatorSessions)
    .set({ revokedAt: now })
    .where(and(eq(operatorSessions.operatorId, operatorId), isNull(operatorSessions.revokedAt)));
}
