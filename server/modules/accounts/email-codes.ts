/**
 * One-time email codes (spec §5 and §9): 6 digits from crypto randomness, valid 10 minutes, at
 * most 5 tries, stored only as a salted hash. The newest code of an email and purpose is the only
 * one that counts: issuing a new one ends the older ones.
 */
import { createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { and, desc, eq, gt, isNull, lt, ne, sql } from 'drizzle-orm';
import { EMAIL_CODE_LENGTH } from '../../../src/contract/rules/account-rules.ts';
import type { Database } from '../../db/client.ts';
import { emailCodes } from '../../db/schema.ts';

export const EMAIL_CODE_TTL_MINUTES = 10;
export const EMAIL_CODE_TTL_MS = EMAIL_CODE_TTL_MINUTES * 60 * 1000;
/** Tries per code; the next one fails even with the right code. */
export const EMAIL_CODE_MAX_ATTEMPTS = 5;

/** 5 sign in, 4 confirm a new email (EMAIL_CODE_TYPE). */
export type EmailCodePurpose = 4 | 5;

/** Digits only: nothing to confuse (0/O, 1/l) when read from a phone and typed on another device. */
export function generateCode(): string {
  return String(randomInt(0, 10 ** EMAIL_CODE_LENGTH)).padStart(EMAIL_CODE_LENGTH, '0');
}

/** `salt:hmac`. A salt per code keeps equal codes from having equal hashes. */
function hashCode(code: string, salt = randomBytes(16).toString('hex')): string {
  return `${salt}:${createHmac('sha256', salt).update(code).digest('hex')}`;
}

function codeMatches(stored: string, code: string): boolean {
  const [salt] = stored.split(':');
  if (!salt) return false;
  const expected = Buffer.from(stored);
  const actual = Buffer.from(hashCode(code, salt));
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}

export interface CodeTarget {
  /** Lower-cased address. */
  email: string;
  purpose: EmailCodePurpose;
  /** The user confirming a new email (purpose 4). */
  userId?: number | undefined;
}

/** When the newest code for this email and purpose was sent, if any. */
export async function lastCodeSentAt(db: Database, target: CodeTarget): Promise<Date | null> {
  const rows = await db
    .select({ createdAt: emailCodes.createdAt })
    .from(emailCodes)
    .where(and(eq(emailCodes.email, target.email), eq(emailCodes.purpose, target.purpose)))
    .orderBy(desc(emailCodes.createdAt), desc(emailCodes.id))
    .limit(1);
  return rows[0]?.createdAt ?? null;
}

/**
 * How long a code row outlives its expiry. Until then an old code still answers "expired" rather
 * than "no code"; after it, the row is of no use to anyone.
 */
export const EMAIL_CODE_KEPT_AFTER_EXPIRY_MS = 24 * 60 * 60 * 1000;

/**
 * Stores a new code and returns its id; it does not end older codes until `confirmIssued`.
 * Codes that expired more than a day ago, used or not, are deleted on the way: the table then
 * holds about a day of codes however long the server runs, without a cleanup job.
 */
export async function storeCode(db: Database, target: CodeTarget, code: string, now: Date): Promise<number> {
  await db
    .delete(emailCodes)
    .where(lt(emailCodes.expiresAt, new Date(now.getTime() - EMAIL_CODE_KEPT_AFTER_EXPIRY_MS)));
  const rows = await db
    .insert(emailCodes)
    .values({
      email: target.email,
      purpose: target.purpose,
      userId: target.userId ?? null,
      codeHash: hashCode(code),
      createdAt: now,
      expiresAt: new Date(now.getTime() + EMAIL_CODE_TTL_MS),
    })
    .returning({ id: emailCodes.id });
  return rows[0]!.id;
}

/** The mail went out: older codes of this email and purpose stop working. */
export async function confirmIssued(db: Database, target: CodeTarget, codeId: number, now: Date) {
  await db
    .update(emailCodes)
    .set({ consumedAt: now })
    .where(
      and(
        eq(emailCodes.email, target.email),
        eq(emailCodes.purpose, target.purpose),
        ne(emailCodes.id, codeId),
        isNull(emailCodes.consumedAt),
      ),
    );
}

/** The mail could not be sent: forget the code, so it neither works nor delays a resend. */
export async function discardCode(db: Database, codeId: number) {
  await db.delete(emailCodes).where(eq(emailCodes.id, codeId));
}

export type CodeCheck = 'ok' | 'wrong' | 'expired' | 'usedUp' | 'none';

/**
 * Checks a code against the newest live code of the target and uses up one try. A right code
 * is consumed, so it works once. `wrong` leaves tries; after 5 tries the code is dead (`usedUp`).
 */
export async function checkCode(
  db: Database,
  target: CodeTarget,
  code: string,
  now: Date,
): Promise<{ result: CodeCheck; triesLeft: number }> {
  const rows = await db
    .select()
    .from(emailCodes)
    .where(
      and(
        eq(emailCodes.email, target.email),
        eq(emailCodes.purpose, target.purpose),
        isNull(emailCodes.consumedAt),
        target.userId === undefined ? undefined : eq(emailCodes.userId, target.userId),
      ),
    )
    .orderBy(desc(emailCodes.createdAt), desc(emailCodes.id))
    .limit(1);
  const row = rows[0];
  if (!row) return { result: 'none', triesLeft: 0 };
  if (row.expiresAt.getTime() <= now.getTime()) return { result: 'expired', triesLeft: 0 };

  // Count the try before comparing, atomically, so parallel guesses cannot exceed the limit.
  const counted = await db
    .update(emailCodes)
    .set({ attempts: sql`${emailCodes.attempts} + 1` })
    .where(
      and(
        eq(emailCodes.id, row.id),
        lt(emailCodes.attempts, EMAIL_CODE_MAX_ATTEMPTS),
        isNull(emailCodes.consumedAt),
      ),
    )
    .returning({ attempts: emailCodes.attempts });
  const attempts = counted[0]?.attempts;
  if (attempts === undefined) return { result: 'usedUp', triesLeft: 0 };
  const triesLeft = EMAIL_CODE_MAX_ATTEMPTS - attempts;
  if (!codeMatches(row.codeHash, code)) return { result: 'wrong', triesLeft };

  const consumed = await db
    .update(emailCodes)
    .set({ consumedAt: now })
    .where(and(eq(emailCodes.id, row.id), isNull(emailCodes.consumedAt), gt(emailCodes.expiresAt, now)))
    .returning({ id: emailCodes.id });
  return consumed.length === 1 ? { result: 'ok', triesLeft } : { result: 'none', triesLeft: 0 };
}
