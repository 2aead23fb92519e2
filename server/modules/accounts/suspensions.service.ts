/**
 * Suspending a member (issue 23): the operators' reports queue and members page call these. While
 * a suspension runs the member cannot sign in (sign-in.ts tells them why and until when) and
 * nobody sees them (access/suspension-rule.ts). It ends by itself at `until` (null: for good), as
 * the rule compares with the clock; lifting it ends it at once.
 */
import { eq } from 'drizzle-orm';
import { revokeOtherSessions } from '../../auth/sessions.ts';
import { ServiceError } from '../../core/service-error.ts';
import type { Database, Transaction } from '../../db/client.ts';
import { users } from '../../db/schema.ts';

/** Who is suspended, until when (null: for good), why, and the moment it starts. */
export interface Suspension {
  userId: number;
  until: Date | null;
  reason: string;
  now: Date;
}

/**
 * Suspends the member and ends every session of theirs at once: the app is signed out at its
 * next call, and the chat sockets close as the suspension commits (sessions.ts announces it).
 */
export async function suspendMember(db: Database | Transaction, suspension: Suspension): Promise<void> {
  const updated = await db
    .update(users)
    .set({
      suspendedAt: suspension.now,
      suspendedUntil: suspension.until,
      suspensionReason: suspension.reason.trim(),
    })
    .where(eq(users.id, suspension.userId))
    .returning({ id: users.id });
  if (updated.length === 0) throw new ServiceError('server.user.notFound');
  await revokeOtherSessions(db, suspension.userId, undefined, suspension.now);
}

/** Ends the member's suspension now; they may sign in again and are seen again. */
export async function liftSuspension(db: Database | Transaction, lift: { userId: number }): Promise<void> {
  const updated = await db
    .update(users)
    .set({ suspendedAt: null, suspendedUntil: null, suspensionReason: '' })
    .where(eq(users.id, lift.userId))
    .returning({ id: users.id });
  if (updated.length === 0) throw new ServiceError('server.user.notFound');
}
