/** Finding accounts by email or account name, and telling which unique rule an insert broke. */
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { users } from '../../db/schema.ts';

export type UserRow = typeof users.$inferSelect;

/** Emails are stored and compared lower-cased: Ann@Example.com and ann@example.com are one address. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

/**
 * Mail domain of accounts whose provider gave no email (X, or Apple when the person hides it).
 * `.invalid` is reserved (RFC 2606): such an address can never receive mail or match a real one,
 * and the users table keeps its one-email-per-account rule.
 */
export const PLACEHOLDER_EMAIL_DOMAIN = 'signin.invalid';

/** The stand-in address of a provider account without an email, unique per identity. */
export function placeholderEmailOf(provider: string, subject: string): string {
  return `${provider}-${subject.toLowerCase().replace(/[^a-z0-9._-]/g, '')}@${PLACEHOLDER_EMAIL_DOMAIN}`;
}

/** Whether the address is a placeholder (in any letter case): nobody can receive mail there. */
export function isPlaceholderEmail(email: string): boolean {
  return normalizeEmail(email).endsWith(`@${PLACEHOLDER_EMAIL_DOMAIN}`);
}

/**
 * The account with this email. A placeholder address finds nobody: it is not the person's
 * address, so it must not sign anyone in (with a password set later) or be sent a code.
 */
export async function findUserByEmail(db: Database, email: string): Promise<UserRow | undefined> {
  if (isPlaceholderEmail(email)) return undefined;
  const rows = await db
    .select()
    .from(users)
    .where(eq(users.email, normalizeEmail(email)))
    .limit(1);
  return rows[0];
}

/**
 * Account names are unique regardless of case, so `Maya` and `maya` are the same account. The
 * comparison is the expression of users_username_lower_idx, so the lookup uses that index.
 */
export async function findUserByAccountName(db: Database, account: string): Promise<UserRow | undefined> {
  const rows = await db
    .select()
    .from(users)
    .where(sql`lower(${users.username}) = ${account.trim().toLowerCase()}`)
    .limit(1);
  return rows[0];
}

/** An email sign-in identifies by email, anything else by account name. */
export function findUserByLogin(db: Database, account: string): Promise<UserRow | undefined> {
  return account.includes('@') ? findUserByEmail(db, account) : findUserByAccountName(db, account);
}

export async function findUserById(db: Database, id: number): Promise<UserRow | undefined> {
  const rows = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return rows[0];
}

/**
 * The unique constraint a failed insert or update broke, or undefined for any other error. Both
 * drivers report PostgreSQL's SQLSTATE 23505; Drizzle wraps the driver's error in `cause`.
 */
export function brokenUniqueConstraint(error: unknown): string | undefined {
  for (let current: unknown = error; current && typeof current === 'object';) {
    const fields = current as { code?: unknown; constraint?: unknown; cause?: unknown };
    if (fields.code === '23505') return typeof fields.constraint === 'string' ? fields.constraint : '';
    current = fields.cause;
  }
  return undefined;
}
